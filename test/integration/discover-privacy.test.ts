import { beforeAll, describe, expect, it } from 'vitest'
import { discoverMessages } from '@contract/discover.contract'
import type { ApiErrorBody } from '@contract/errors'
import type { Coordinates } from '@contract/geo'
import type { PetDoc, PetProfileResponse } from '@contract/pets.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { startServer } from '../support/server-process.js'
import { discover, letSearchAnywhere } from './discover-fixtures.js'
import { createAttacker, gap } from './discover-privacy-attacks.js'
import { createPet } from './pets-fixtures.js'

/**
 * Design 'Privacy of places': one account must not locate another owner's pet (and so its
 * home) better than its cell of about 1 km — not by trilaterating reported distances, not by
 * a binary search on maxDistance, not by reading or forging the paging cursor. The pets sit
 * near their cells' corners, 0.55–0.8 km from the centres, where a leak would show; B and C
 * are 11 m apart on either side of a cell edge.
 */
const PLACES: Record<'A' | 'B' | 'C', Coordinates> = {
  A: { latitude: 13.7003, longitude: -89.2045 },
  B: { latitude: 13.70995, longitude: -89.1946 },
  C: { latitude: 13.71005, longitude: -89.1946 },
}
/** km: no estimate may come closer to a pet than this (cells are about 1.1 km across) */
const MIN_ERROR_KM = 0.4
const at = (place: Coordinates) => ({
  latitude: String(place.latitude),
  longitude: String(place.longitude),
})

describe.each(databaseTargets)('place privacy in discover on $kind', (target) => {
  const fixture = useServer(target)
  let owner: RegisteredUser
  let stranger: RegisteredUser
  const pets: Record<string, PetDoc> = {}

  beforeAll(async () => {
    ;[owner, stranger] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Dueña' }),
      registerUser(fixture.baseUrl, { name: 'Curioso' }),
    ])
    await letSearchAnywhere(fixture, stranger.user.id)
    for (const [name, place] of Object.entries(PLACES)) {
      pets[name] = await createPet(fixture.baseUrl, owner.token, { name, ...at(place) })
    }
  })

  const idOf = (name: string) => pets[name]?.id ?? ''
  /** Where discover shows each pet, asked from its own exact spot. */
  async function shownAt(name: keyof typeof PLACES): Promise<Coordinates> {
    const list = await createAttacker(fixture, stranger.token).search(PLACES[name])
    const pet = list.find((entry) => entry.id === idOf(name))
    if (pet?.latitude == null || pet.longitude == null) throw new Error(`${name} is not shown`)
    return { latitude: pet.latitude, longitude: pet.longitude }
  }

  it('trilateration of reported distances from many origins finds the cell, not the pet', async () => {
    const attacker = createAttacker(fixture, stranger.token)
    for (const name of ['A', 'B', 'C'] as const) {
      const shown = await shownAt(name)
      const estimate = await attacker.trilaterate(idOf(name), shown)
      expect(gap(estimate.boundary, PLACES[name]), `${name}, boundary`).toBeGreaterThan(
        MIN_ERROR_KM,
      )
      expect(gap(estimate.leastSquares, PLACES[name]), `${name}, fit`).toBeGreaterThan(MIN_ERROR_KM)
      // The sharpest attack recovers exactly what is shown anyway: the cell's centre.
      expect(gap(estimate.boundary, shown)).toBeLessThan(0.03)
    }
  })

  it('a binary search on maxDistance finds the cell, not the pet', async () => {
    const attacker = createAttacker(fixture, stranger.token)
    for (const name of ['A', 'C'] as const) {
      const p = PLACES[name]
      const origins = [
        { latitude: p.latitude + 0.036, longitude: p.longitude },
        { latitude: p.latitude, longitude: p.longitude + 0.037 },
        { latitude: p.latitude - 0.036, longitude: p.longitude + 0.005 },
        { latitude: p.latitude + 0.01, longitude: p.longitude - 0.037 },
      ]
      const estimate = await attacker.bisectMaxDistance(idOf(name), origins)
      expect(gap(estimate, p), name).toBeGreaterThan(MIN_ERROR_KM)
      expect(gap(estimate, await shownAt(name))).toBeLessThan(0.03)
    }
  })

  it('shows every searcher the same cell; pets in one cell look alike', async () => {
    const attacker = createAttacker(fixture, stranger.token)
    const seen = new Map<string, Set<string>>()
    for (let k = 0; k < 12; k++) {
      const origin = {
        latitude: 13.705 + 0.02 * Math.cos(k),
        longitude: -89.2 + 0.02 * Math.sin(k * 1.7),
      }
      for (const pet of await attacker.search(origin)) {
        expect(pet.distance === null || Number.isInteger(pet.distance)).toBe(true)
        expect(pet.formattedDistance).toMatch(/^(a menos de 1 km|[1-9]\d* km)$/)
        const places = seen.get(pet.name) ?? new Set()
        places.add(`${pet.latitude},${pet.longitude}`)
        seen.set(pet.name, places)
      }
    }
    for (const name of ['A', 'B', 'C']) expect(seen.get(name)?.size, name).toBe(1)
    expect([...(seen.get('A') ?? [])]).toEqual([...(seen.get('B') ?? [])])
    expect([...(seen.get('B') ?? [])]).not.toEqual([...(seen.get('C') ?? [])])
  })

  it('keeps the exact place for the owner, the cell for others, on the pet profile', async () => {
    const read = (token: string) =>
      call<PetProfileResponse>(fixture.baseUrl, 'GET', `/api/pets/${idOf('A')}`, { token })
    const mine = (await read(owner.token)).body.pet
    expect([mine.latitude, mine.longitude]).toEqual([PLACES.A.latitude, PLACES.A.longitude])
    const theirs = (await read(stranger.token)).body.pet
    expect({ latitude: theirs.latitude, longitude: theirs.longitude }).toEqual(await shownAt('A'))

    // Coordinates as the place's text (the geocoder's fallback) become the cell's as well.
    const typed = await createPet(fixture.baseUrl, owner.token, {
      name: 'Texto',
      ...at(PLACES.A),
      location: '13.7003, -89.2045',
    })
    const asText = await call<PetProfileResponse>(fixture.baseUrl, 'GET', `/api/pets/${typed.id}`, {
      token: stranger.token,
    })
    const cell = await shownAt('A')
    expect(asText.body.pet.location).toBe(
      `${cell.latitude.toFixed(2)}, ${cell.longitude.toFixed(2)}`,
    )
    const inDiscover = (await createAttacker(fixture, stranger.token).search(PLACES.A)).find(
      (pet) => pet.id === typed.id,
    )
    // The card carries no place text at all (only the profile does), so none can leak there.
    expect(inDiscover).toBeDefined()
    expect(inDiscover).not.toHaveProperty('location')
  })

  describe('the paging cursor', () => {
    async function firstPage() {
      const page = await discover(fixture, stranger.token, { ...at(PLACES.A), limit: '1' })
      expect(page.status).toBe(200)
      const cursor = page.body.nextCursor
      if (!cursor) throw new Error('expected a second page')
      return cursor
    }
    const refused = async (cursor: string) => {
      const result = await discover(fixture, stranger.token, { ...at(PLACES.A), cursor })
      expect(result.status, cursor).toBe(400)
      const body = result.body as unknown as ApiErrorBody
      expect(body).toEqual({ error: 'bad-request', message: discoverMessages.invalidCursor })
    }

    it('does not decode to anything readable', async () => {
      const cursor = await firstPage()
      const decoded = Buffer.from(cursor, 'base64url').toString('utf8')
      expect(decoded).not.toMatch(/"d"|distance|\d\.\d{3}/)
      expect(() => JSON.parse(decoded) as unknown).toThrow()
    })

    it('refuses a tampered, truncated or forged cursor with a Spanish 400', async () => {
      const cursor = await firstPage()
      const next = await discover(fixture, stranger.token, { ...at(PLACES.A), cursor })
      expect(next.status).toBe(200)
      const middle = Math.floor(cursor.length / 2)
      const flip = (c: string) => (c === 'A' ? 'B' : 'A')
      await refused(cursor.slice(0, middle) + flip(cursor[middle] ?? '') + cursor.slice(middle + 1))
      await refused(cursor.slice(0, -1) + flip(cursor.at(-1) ?? ''))
      await refused(cursor.slice(0, -4))
      const forge = (wire: unknown) => Buffer.from(JSON.stringify(wire)).toString('base64url')
      await refused(forge({ m: 'd', d: 0.5, i: '0' }))
      await refused(forge({ m: 'd', d: 0.7349, i: idOf('A') }))
    })

    it('is honoured by every node of a deployment', async () => {
      const cursor = await firstPage()
      const expected = await discover(fixture, stranger.token, { ...at(PLACES.A), cursor })
      const second = await startServer({
        databaseUrl: fixture.databaseUrl,
        ...(fixture.databaseUrl ? {} : { dataDir: fixture.server.dataDir }),
      })
      try {
        const there = await discover({ baseUrl: second.baseUrl }, stranger.token, {
          ...at(PLACES.A),
          cursor,
        })
        expect(there.status).toBe(200)
        expect(there.body.pets.map((pet) => pet.id)).toEqual(
          expected.body.pets.map((pet) => pet.id),
        )
      } finally {
        await second.stop()
      }
    })
  })
})
