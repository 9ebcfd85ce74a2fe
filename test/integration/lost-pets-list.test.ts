import { describe, expect, it } from 'vitest'
import { lostPetMessages as m, type LostPetsResponse } from '@contract/lost-pets.contract'
import { call, type RegisteredUser } from '../support/api.js'
import { executeSql } from '../support/db-probe.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { createPet } from './pets-fixtures.js'
import { reportAlert, setStatus, userAt, type LostPetDoc } from './lost-pets-fixtures.js'

/**
 * GET /api/lost-pets (spec §2 /lost-pets, §7): every filter, nearest first through the spatial
 * index, cursor paging and the Spanish 400s. Alerts live in a region of their own (Costa Rica)
 * so other suites' data cannot change the answers.
 */
const ORIGIN = { latitude: 10.0, longitude: -84.0 }
/** a point `km` north of ORIGIN */
const north = (km: number) => ({ latitude: ORIGIN.latitude + km / 111.195, longitude: -84.0 })
const at = (place: { latitude: number; longitude: number }) =>
  JSON.stringify({ lat: place.latitude, lng: place.longitude })

describe.each(databaseTargets)('lost-pets list on $kind', (target) => {
  const fixture = useServer(target)
  const base = () => fixture.baseUrl
  let owner: RegisteredUser
  let alerts: Record<'near' | 'cat' | 'far' | 'found', LostPetDoc>

  const list = (query: string, token = owner.token) =>
    call<LostPetsResponse>(base(), 'GET', `/api/lost-pets?${query}`, { token })
  const names = async (query: string, token?: string) => {
    const result = await list(query, token)
    expect(result.status, result.text).toBe(200)
    return result.body.lostPets.map((alert) => alert.id)
  }
  const near = `lat=${ORIGIN.latitude}&lng=${ORIGIN.longitude}`

  it('sets up four alerts around the origin', async () => {
    owner = await userAt(base(), ORIGIN)
    const dog = await createPet(base(), owner.token, { name: 'Toby', species: 'dog' })
    const cat = await createPet(base(), owner.token, { name: 'Misu', species: 'gato' })
    const other = await createPet(base(), owner.token, { name: 'Rocky', species: 'dog' })
    alerts = {
      near: await reportAlert(base(), owner.token, dog.id, {
        coordinates: at(north(1)),
        urgencyLevel: 'critical',
      }),
      cat: await reportAlert(base(), owner.token, cat.id, {
        coordinates: at(north(8)),
        urgencyLevel: 'low',
        lastSeenLocation: 'Mercado Central de Heredia',
      }),
      far: await reportAlert(base(), owner.token, dog.id, {
        coordinates: at(north(30)),
        urgencyLevel: 'medium',
      }),
      found: await reportAlert(base(), owner.token, other.id, { coordinates: at(north(2)) }),
    }
    expect((await setStatus(base(), owner.token, alerts.found.id, 'found')).status).toBe(200)
  })

  it('lists active alerts nearest first, with their distance', async () => {
    const result = await list(near)
    expect(result.body.mode).toBe('distance')
    expect(result.body.lostPets.map((alert) => [alert.id, alert.distanceKm])).toEqual([
      [alerts.near.id, 1],
      [alerts.cat.id, 8],
      [alerts.far.id, 30],
    ])
    // Without a point, the caller's saved location is the centre (never answered).
    expect(await names('')).toEqual([alerts.near.id, alerts.cat.id, alerts.far.id])
    expect(result.text).not.toContain('Calle Secreta')
  })

  it('applies every filter', async () => {
    expect(await names(`${near}&distance=10`)).toEqual([alerts.near.id, alerts.cat.id])
    expect(await names(`${near}&distance=any`)).toHaveLength(3)
    expect(await names(`${near}&urgency=critical`)).toEqual([alerts.near.id])
    expect(await names(`${near}&urgency=all`)).toHaveLength(3)
    expect(await names(`${near}&petType=cat`)).toEqual([alerts.cat.id])
    expect(await names(`${near}&petType=dog`)).toEqual([alerts.near.id, alerts.far.id])
    expect(await names(`${near}&petType=bird`)).toEqual([])
    expect(await names(`${near}&search=mercado`)).toEqual([alerts.cat.id])
    expect(await names(`${near}&search=MISU`)).toEqual([alerts.cat.id])
    expect(await names(`${near}&search=100%25`)).toEqual([])
    expect(await names(`${near}&timeframe=24h`)).toHaveLength(3)
    expect(await names(`${near}&timeframe=all`)).toHaveLength(3)
    expect(await names(`${near}&status=found`)).toEqual([alerts.found.id])
    expect(await names(`${near}&status=found&distance=1`)).toEqual([])
  })

  it('pages with an opaque cursor, and newest first without any centre', async () => {
    const seen: string[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const result = await list(`${near}&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...result.body.lostPets.map((alert) => alert.id))
      cursor = result.body.nextCursor
    }
    expect(seen).toEqual([alerts.near.id, alerts.cat.id, alerts.far.id])
    const homeless = await userAt(base(), null)
    const newest = await list('limit=50', homeless.token)
    expect(newest.body.mode).toBe('newest')
    const ids = newest.body.lostPets.map((alert) => alert.id)
    expect(ids.indexOf(alerts.far.id)).toBeLessThan(ids.indexOf(alerts.near.id))
    expect(newest.body.lostPets.every((alert) => alert.distanceKm === null)).toBe(true)
  })

  it('stops listing an alert as active once it has expired', async () => {
    await executeSql(fixture, 'update lost_pets set expires_at = ? where id = ?', [
      '2020-01-01T00:00:00.000Z',
      alerts.far.id,
    ])
    expect(await names(near)).toEqual([alerts.near.id, alerts.cat.id])
  })

  it('refuses malformed filters with a Spanish 400', async () => {
    const cases: [string, string][] = [
      ['urgency=extreme', m.filterUrgencyInvalid],
      ['timeframe=2h', m.filterTimeframeInvalid],
      ['petType=fish', m.filterTypeInvalid],
      ['distance=0', m.filterDistanceInvalid],
      ['distance=1e3', m.filterDistanceInvalid],
      ['status=lost', m.filterStatusInvalid],
      ['lat=10', m.filterLatLngTogether],
      ['lat=91&lng=0', m.filterLatitudeInvalid],
      ['lat=NaN&lng=0', m.filterLatitudeInvalid],
      ['limit=0', m.filterLimitInvalid],
      ['limit=51', m.filterLimitInvalid],
      ['cursor=not-a-cursor', m.filterCursorInvalid],
      ['urgency=low&urgency=high', m.filterUrgencyInvalid],
      [`search=${'x'.repeat(101)}`, m.filterSearchInvalid],
    ]
    for (const [query, message] of cases) {
      const result = await list(query)
      expect({
        query,
        status: result.status,
        message: (result.body as unknown as { message: string }).message,
      }).toEqual({
        query,
        status: 400,
        message,
      })
    }
  })
})
