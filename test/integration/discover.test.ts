import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DiscoverPet, DiscoverResponse } from '@contract/discover.contract'
import type { PetDoc } from '@contract/pets.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { cellCentre } from '../../server/geo/privacy.js'
import {
  CENTER,
  discover,
  insertSwipe,
  letSearchAnywhere,
  near,
  north,
} from './discover-fixtures.js'
import { createPet, type PetFormInput } from './pets-fixtures.js'
import { validPlace } from './profile-fixtures.js'

/**
 * GET /api/pets/discover against a real server: order by distance, the coarse display,
 * exclusions (own, swiped by the chosen pet, deleted), filters, paging and the cells pets are
 * shown at. Every pet sits in a cell of its own (but the twins), so the order by cell distance
 * is known: Cerca 0.56 km, Vecina 1.75, Mía 2.8, Medio 3.9, twins 5.03, Husky 11.7, Lejos 27.2,
 * Fuera 59.5 (discover-privacy.test.ts covers what the cells hide).
 */
describe.each(databaseTargets)('discover on $kind', (target) => {
  const fixture = useServer(target)
  let me: RegisteredUser
  let beto: RegisteredUser
  let carla: RegisteredUser
  const pets: Record<string, PetDoc> = {}

  const names = (list: DiscoverPet[]) => list.map((pet) => pet.name)
  const DEFAULT_ORDER = ['Cerca', 'Vecina', 'Medio', 'GemeloA', 'GemeloB', 'Husky', 'Lejos']
  /** The order for anyone but Mía's owner. */
  const WITH_MIA = ['Cerca', 'Vecina', 'Mía', 'Medio', 'GemeloA', 'GemeloB', 'Husky', 'Lejos']

  beforeAll(async () => {
    ;[me, beto, carla] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Yo Mismo' }),
      registerUser(fixture.baseUrl, { name: 'Beto Ramos' }),
      registerUser(fixture.baseUrl, { name: 'Carla Díaz' }),
    ])
    await letSearchAnywhere(fixture, me.user.id, beto.user.id)
    await call(fixture.baseUrl, 'PUT', '/api/users/location', {
      token: beto.token,
      json: { ...validPlace, city: 'Santa Tecla' },
    })
    const add = async (owner: RegisteredUser, name: string, input: PetFormInput) => {
      pets[name] = await createPet(fixture.baseUrl, owner.token, { name, ...input })
    }
    await add(me, 'Mía', north(2.5))
    await add(beto, 'Cerca', { ...north(0.5), breed: 'Labrador Retriever', age: '2' })
    await add(beto, 'Medio', {
      ...north(3.44),
      breed: 'Poodle',
      age: '5',
      gender: 'female',
      personalities: ['energy-dormilon'],
    })
    await add(beto, 'Lejos', {
      ...north(27.4),
      breed: 'labrador mestizo',
      age: '9',
      personalities: ['energy-energico'],
    })
    await add(beto, 'Fuera', { ...north(60), breed: 'Beagle', age: '4', gender: 'female' })
    await add(carla, 'Vecina', { ...north(1.2), breed: 'Beagle', age: '1', gender: 'FEMALE' })
    await add(carla, 'Borrada', north(8))
    await add(carla, 'Husky', { ...north(12), breed: 'Husky', age: '6' })
    // Same point: the order between them is the id's, and paging must not lose either.
    const [first, second] = [randomUUID(), randomUUID()].sort()
    await add(carla, 'GemeloA', { ...north(5.5), id: first })
    await add(carla, 'GemeloB', { ...north(5.5), id: second })
    const removed = await call(fixture.baseUrl, 'DELETE', `/api/pets/${pets.Borrada?.id}`, {
      token: carla.token,
    })
    expect(removed.status).toBe(204)
  })

  it('lists other owners’ pets nearest first within 50 km, in whole km', async () => {
    const result = await discover(fixture, me.token, near())
    expect(result.status).toBe(200)
    expect(result.body.mode).toBe('distance')
    expect(result.body.origin).toBe('query')
    expect(result.body.maxDistance).toBe(50)
    expect(names(result.body.pets)).toEqual(DEFAULT_ORDER)
    const shown = Object.fromEntries(result.body.pets.map((pet) => [pet.name, pet]))
    expect(shown.Cerca?.formattedDistance).toBe('a menos de 1 km')
    expect(shown.Cerca?.distance).toBe(0)
    expect(shown.Vecina?.formattedDistance).toBe('2 km')
    expect(shown.Medio?.formattedDistance).toBe('4 km')
    expect(shown.Husky?.formattedDistance).toBe('12 km')
    expect(shown.Lejos?.formattedDistance).toBe('27 km')
    expect(shown.Medio?.distance).toBe(4)
    expect(shown.Medio?.personalities.map((entry) => entry.id)).toEqual(['energy-dormilon'])
    expect(shown.Cerca?.personalities.map((entry) => entry.name)).toEqual([
      'Juguetón',
      'Sociable con perros',
    ])
    const distances = result.body.pets.map((pet) => pet.distance ?? -1)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(shown.Cerca?.owner).toEqual({ name: 'Beto Ramos', avatar: null, city: 'Santa Tecla' })
    expect(result.body.nextCursor).toBeNull()
  })

  it('shows other owners’ pets at the centre of their cell of about 1 km', async () => {
    const result = await discover(fixture, me.token, near())
    for (const pet of result.body.pets) {
      const exact = pets[pet.name]
      if (exact?.latitude == null || exact.longitude == null) throw new Error('no position')
      const cell = cellCentre({ latitude: exact.latitude, longitude: exact.longitude })
      expect([pet.latitude, pet.longitude]).toEqual([cell.latitude, cell.longitude])
      expect(pet.latitude).not.toBe(exact.latitude)
    }
  })

  it('answers a repeated page with 304 and no body, and any other answer in full', async () => {
    const first = await discover(fixture, me.token, near())
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const again = (token: string, query: Record<string, string | string[]>) => {
      const params = new URLSearchParams()
      for (const [name, value] of Object.entries(query)) params.append(name, String(value))
      return call<DiscoverResponse>(fixture.baseUrl, 'GET', `/api/pets/discover?${params}`, {
        token,
        headers: { 'if-none-match': `W/${etag ?? ''}, "other"` },
      })
    }
    const repeat = await again(me.token, near())
    expect(repeat.status).toBe(304)
    expect(repeat.text).toBe('')
    expect(repeat.headers.get('etag')).toBe(etag)
    // Another page, or the same page for someone else, is another answer.
    const wider = await again(me.token, near({ maxDistance: '100' }))
    expect(wider.status).toBe(200)
    expect(names(wider.body.pets)).toContain('Fuera')
    const forBeto = await again(beto.token, near())
    expect(forBeto.status).toBe(200)
  })

  it('never shows the caller’s own pets nor deleted ones', async () => {
    const asBeto = await discover(fixture, beto.token, near())
    expect(names(asBeto.body.pets)).toEqual(['Vecina', 'Mía', 'GemeloA', 'GemeloB', 'Husky'])
    const mine = await discover(fixture, me.token, near({ maxDistance: '100' }))
    expect(names(mine.body.pets)).not.toContain('Mía')
    expect(names(mine.body.pets)).not.toContain('Borrada')
    expect(names(mine.body.pets).at(-1)).toBe('Fuera')
  })

  it('filters by distance, age, gender, breed and energy', async () => {
    const by = async (query: Record<string, string>) =>
      names((await discover(fixture, me.token, near(query))).body.pets)
    expect(await by({ maxDistance: '5' })).toEqual(['Cerca', 'Vecina', 'Medio'])
    expect(await by({ maxDistance: '100' })).toEqual([...DEFAULT_ORDER, 'Fuera'])
    expect(await by({ ageMin: '3', ageMax: '6' })).toEqual(['Medio', 'GemeloA', 'GemeloB', 'Husky'])
    expect(await by({ ageMax: '1' })).toEqual(['Vecina'])
    expect(await by({ gender: 'female' })).toEqual(['Vecina', 'Medio'])
    expect(await by({ gender: 'Hembra', maxDistance: '100' })).toEqual(['Vecina', 'Medio', 'Fuera'])
    expect(await by({ gender: 'all' })).toEqual(DEFAULT_ORDER)
    expect(await by({ breed: 'LABRADOR' })).toEqual(['Cerca', 'Lejos'])
    expect(await by({ breed: '%' })).toEqual([])
    expect(await by({ energyLevel: 'low' })).toEqual(['Medio'])
    expect(await by({ energyLevel: 'high' })).toEqual(['Lejos'])
  })

  it('accepts the filters pets carry no data for, and says they were not applied', async () => {
    const result = await discover(
      fixture,
      me.token,
      near({ hasPedigree: 'true', titles: ['Campeón', 'Gran campeón'], bloodline: 'all' }),
    )
    expect(result.status).toBe(200)
    expect(result.body.ignoredFilters).toEqual(['hasPedigree', 'titles'])
    expect(names(result.body.pets)).toEqual(DEFAULT_ORDER)
  })

  it('pages with the cursor and with offsets, without duplicates or gaps', async () => {
    for (const limit of [1, 2, 3]) {
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const page = await discover(fixture, me.token, {
          ...near({ limit: String(limit) }),
          ...(cursor ? { cursor } : {}),
        })
        expect(page.status).toBe(200)
        expect(page.body.pets.length).toBeLessThanOrEqual(limit)
        seen.push(...names(page.body.pets))
        cursor = page.body.nextCursor
      } while (cursor)
      expect(seen).toEqual(DEFAULT_ORDER)
    }
    const third = await discover(fixture, me.token, near({ limit: '2', offset: '2' }))
    expect(names(third.body.pets)).toEqual(['Medio', 'GemeloA'])
  })

  it('leaves out pets the chosen pet already swiped, and browsing swipes without one', async () => {
    const diego = await registerUser(fixture.baseUrl, { name: 'Diego' })
    const own = await createPet(fixture.baseUrl, diego.token, { name: 'Rocky', ...north(70) })
    pets.Rocky = own
    await letSearchAnywhere(fixture, diego.user.id)
    const swipe = (petId: string | null, target: string, owner: RegisteredUser) =>
      insertSwipe(fixture, {
        userId: diego.user.id,
        petId,
        targetPetId: pets[target]?.id ?? '',
        targetOwnerId: owner.user.id,
      })
    await swipe(own.id, 'Husky', carla)
    await swipe(null, 'Cerca', beto)
    const withPet = await discover(fixture, diego.token, near({ userPetId: own.id }))
    expect(names(withPet.body.pets)).toEqual(WITH_MIA.filter((name) => name !== 'Husky'))
    const browsing = await discover(fixture, diego.token, near())
    expect(names(browsing.body.pets)).toEqual(WITH_MIA.filter((name) => name !== 'Cerca'))
  })

  it('refuses a chosen pet that is not the caller’s', async () => {
    const other = await discover(fixture, me.token, near({ userPetId: pets.Cerca?.id ?? '' }))
    expect(other.status).toBe(403)
    expect(other.body).toMatchObject({ error: 'forbidden' })
    const unknown = await discover(fixture, me.token, near({ userPetId: randomUUID() }))
    expect(unknown.status).toBe(404)
    const deleted = await discover(
      fixture,
      carla.token,
      near({ userPetId: pets.Borrada?.id ?? '' }),
    )
    expect(deleted.status).toBe(404)
  })

  it('without a position lists newest first; useLocation=false turns distance off', async () => {
    const plain = await discover(fixture, me.token)
    expect(plain.body.mode).toBe('newest')
    expect(plain.body.pets.every((pet) => pet.distance === null)).toBe(true)
    // The card has no createdAt: the order is checked against the fixture's creation times.
    const createdAt = (id: string) =>
      Object.values(pets).find((pet) => pet?.id === id)?.createdAt ?? ''
    const newestFirst = [...plain.body.pets].sort((a, b) =>
      createdAt(a.id) === createdAt(b.id)
        ? b.id.localeCompare(a.id)
        : createdAt(b.id).localeCompare(createdAt(a.id)),
    )
    expect(names(plain.body.pets)).toEqual(names(newestFirst))
    expect(names(plain.body.pets)).toContain('Fuera')
    const off = await discover(fixture, me.token, near({ useLocation: 'false' }))
    expect(off.body.mode).toBe('newest')
    expect(names(off.body.pets)).toEqual(names(plain.body.pets))
    // The position still tells how far each pet is (from 60 km north to its cell: 59.5 km).
    expect(off.body.pets.find((pet) => pet.name === 'Fuera')?.formattedDistance).toBe('59 km')
  })

  it('uses the saved location when the query has none; includeDistance=false hides distances', async () => {
    const saved = await call(fixture.baseUrl, 'PUT', '/api/users/location', {
      token: me.token,
      json: { ...validPlace, latitude: CENTER.latitude, longitude: CENTER.longitude },
    })
    expect(saved.status).toBe(200)
    const result = await discover(fixture, me.token)
    expect(result.body.origin).toBe('saved')
    expect(names(result.body.pets)).toEqual(DEFAULT_ORDER)
    const hidden = await discover(fixture, me.token, { includeDistance: 'false' })
    expect(names(hidden.body.pets)).toEqual(DEFAULT_ORDER)
    expect(hidden.body.pets.every((pet) => pet.formattedDistance === null)).toBe(true)
  })
})
