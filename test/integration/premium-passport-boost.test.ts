import { beforeAll, describe, expect, it } from 'vitest'
import type { DiscoverResponse } from '@contract/discover.contract'
import type { BoostResponse, PassportResponse } from '@contract/premium.contract'
import type { PetDoc } from '@contract/pets.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { executeSql } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { CENTER, discover, north } from './discover-fixtures.js'
import { createPet } from './pets-fixtures.js'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000
const GUADALAJARA = { latitude: 20.6767, longitude: -103.3475 }

/**
 * 'Pasaporte' and the monthly boost against a real server (contract/premium.contract.ts):
 * who may set a passport and where discover then searches; a free user's query coordinates
 * held near home; the boost once a month, its pets first in other people's discover and never
 * twice across pages, and its end after 30 minutes (written into the table, as if time passed).
 */
describe.each(databaseTargets)('passport and boost on $kind', (target) => {
  const fixture = useServer(target)
  let free: RegisteredUser
  let expired: RegisteredUser
  let traveller: RegisteredUser
  let booster: RegisteredUser
  let viewer: RegisteredUser
  let neighbour: RegisteredUser
  const pets: Record<string, PetDoc> = {}

  const at = (place: { latitude: number; longitude: number }) => ({
    latitude: String(place.latitude),
    longitude: String(place.longitude),
  })
  const home = (user: RegisteredUser) =>
    call(fixture.baseUrl, 'PUT', '/api/users/location', {
      token: user.token,
      json: { latitude: CENTER.latitude, longitude: CENTER.longitude },
    })
  const makePremium = (user: RegisteredUser, expiresAt: string | null) =>
    executeSql(
      fixture,
      "UPDATE users SET subscription_type = 'premium', subscription_plan = 'monthly', subscription_expires_at = ? WHERE id = ?",
      [expiresAt, user.user.id],
    )
  const passport = (user: RegisteredUser, method: 'GET' | 'PUT' | 'DELETE', json?: unknown) =>
    call<PassportResponse>(fixture.baseUrl, method, '/api/premium/passport', {
      token: user.token,
      ...(json === undefined ? {} : { json }),
    })
  const boost = (user: RegisteredUser, method: 'GET' | 'POST') =>
    call<BoostResponse>(fixture.baseUrl, method, '/api/premium/boost', { token: user.token })
  const names = (answer: { body: DiscoverResponse }) => answer.body.pets.map((pet) => pet.name)

  beforeAll(async () => {
    const named = (name: string) => registerUser(fixture.baseUrl, { name })
    ;[free, expired, traveller, booster, viewer, neighbour] = await Promise.all([
      named('Libre'),
      named('Caducada'),
      named('Viajera'),
      named('Impulsado'),
      named('Mirón'),
      named('Vecina'),
    ])
    for (const user of [free, expired, traveller, viewer])
      expect((await home(user)).status).toBe(200)
    await makePremium(traveller, new Date(Date.now() + 30 * DAY_MS).toISOString())
    await makePremium(booster, null)
    await makePremium(expired, new Date(Date.now() - DAY_MS).toISOString())
    const add = async (owner: RegisteredUser, name: string, place: Record<string, string>) => {
      pets[name] = await createPet(fixture.baseUrl, owner.token, { name, ...place })
    }
    await add(neighbour, 'Tapatío', at(GUADALAJARA))
    for (const km of [1, 3, 6, 9, 12]) await add(neighbour, `Cerca${km}`, north(km))
    await add(booster, 'Estrella', north(20))
  })

  it('a free user searches at coordinates near home only; far ones are premium (403 → /premium)', async () => {
    const near = await discover(fixture, free.token, { ...north(10), maxDistance: '50' })
    expect(near.status).toBe(200)
    expect(near.body.origin).toBe('query')

    const far = await discover(fixture, free.token, at(GUADALAJARA))
    expect(far.status).toBe(403)
    expect(far.body).toMatchObject({ error: 'premium-required' })
    expect(far.text).toContain('/premium')
    expect(far.text).toContain('Pasaporte')

    // No saved location: no 'home' to be near, so any coordinates are a premium search.
    const homeless = await registerUser(fixture.baseUrl, { name: 'Sin casa' })
    expect((await discover(fixture, homeless.token, at(CENTER))).status).toBe(403)
    // A premium user may pass any coordinates.
    const anywhere = await discover(fixture, traveller.token, at(GUADALAJARA))
    expect(anywhere.status).toBe(200)
    expect(names(anywhere)).toEqual(['Tapatío'])
  })

  it('a premium user sets a passport, discover searches there, and returning home clears it', async () => {
    expect((await passport(traveller, 'GET')).body).toEqual({ passport: null, inUse: false })
    const before = await discover(fixture, traveller.token)
    expect(before.body.origin).toBe('saved')
    expect(names(before)).not.toContain('Tapatío')
    expect(names(before)).toContain('Cerca1')

    const set = await passport(traveller, 'PUT', { ...GUADALAJARA, label: '  Guadalajara, MX ' })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({
      passport: { ...GUADALAJARA, label: 'Guadalajara, MX' },
      inUse: true,
    })
    expect((await passport(traveller, 'GET')).body).toEqual(set.body)
    const there = await discover(fixture, traveller.token)
    expect(there.status).toBe(200)
    expect(there.body.origin).toBe('passport')
    expect(names(there)).toEqual(['Tapatío'])

    const back = await passport(traveller, 'DELETE')
    expect(back.status).toBe(200)
    expect(back.body).toEqual({ passport: null, inUse: false })
    const again = await discover(fixture, traveller.token)
    expect(again.body.origin).toBe('saved')
    expect(names(again)).toContain('Cerca1')
  })

  it('refuses a place that is not one, in Spanish, changing nothing', async () => {
    for (const json of [
      { latitude: 91, longitude: 0, label: 'Polo' },
      { latitude: 10, longitude: 200, label: 'Nada' },
      { latitude: 10, longitude: 10, label: '   ' },
      { latitude: '10', longitude: 10, label: 'Texto' },
    ]) {
      const answer = await passport(traveller, 'PUT', json)
      expect(answer.status).toBe(400)
      expect(answer.text).toMatch(/latitud|longitud|nombre del lugar/)
    }
    expect((await passport(traveller, 'GET')).body.passport).toBeNull()
  })

  it('refuses a passport to free and expired users; an expired user’s kept place is ignored', async () => {
    for (const user of [free, expired]) {
      const answer = await passport(user, 'PUT', { ...GUADALAJARA, label: 'Guadalajara' })
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ error: 'premium-required' })
      expect(answer.text).toContain('/premium')
    }
    // Set while she was premium, kept after it expired: discover goes home, without an error.
    await executeSql(
      fixture,
      'INSERT INTO passports (user_id, latitude, longitude, label, updated_at) VALUES (?, ?, ?, ?, ?)',
      [
        expired.user.id,
        GUADALAJARA.latitude,
        GUADALAJARA.longitude,
        'Guadalajara',
        new Date().toISOString(),
      ],
    )
    const state = await passport(expired, 'GET')
    expect(state.body).toMatchObject({ passport: { label: 'Guadalajara' }, inUse: false })
    const found = await discover(fixture, expired.token)
    expect(found.status).toBe(200)
    expect(found.body.origin).toBe('saved')
    expect(names(found)).not.toContain('Tapatío')
    // Returning home is not a premium act.
    expect((await passport(expired, 'DELETE')).body.passport).toBeNull()
  })

  it('refuses the boost to free and expired users', async () => {
    for (const user of [free, expired]) {
      const answer = await boost(user, 'POST')
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ error: 'premium-required' })
      expect(answer.text).toContain('/premium')
    }
    expect((await boost(free, 'GET')).body).toEqual({ activeUntil: null, nextAvailableAt: null })
  })

  it('boosts once a month: the boosted pet opens others’ discover, once across pages, for 30 minutes', async () => {
    // Before: Estrella (20 km) comes after every Cerca pet.
    const plain = await discover(fixture, viewer.token, { limit: '2' })
    expect(names(plain)).toEqual(['Cerca1', 'Cerca3'])

    const startedAfter = Date.now()
    const started = await boost(booster, 'POST')
    expect(started.status).toBe(200)
    const until = Date.parse(started.body.activeUntil ?? '')
    expect(until).toBeGreaterThanOrEqual(startedAfter + 30 * MINUTE_MS - 1000)
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * MINUTE_MS)
    const next = new Date(started.body.nextAvailableAt ?? '')
    expect(next.getUTCDate()).toBe(1)
    expect(next.getTime()).toBeGreaterThan(startedAfter)
    expect((await boost(booster, 'GET')).body).toEqual(started.body)

    const twice = await boost(booster, 'POST')
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ error: 'conflict' })
    expect(twice.text).toContain('El próximo estará disponible el 1 de')

    // First for another user, then every page after it goes on without it.
    const seen: string[] = []
    let cursor: string | null = null
    let first = true
    do {
      const page: { body: DiscoverResponse } = await discover(fixture, viewer.token, {
        limit: '2',
        ...(cursor ? { cursor } : {}),
      })
      if (first) expect(names(page)).toEqual(['Estrella', 'Cerca1'])
      first = false
      seen.push(...names(page))
      cursor = page.body.nextCursor
    } while (cursor)
    expect(seen).toEqual(['Estrella', 'Cerca1', 'Cerca3', 'Cerca6', 'Cerca9', 'Cerca12'])
    // A page that ends on the boosted pet goes on with the ordinary order from its start.
    const one = await discover(fixture, viewer.token, { limit: '1' })
    expect(names(one)).toEqual(['Estrella'])
    const after = await discover(fixture, viewer.token, {
      limit: '2',
      cursor: one.body.nextCursor ?? '',
    })
    expect(names(after)).toEqual(['Cerca1', 'Cerca3'])
    // Offsets count the boosted pets first, too.
    expect(names(await discover(fixture, viewer.token, { limit: '2', offset: '1' }))).toEqual([
      'Cerca1',
      'Cerca3',
    ])

    // Only within the viewer's filters: beyond maxDistance, and never to its owner.
    expect(names(await discover(fixture, viewer.token, { maxDistance: '15' }))).not.toContain(
      'Estrella',
    )
    expect(names(await discover(fixture, booster.token, { ...at(CENTER) }))).not.toContain(
      'Estrella',
    )
    // A pet the viewer already passed does not come back with the boost.
    const passed = await call(fixture.baseUrl, 'POST', '/api/matches/swipe', {
      token: free.token,
      json: { targetPetId: pets.Estrella?.id, action: 'pass' },
    })
    expect(passed.status).toBe(200)
    expect(names(await discover(fixture, free.token, { limit: '2' }))).toEqual(['Cerca1', 'Cerca3'])

    // 30 minutes later (its end written into the past): back in its place by distance.
    await executeSql(fixture, 'UPDATE boosts SET ends_at = ? WHERE user_id = ?', [
      new Date(Date.now() - 1000).toISOString(),
      booster.user.id,
    ])
    const ended = await boost(booster, 'GET')
    expect(ended.body.activeUntil).toBeNull()
    expect(ended.body.nextAvailableAt).toBe(started.body.nextAvailableAt)
    expect(names(await discover(fixture, viewer.token, { limit: '2' }))).toEqual([
      'Cerca1',
      'Cerca3',
    ])
    expect((await boost(booster, 'POST')).status).toBe(409)
  })
})
