import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DiscoverResponse } from '@contract/discover.contract'
import type { PetDoc } from '@contract/pets.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { letSearchAnywhere, near, north } from './discover-fixtures.js'
import { createPet, validPet } from './pets-fixtures.js'

/**
 * What a discover page carries and when it is answered again in full: a card holds only what
 * the card (and the profile's heading, offline) shows, and a repeated page gets 304 until
 * something that changes it happens — a swipe of the searcher, a new pet nearby.
 */
const CARD_KEYS = [
  'age',
  'breed',
  'city',
  'distance',
  'formattedDistance',
  'gender',
  'id',
  'latitude',
  'longitude',
  'name',
  'owner',
  'ownerId',
  'personalities',
  'photos',
  'species',
]

describe.each(databaseTargets)('discover cards and revalidation on $kind', (target) => {
  const fixture = useServer(target)
  let searcher: RegisteredUser
  let owner: RegisteredUser
  const pets: PetDoc[] = []

  const page = (headers: Record<string, string> = {}) =>
    call<DiscoverResponse>(
      fixture.baseUrl,
      'GET',
      `/api/pets/discover?${new URLSearchParams(near())}`,
      { token: searcher.token, headers },
    )

  beforeAll(async () => {
    ;[searcher, owner] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Quien Busca' }),
      registerUser(fixture.baseUrl, { name: 'Dueña Pública' }),
    ])
    await letSearchAnywhere(fixture, searcher.user.id)
    // Everything a card leaves out is set on the first pet: a published QR contact, the
    // emergency information, a description, a place text.
    const qr: [string, string][] = [
      ['ownerContact', '7777-8888'],
      ['showOwnerContact', 'true'],
      ['medicalNeeds', 'Insulina'],
      ['showEmergencyInfo', 'true'],
    ]
    pets.push(
      await createPet(fixture.baseUrl, owner.token, {
        ...validPet,
        name: 'Uno',
        ...north(1.5),
        extra: qr,
      }),
      await createPet(fixture.baseUrl, owner.token, { ...validPet, name: 'Dos', ...north(3) }),
    )
    expect(pets[0]).toMatchObject({ ownerContact: '7777-8888', medicalNeeds: 'Insulina' })
  })

  it('sends only what the card shows', async () => {
    const { status, body } = await page()
    expect(status).toBe(200)
    expect(body.pets.map((pet) => pet.name)).toEqual(['Uno', 'Dos'])
    for (const pet of body.pets) expect(Object.keys(pet).sort()).toEqual(CARD_KEYS)
    const [uno] = body.pets
    expect(uno).toMatchObject({
      name: 'Uno',
      breed: validPet.breed,
      age: 3,
      gender: 'MALE',
      species: 'dog',
      city: validPet.city,
      owner: { name: 'Dueña Pública', avatar: null, city: null },
    })
    // Measured to the pet's cell of about 1 km: 1 or 2 km for a pet 1.5 km away.
    expect([1, 2]).toContain(uno?.distance)
    expect(uno?.formattedDistance).toBe(`${uno?.distance ?? ''} km`)
    expect(uno?.personalities.map((personality) => personality.id).sort()).toEqual(
      [...validPet.personalities].sort(),
    )
    expect(JSON.stringify(body)).not.toMatch(/7777-8888|Insulina|Le encanta correr|Escalón/)
  })

  it('answers a repeat 304 until the searcher swipes or a new pet appears', async () => {
    const first = await page()
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const repeat = await page({ 'if-none-match': etag })
    expect(repeat.status).toBe(304)

    const swiped = await call(fixture.baseUrl, 'POST', '/api/matches/swipe', {
      token: searcher.token,
      json: { targetPetId: pets[0]?.id, action: 'pass' },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(swiped.status, swiped.text).toBeLessThan(300)
    const afterSwipe = await page({ 'if-none-match': etag })
    expect(afterSwipe.status).toBe(200)
    expect(afterSwipe.body.pets.map((pet) => pet.name)).toEqual(['Dos'])
    const swipedTag = afterSwipe.headers.get('etag') ?? ''
    expect(swipedTag).not.toBe(etag)
    expect((await page({ 'if-none-match': swipedTag })).status).toBe(304)

    await createPet(fixture.baseUrl, owner.token, { ...validPet, name: 'Tres', ...north(2) })
    const afterNewPet = await page({ 'if-none-match': swipedTag })
    expect(afterNewPet.status).toBe(200)
    expect(afterNewPet.body.pets.map((pet) => pet.name)).toEqual(['Tres', 'Dos'])
    expect(afterNewPet.headers.get('etag')).not.toBe(swipedTag)
  })
})
