import { describe, expect, it } from 'vitest'
import { lostPetMessages as m, type LostPetResponse } from '@contract/lost-pets.contract'
import { call } from '../support/api.js'
import { executeSql } from '../support/db-probe.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { useSyncEventSockets, waitUntil } from '../support/sockets.js'
import {
  deviceSet,
  ESCALON,
  jpeg,
  ownerWithPet,
  placeUser,
  reportAlert,
  SAN_SALVADOR,
  SANTA_ANA,
  sendSighting,
  setStatus,
  userAt,
  validSighting,
  type LostPetDoc,
  type SightingDoc,
} from './lost-pets-fixtures.js'

/**
 * The replicated `lostPets` and `sightings` collections (spec §7): active alerts within the
 * feed radius of the saved location, one's own alerts and their sightings; the set follows a
 * move (tombstones for what left), live SYNC_EVENTs, and the expiry sweep (every second here).
 */
describe.each(databaseTargets)('lost-pets feeds on $kind', (target) => {
  const fixture = useServer(target, { env: { LOST_PETS_SWEEP_SECONDS: '1' } })
  const base = () => fixture.baseUrl
  const sockets = useSyncEventSockets<LostPetDoc | SightingDoc>(base)

  it('gives an alert to its owner and the users near it, live, and follows moves', async () => {
    const { user: owner, pet } = await ownerWithPet(base(), SANTA_ANA)
    const neighbour = await userAt(base(), SAN_SALVADOR)
    const far = await userAt(base(), SANTA_ANA)
    const homeless = await userAt(base(), null)
    const live = await sockets.recordingSocket(neighbour.token)
    const alert = await reportAlert(base(), owner.token, pet.id)
    await waitUntil(() =>
      live.some((event) => event.collection === 'lostPets' && event.documents[0]?.id === alert.id),
    )
    expect((await deviceSet(base(), owner, 'lostPets')).has(alert.id)).toBe(true)
    expect((await deviceSet(base(), neighbour, 'lostPets')).get(alert.id)).toEqual(alert)
    expect((await deviceSet(base(), far, 'lostPets')).has(alert.id)).toBe(false)
    expect((await deviceSet(base(), homeless, 'lostPets')).has(alert.id)).toBe(false)

    // Moving changes the set: the far user gains it, the neighbour loses it (a tombstone).
    const farLive = await sockets.recordingSocket(far.token)
    await placeUser(base(), far.token, ESCALON)
    await waitUntil(() => farLive.some((event) => event.documents[0]?.id === alert.id))
    expect((await deviceSet(base(), far, 'lostPets')).has(alert.id)).toBe(true)
    await placeUser(base(), neighbour.token, SANTA_ANA)
    await waitUntil(() =>
      live.some((event) => event.documents[0]?.id === alert.id && event.documents[0]._deleted),
    )
    expect((await deviceSet(base(), neighbour, 'lostPets')).has(alert.id)).toBe(false)
    // One's own alert stays wherever one goes.
    await placeUser(base(), owner.token, null)
    expect((await deviceSet(base(), owner, 'lostPets')).has(alert.id)).toBe(true)

    // A status change reaches every holder: found moves to 'Encontradas' for both.
    await setStatus(base(), owner.token, alert.id, 'found')
    expect((await deviceSet<LostPetDoc>(base(), far, 'lostPets')).get(alert.id)?.status).toBe(
      'found',
    )
    // No user's saved location in any feed document.
    const text = JSON.stringify([
      ...(await deviceSet(base(), far, 'lostPets')).values(),
      ...(await deviceSet(base(), owner, 'lostPets')).values(),
    ])
    expect(text).not.toContain(String(SANTA_ANA.latitude))
    expect(text).not.toContain('Calle Secreta')
  })

  it('takes sightings from anyone, as sent, and replicates them to the owner', async () => {
    const { user: owner, pet } = await ownerWithPet(base(), SAN_SALVADOR)
    const alert = await reportAlert(base(), owner.token, pet.id)
    const finder = await userAt(base(), ESCALON)
    const bystander = await userAt(base(), ESCALON)
    const ownerLive = await sockets.recordingSocket(owner.token)
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const sent = await sendSighting(
      base(),
      finder.token,
      { ...validSighting(alert.id), date: yesterday, time: '06:15' },
      [{ name: 'vista.jpg', data: await jpeg() }],
    )
    expect(sent.status, sent.text).toBe(201)
    const sighting = sent.body.sighting
    expect(sighting).toMatchObject({
      lostPetId: alert.id,
      reporterId: finder.user.id,
      date: yesterday,
      time: '06:15',
      latitude: 13.705,
      longitude: -89.21,
      location: 'Colonia Escalón, San Salvador',
      contactName: 'Beto',
    })
    expect(sighting.photos[0]).toMatch(/^\/uploads\/sightings\/[0-9a-f]{32}\.webp$/)
    await waitUntil(() =>
      ownerLive.some(
        (event) => event.collection === 'sightings' && event.documents[0]?.id === sighting.id,
      ),
    )
    expect((await deviceSet(base(), owner, 'sightings')).get(sighting.id)).toEqual(sighting)
    expect((await deviceSet(base(), finder, 'sightings')).has(sighting.id)).toBe(true)
    expect((await deviceSet(base(), bystander, 'sightings')).has(sighting.id)).toBe(false)
    const read = await call<LostPetResponse>(base(), 'GET', `/api/lost-pets/${alert.id}`, {
      token: owner.token,
    })
    expect(read.body.sightings?.map((item) => item.id)).toEqual([sighting.id])
  })

  it('refuses every §5 sighting breach with a Spanish 4xx', async () => {
    const { user: owner, pet } = await ownerWithPet(base(), SAN_SALVADOR)
    const alert = await reportAlert(base(), owner.token, pet.id)
    const finder = await userAt(base(), null)
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const cases: [Record<string, string | undefined>, number, string][] = [
      [{ date: future }, 400, m.dateInFuture],
      [{ date: undefined }, 400, m.sightingDateRequired],
      [{ time: undefined }, 400, m.sightingTimeRequired],
      [{ description: '' }, 400, m.sightingDescriptionRequired],
      [{ contactName: ' ' }, 400, m.contactNameRequired],
      [{ contactPhone: undefined }, 400, m.contactPhoneRequired],
      [{ coordinates: '{"lat":1}' }, 400, m.coordinatesInvalid],
      [{ lostPetId: undefined }, 400, m.lostPetRequired],
      [{ lostPetId: 'no-such-alert' }, 404, m.alertNotFound],
    ]
    for (const [overrides, status, message] of cases) {
      const result = await sendSighting(base(), finder.token, {
        ...validSighting(alert.id),
        ...overrides,
      })
      const body = result.body as unknown as { message: string }
      expect({ overrides, status: result.status, message: body.message }).toEqual({
        overrides,
        status,
        message,
      })
    }
    const photos = await Promise.all(Array.from({ length: 4 }, () => jpeg()))
    const tooMany = await sendSighting(
      base(),
      finder.token,
      validSighting(alert.id),
      photos.map((data, index) => ({ name: `${index}.jpg`, data })),
    )
    expect([tooMany.status, (tooMany.body as unknown as { message: string }).message]).toEqual([
      400,
      m.tooManySightingPhotos,
    ])
    expect((await deviceSet(base(), owner, 'sightings')).size).toBe(0)
  })

  it('sweeps an expired alert out of others’ devices, not the owner’s', async () => {
    const { user: owner, pet } = await ownerWithPet(base(), SAN_SALVADOR)
    const neighbour = await userAt(base(), ESCALON)
    const alert = await reportAlert(base(), owner.token, pet.id)
    expect((await deviceSet(base(), neighbour, 'lostPets')).has(alert.id)).toBe(true)
    await executeSql(fixture, 'update lost_pets set expires_at = ? where id = ?', [
      '2020-01-01T00:00:00.000Z',
      alert.id,
    ])
    const deadline = Date.now() + 10_000
    while ((await deviceSet(base(), neighbour, 'lostPets')).has(alert.id)) {
      if (Date.now() > deadline) throw new Error('the expiry was never swept')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect((await deviceSet(base(), owner, 'lostPets')).has(alert.id)).toBe(true)
    // Renewing (marking lost again) brings it back to the neighbourhood.
    await setStatus(base(), owner.token, alert.id, 'active')
    expect((await deviceSet(base(), neighbour, 'lostPets')).has(alert.id)).toBe(true)
  })
})
