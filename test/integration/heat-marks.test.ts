import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DiscoverResponse } from '@contract/discover.contract'
import type { HeatMarkResponse } from '@contract/heat-marks.contract'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import {
  addRecord,
  ownerWithFemale,
  pullCycles,
  write,
  type CycleOwner,
} from './cycle-records-fixtures.js'
import { createPet, pullAll } from './pets-fixtures.js'

const DAY_MS = 86_400_000
const dayOffset = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

/**
 * The 'en celo' mark (contract/heat-marks.contract.ts) against a real server: the owner's
 * opt-in, discover's filter and badge, that nothing else carries it, and that it ends by itself.
 */
describe.each(databaseTargets)('heat marks on $kind', (target) => {
  const fixture = useServer(target)
  let handle: DatabaseHandle
  let owner: CycleOwner
  let searcher: RegisteredUser

  beforeAll(async () => {
    handle = openDatabase({
      databaseUrl: fixture.databaseUrl,
      sqlitePath: join(fixture.server.dataDir, 'huellitas.sqlite'),
    })
    owner = await ownerWithFemale(fixture)
    searcher = await registerUser(fixture.baseUrl, { name: 'Buscador' })
    // Searching at coordinates is free within 50 km of one's saved location (premium.contract.ts).
    await call(fixture.baseUrl, 'PUT', '/api/users/location', {
      token: searcher.token,
      json: { latitude: 13.7, longitude: -89.24 },
    })
    await createPet(fixture.baseUrl, searcher.token, { name: 'Rex' })
  })
  afterAll(() => handle.close())

  const mark = (token: string, petId: string, json: unknown) =>
    write<HeatMarkResponse>(fixture, token, 'PUT', `/api/pets/${petId}/heat-mark`, json)

  /** discover, newest first and (on SQLite, through the R*Tree) nearest first */
  async function discovered(query: string) {
    const pages = await Promise.all(
      ['useLocation=false&limit=50', 'latitude=13.70&longitude=-89.24&maxDistance=50&limit=50'].map(
        (where) =>
          call<DiscoverResponse>(fixture.baseUrl, 'GET', `/api/pets/discover?${where}${query}`, {
            token: searcher.token,
          }),
      ),
    )
    for (const page of pages) expect(page.status).toBe(200)
    const [newest, nearest] = pages.map((page) =>
      page.body.pets.find((pet) => pet.id === owner.female.id),
    )
    // Both paths agree on whether she is listed and badged (distances differ by design).
    expect(nearest === undefined).toBe(newest === undefined)
    expect(nearest?.inHeat).toBe(newest?.inHeat)
    return newest
  }

  it('is off by default; only with the opt-in does a searcher who filters see her, badged', async () => {
    expect(await discovered('&inHeat=true')).toBeUndefined()
    expect(await discovered('')).not.toHaveProperty('inHeat')

    const own = await call<HeatMarkResponse>(
      fixture.baseUrl,
      'GET',
      `/api/pets/${owner.female.id}/heat-mark`,
      { token: owner.token },
    )
    expect(own.body.heatMark).toEqual({ inHeat: false, until: null })

    const on = await mark(owner.token, owner.female.id, { inHeat: true, today: dayOffset(-2) })
    expect(on.status).toBe(200)
    expect(on.body.heatMark.inHeat).toBe(true)
    // It ends by itself after the longest estrus, 9 days.
    const until = Date.parse(on.body.heatMark.until ?? '')
    expect(until - Date.now()).toBeGreaterThan(8 * DAY_MS)
    expect(until - Date.now()).toBeLessThanOrEqual(9 * DAY_MS)

    expect(await discovered('&inHeat=true')).toMatchObject({ name: 'Luna', inHeat: true })
    // Without the filter she is listed as ever, with no word of it.
    expect(await discovered('')).not.toHaveProperty('inHeat')
  })

  it('nothing but the filtered discover carries it', async () => {
    const profile = await call(fixture.baseUrl, 'GET', `/api/pets/${owner.female.id}`, {
      token: searcher.token,
    })
    expect(profile.status).toBe(200)
    expect(JSON.stringify(profile.body)).not.toMatch(/heat|celo/i)
    const ownPets = await pullAll(fixture.baseUrl, owner.token)
    expect(JSON.stringify(ownPets)).not.toMatch(/heat|celo/i)
    const cycles = await pullCycles(fixture, owner.token)
    expect(JSON.stringify(cycles)).not.toMatch(/heat|celo/i)
    const plain = await call<DiscoverResponse>(
      fixture.baseUrl,
      'GET',
      '/api/pets/discover?useLocation=false&limit=50',
      { token: searcher.token },
    )
    expect(JSON.stringify(plain.body)).not.toMatch(/heat|celo/i)
  })

  it('a stranger can neither read nor set it; a male cannot carry it; bad input changes nothing', async () => {
    const read = await call(fixture.baseUrl, 'GET', `/api/pets/${owner.female.id}/heat-mark`, {
      token: searcher.token,
    })
    expect(read.status).toBe(403)
    const off = await mark(searcher.token, owner.female.id, { inHeat: false, today: dayOffset(0) })
    expect(off.status).toBe(403)
    expect(off.body).toMatchObject({
      message: 'Solo el dueño puede indicar si su mascota está en celo.',
    })
    const male = await createPet(fixture.baseUrl, owner.token, { name: 'Max', gender: 'male' })
    const refused = await mark(owner.token, male.id, { inHeat: true, today: dayOffset(0) })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ message: 'Solo una hembra puede marcarse en celo.' })
    for (const body of [{ inHeat: 'sí', today: dayOffset(0) }, { inHeat: true }, null]) {
      const bad = await mark(owner.token, owner.female.id, body)
      expect(bad.status).toBe(400)
      expect(typeof (bad.body as { message?: unknown }).message).toBe('string')
    }
    const missing = await mark(owner.token, 'no-such-pet', { inHeat: true, today: dayOffset(0) })
    expect(missing.status).toBe(404)
    expect(await discovered('&inHeat=true')).toMatchObject({ inHeat: true })
  })

  it('ends by itself: with a metestrus recorded after the mark, or once its time is up', async () => {
    await addRecord(fixture, owner, { date: dayOffset(-1), phase: 'metestrus' })
    expect(await discovered('&inHeat=true')).toBeUndefined()
    const own = await call<HeatMarkResponse>(
      fixture.baseUrl,
      'GET',
      `/api/pets/${owner.female.id}/heat-mark`,
      { token: owner.token },
    )
    expect(own.body.heatMark.inHeat).toBe(false)

    // Marked again later (a new heat): on until its expiry passes.
    await mark(owner.token, owner.female.id, { inHeat: true, today: dayOffset(0) })
    expect(await discovered('&inHeat=true')).toMatchObject({ inHeat: true })
    await handle.db
      .updateTable('pet_heat_marks')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('pet_id', '=', owner.female.id)
      .execute()
    expect(await discovered('&inHeat=true')).toBeUndefined()

    // The owner turns it off herself.
    await mark(owner.token, owner.female.id, { inHeat: true, today: dayOffset(0) })
    expect(await discovered('&inHeat=true')).toMatchObject({ inHeat: true })
    await mark(owner.token, owner.female.id, { inHeat: false, today: dayOffset(0) })
    expect(await discovered('&inHeat=true')).toBeUndefined()
  })
})
