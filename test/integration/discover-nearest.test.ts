import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { petFiltersOf } from '../../server/modules/discover/discover-filters.js'
import {
  createDiscoverRepository,
  type NearestParams,
} from '../../server/modules/discover/discover.repository.js'
import { boundingBox, haversineKm } from '../../server/modules/discover/geo.js'
import { coarseDistanceKm, discoverQuerySchema } from '@contract/discover.contract'
import { cellCentre } from '../../server/geo/privacy.js'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows, queryRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { CENTER, discover, insertSwipe, letSearchAnywhere } from './discover-fixtures.js'
import { seededRandom, seedPets } from './discover-seed.js'
import { createPet, petForm, sendForm, validPet } from './pets-fixtures.js'

/**
 * The nearest page as served (PostgreSQL: KNN-sized single statement; SQLite: incremental
 * rings) is exactly the page of one plain query over the whole maxDistance, for any position,
 * filter, offset, cursor and swipe history; and migration 0007's index columns follow writes.
 */
describe.each(databaseTargets)('discover nearest page on $kind', (target) => {
  const fixture = useServer(target)
  let handle: DatabaseHandle
  let owners: string[] = []

  beforeAll(async () => {
    handle = openDatabase({
      databaseUrl: fixture.databaseUrl,
      sqlitePath: join(fixture.server.dataDir, 'huellitas.sqlite'),
    })
    const random = seededRandom(5)
    // Dense core (σ ≈ 2 km) beside sparse country (±1°): rings of every size get exercised.
    owners = await seedPets(handle, {
      pets: 3000,
      owners: 40,
      random,
      place: (index) => {
        const spread = index % 3 === 0 ? 1 : 0.02
        return {
          latitude: CENTER.latitude + (random() - 0.5) * 2 * spread,
          longitude: CENTER.longitude + (random() - 0.5) * 2 * spread,
        }
      },
    })
  })

  afterAll(async () => {
    await handle.close()
  })

  it('gives exactly the one-query page for random searches, pages and cursors', async () => {
    const repository = createDiscoverRepository(handle.db, handle.dialect)
    const viewer = owners[0] ?? ''
    const swiped = await queryRows<{ id: string; owner_id: string }>(
      fixture,
      'SELECT id, owner_id FROM pets ORDER BY latitude LIMIT 40',
    )
    for (const pet of swiped) {
      await insertSwipe(fixture, {
        userId: viewer,
        petId: null,
        targetPetId: pet.id,
        targetOwnerId: pet.owner_id,
      })
    }
    const random = seededRandom(11)
    const filters = [{}, { gender: 'female' }, { ageMin: '2', ageMax: '5' }, { breed: 'Golden' }]
    const more = [{ energyLevel: 'high' }, { energyLevel: 'low', gender: 'male' }]
    for (let round = 0; round < 40; round++) {
      const dense = round % 2 === 0
      const center = {
        latitude: CENTER.latitude + (random() - 0.5) * (dense ? 0.02 : 2.4),
        longitude: CENTER.longitude + (random() - 0.5) * (dense ? 0.02 : 2.4),
      }
      const maxDistance = [1, 3, 10, 40, 100][round % 5] ?? 50
      const query = discoverQuerySchema.parse([...filters, ...more][round % 6])
      const base: NearestParams = {
        center,
        maxDistance,
        filters: petFiltersOf(query),
        exclude: { ownerId: owners[round % 7] ?? '', actorKey: `user:${viewer}` },
        offset: [0, 0, 3, 25][round % 4] ?? 0,
        limit: 21,
      }
      const oneQuery = (params: NearestParams) =>
        repository.nearby({
          ...params,
          radiusKm: maxDistance,
          box: boundingBox(center, maxDistance),
        })
      const page = await repository.nearest(base)
      expect(page).toEqual(await oneQuery(base))
      const last = page.at(-1)
      if (last) {
        const next = { ...base, offset: 0, after: { distance: last.distance, id: last.id } }
        expect(await repository.nearest(next)).toEqual(await oneQuery(next))
      }
    }
  })

  it('gives the exact page again after its start radius was learnt and pets were swiped', async () => {
    // A repeated first page starts from the radius the last one needed (plus a margin): pets
    // swiped since must still be replaced by the next nearest, through one more ring if need be.
    const repository = createDiscoverRepository(handle.db, handle.dialect)
    const viewer = owners[1] ?? ''
    const base: NearestParams = {
      center: { latitude: CENTER.latitude + 0.003, longitude: CENTER.longitude - 0.002 },
      maxDistance: 50,
      filters: petFiltersOf(discoverQuerySchema.parse({})),
      exclude: { ownerId: viewer, actorKey: `user:${viewer}` },
      offset: 0,
      limit: 21,
    }
    const oneQuery = () =>
      repository.nearby({ ...base, radiusKm: 50, box: boundingBox(base.center, 50) })
    for (const swipes of [0, 1, 3, 12]) {
      const page = await repository.nearest(base)
      expect(page).toEqual(await oneQuery())
      for (const pet of page.slice(0, swipes)) {
        await insertSwipe(fixture, {
          userId: viewer,
          petId: null,
          targetPetId: pet.id,
          targetOwnerId: pet.owner_id,
        })
      }
    }
    expect(await repository.nearest(base)).toEqual(await oneQuery())
  })

  it('plans both halves of the PostgreSQL statement on the GiST index', async (context) => {
    if (handle.dialect !== 'postgres') return context.skip()
    const repository = createDiscoverRepository(handle.db, handle.dialect)
    const plan = (
      await repository.explainNearest({
        center: CENTER,
        maxDistance: 50,
        filters: petFiltersOf(discoverQuerySchema.parse({ breed: 'golden' })),
        exclude: { ownerId: owners[0] ?? '', actorKey: 'user:nobody' },
        offset: 0,
        limit: 21,
      })
    ).join('\n')
    // The probe and the reach both through pets_geo_idx (nearest first, `<->`, once the table
    // is large enough for the planner to prefer it to sorting a few rows); never a scan.
    expect(
      plan.match(
        /(Index|Index Only|Bitmap Index) Scan using pets_geo_idx|Bitmap Index Scan on pets_geo_idx/g,
      ),
    ).toHaveLength(2)
    expect(plan).not.toMatch(/Seq Scan on pets/)
  })

  it('finds neighbours across the antimeridian and near a pole', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const viewer = await registerUser(fixture.baseUrl)
    await letSearchAnywhere(fixture, viewer.user.id)
    const places = [
      { name: 'Oeste', latitude: '0.001', longitude: '179.995' },
      { name: 'Polar', latitude: '89.996', longitude: '100' },
    ]
    for (const place of places) await createPet(fixture.baseUrl, owner.token, { ...place })
    const from = [
      { latitude: '0.001', longitude: '-179.996' },
      { latitude: '89.997', longitude: '-80' },
    ]
    for (const [n, position] of from.entries()) {
      const found = await discover(fixture, viewer.token, { ...position, maxDistance: '5' })
      expect(found.status).toBe(200)
      expect(found.body.pets.map((pet) => pet.name)).toEqual([places[n]?.name])
      // Measured to the pet's cell, in whole km.
      const expected = haversineKm(
        { latitude: Number(position.latitude), longitude: Number(position.longitude) },
        cellCentre({
          latitude: Number(places[n]?.latitude),
          longitude: Number(places[n]?.longitude),
        }),
      )
      expect(found.body.pets[0]?.distance).toBe(coarseDistanceKm(expected))
    }
  })

  it('keeps the index columns of breed and personalities in step with pet writes', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const viewer = await registerUser(fixture.baseUrl)
    await letSearchAnywhere(fixture, viewer.user.id)
    const spot = { latitude: '40.5', longitude: '-3.7' }
    const pet = await createPet(fixture.baseUrl, owner.token, { name: 'Cambiante', ...spot })
    const names = async (extra: Record<string, string>) =>
      (await discover(fixture, viewer.token, { ...spot, ...extra })).body.pets.map((p) => p.name)
    expect(await names({ energyLevel: 'medium', breed: 'mestizo' })).toEqual(['Cambiante'])
    expect(await names({ energyLevel: 'high' })).toEqual([])

    const changed = await sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      owner.token,
      petForm({
        ...validPet,
        ...spot,
        name: 'Cambiante',
        breed: 'Dálmata',
        personalities: ['energy-energico'],
      }),
    )
    expect(changed.status).toBe(200)
    expect(await names({ energyLevel: 'high', breed: 'dálm' })).toEqual(['Cambiante'])
    expect(await names({ energyLevel: 'medium' })).toEqual([])
    expect(await names({ breed: 'mestizo' })).toEqual([])

    if (handle.dialect === 'sqlite') {
      // Every personality link is in its pet's index row, and nothing else is.
      const missing = `SELECT count(*) AS count FROM pet_personalities pp
        JOIN pets_geo_keys k ON k.pet_id = pp.pet_id JOIN pets_geo g ON g.geo_id = k.geo_id
        WHERE instr(g.personality_ids, ',' || pp.personality_id || ',') = 0`
      expect(await countRows(fixture, missing)).toBe(0)
      const extra = `SELECT count(*) AS count FROM pets_geo g WHERE coalesce(length(g.personality_ids), 0)
        <> coalesce((SELECT 1 + sum(length(personality_id) + 1) FROM pet_personalities
          WHERE pet_id = g.pet_id), 0)`
      expect(await countRows(fixture, extra)).toBe(0)
    }
  })
})
