import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { petFiltersOf } from '../../server/modules/discover/discover-filters.js'
import {
  createDiscoverRepository,
  type NearbyParams,
} from '../../server/modules/discover/discover.repository.js'
import { boundingBox, haversineKm } from '../../server/modules/discover/geo.js'
import { discoverQuerySchema } from '@contract/discover.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows, queryRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { CENTER, discover, letSearchAnywhere, near, north } from './discover-fixtures.js'
import { seededRandom, seedPets } from './discover-seed.js'
import { createPet, petForm, sendForm, validPet } from './pets-fixtures.js'

/**
 * The spatial index of migration 0006: the database plans the nearby query through it (EXPLAIN),
 * it answers exactly what a full scan answers, and its triggers follow every pet write.
 */
describe.each(databaseTargets)('discover spatial index on $kind', (target) => {
  const fixture = useServer(target)
  let handle: DatabaseHandle
  const PETS = 4000
  const everyone = { ownerId: 'nobody', actorKey: 'user:nobody' }

  const params = (over: Partial<NearbyParams> = {}): NearbyParams => {
    const radiusKm = over.radiusKm ?? 5
    const center = over.center ?? CENTER
    return {
      center,
      radiusKm,
      box: boundingBox(center, radiusKm),
      filters: { personalityGroups: [] },
      exclude: everyone,
      offset: 0,
      limit: 21,
      ...over,
    }
  }

  beforeAll(async () => {
    handle = openDatabase({
      databaseUrl: fixture.databaseUrl,
      sqlitePath: join(fixture.server.dataDir, 'huellitas.sqlite'),
    })
    const random = seededRandom(42)
    await seedPets(handle, {
      pets: PETS,
      owners: 50,
      random,
      place: () => ({
        latitude: CENTER.latitude + (random() - 0.5) * 2,
        longitude: CENTER.longitude + (random() - 0.5) * 2,
      }),
    })
  })

  afterAll(async () => {
    await handle.close()
  })

  it('plans the nearby query through the spatial index, and the baseline without it', async () => {
    const repository = createDiscoverRepository(handle.db, handle.dialect)
    const indexed = (await repository.explainNearby(params())).join('\n')
    const scanned = (await repository.explainNearby(params({ useIndex: false }))).join('\n')
    if (handle.dialect === 'sqlite') {
      // R*Tree constraints go to the virtual table (xBestIndex); pets is then read by key.
      expect(indexed).toMatch(/SCAN g VIRTUAL TABLE INDEX \d+:[A-D0-9]+/)
      expect(indexed).toMatch(/SEARCH p USING INDEX sqlite_autoindex_pets_1 \(id=\?\)/)
      expect(indexed).not.toMatch(/SCAN p\b/)
      expect(scanned).toMatch(/SCAN p\b/)
    } else {
      expect(indexed).toMatch(/Index Scan.* on pets_geo_idx|Bitmap Index Scan on pets_geo_idx/)
      expect(indexed).not.toMatch(/Seq Scan on pets/)
      expect(scanned).toMatch(/Seq Scan on pets/)
      expect(scanned).not.toMatch(/pets_geo_idx/)
    }
  })

  it('answers exactly what a full scan and a brute-force haversine answer', async () => {
    const repository = createDiscoverRepository(handle.db, handle.dialect)
    const all = await queryRows<{ id: string; latitude: number; longitude: number }>(
      fixture,
      // Distances are measured to each pet's cell (migration 0010), never its exact position.
      'SELECT id, cell_latitude AS latitude, cell_longitude AS longitude FROM pets WHERE deleted = 0',
    )
    const random = seededRandom(7)
    for (let round = 0; round < 15; round++) {
      const center = {
        latitude: CENTER.latitude + (random() - 0.5) * 2.2,
        longitude: CENTER.longitude + (random() - 0.5) * 2.2,
      }
      const radiusKm = 1 + random() * 40
      const query = discoverQuerySchema.parse({ gender: round % 3 === 0 ? 'female' : undefined })
      const base = params({ center, radiusKm, filters: petFiltersOf(query), limit: 30 })
      const viaIndex = await repository.nearby(base)
      const viaScan = await repository.nearby({ ...base, useIndex: false })
      expect(viaIndex).toEqual(viaScan)
      if (round % 3 !== 0) {
        const brute = all
          .map((pet) => ({ id: pet.id, distance: haversineKm(center, pet) }))
          .filter((pet) => pet.distance <= radiusKm)
          .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1))
          .slice(0, 30)
        expect(viaIndex.map((pet) => pet.id)).toEqual(brute.map((pet) => pet.id))
        viaIndex.forEach((pet, n) => expect(pet.distance).toBeCloseTo(brute[n]?.distance ?? -1, 9))
      }
    }
  })

  it('follows pet writes: created, moved, deleted', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const viewer = await registerUser(fixture.baseUrl)
    await letSearchAnywhere(fixture, viewer.user.id)
    const pet = await createPet(fixture.baseUrl, owner.token, { name: 'Viajero', ...north(0.02) })
    const first = async () => (await discover(fixture, viewer.token, near({ limit: '1' }))).body
    expect((await first()).pets[0]?.name).toBe('Viajero')

    const moved = await sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      owner.token,
      petForm({ ...validPet, name: 'Viajero', ...north(99) }),
    )
    expect(moved.status).toBe(200)
    expect((await first()).pets[0]?.name).not.toBe('Viajero')
    const far = await discover(fixture, viewer.token, {
      latitude: north(99).latitude,
      longitude: north(99).longitude,
      limit: '1',
    })
    expect(far.body.pets[0]?.name).toBe('Viajero')

    const removed = await call(fixture.baseUrl, 'DELETE', `/api/pets/${pet.id}`, {
      token: owner.token,
    })
    expect(removed.status).toBe(204)
    const after = await discover(fixture, viewer.token, {
      latitude: north(99).latitude,
      longitude: north(99).longitude,
      limit: '1',
    })
    expect(after.body.pets[0]?.name).not.toBe('Viajero')
    if (handle.dialect === 'sqlite') {
      const live = await countRows(
        fixture,
        'SELECT count(*) AS count FROM pets WHERE deleted = 0 AND latitude IS NOT NULL',
      )
      expect(await countRows(fixture, 'SELECT count(*) AS count FROM pets_geo')).toBe(live)
    }
  })
})
