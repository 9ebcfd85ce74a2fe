import { describe, expect, test } from 'vitest'
import type { LostPetDoc } from '@contract/lost-pets.contract'
import {
  ageOf,
  chatLink,
  daysLost,
  defaultFilters,
  emptyReason,
  filterLostPets,
  publicPageUrl,
} from './lost-pet-list'

const NOW = Date.parse('2026-11-26T12:00:00Z')
const HOUR = 3_600_000
const HOME = { latitude: 13.6929, longitude: -89.2182 }

function alert(overrides: Partial<LostPetDoc>): LostPetDoc {
  return {
    id: 'a',
    petId: 'p',
    reporterId: 'someone',
    ownerId: 'someone',
    name: 'Luna',
    breed: 'Golden Retriever',
    species: 'dog',
    photos: [],
    latitude: HOME.latitude,
    longitude: HOME.longitude,
    lastSeenLocation: 'Colonia Escalón, San Salvador',
    lastSeenDate: '2026-11-26',
    lastSeenTime: '08:00',
    urgencyLevel: 'medium',
    reward: null,
    description: 'x',
    contactPhone: '+503 7012-3456',
    contactEmail: null,
    additionalNotes: null,
    views: 0,
    status: 'active',
    expiresAt: '2027-01-25T12:00:00Z',
    createdAt: new Date(NOW - HOUR).toISOString(),
    updatedAt: new Date(NOW - HOUR).toISOString(),
    ...overrides,
  }
}

const list = (pets: LostPetDoc[], filters = {}, from: typeof HOME | null = HOME) =>
  filterLostPets(pets, { ...defaultFilters, ...filters }, { from, now: NOW, userId: 'me' }).map(
    (pet) => pet.id,
  )

describe('filterLostPets (§2 tabs, search, filters)', () => {
  test('defaults are time 7d and distance 50 km (§9)', () => {
    expect(defaultFilters).toMatchObject({ timeframe: '7d', distance: 50, urgency: 'all' })
  })

  test('tabs split by status', () => {
    const pets = [alert({ id: 'lost' }), alert({ id: 'found', status: 'found' })]
    expect(list(pets)).toEqual(['lost'])
    expect(list(pets, { status: 'found' })).toEqual(['found'])
  })

  test('search covers name, breed and place, without accents or case', () => {
    const pets = [
      alert({ id: 'name', name: 'Ñoño' }),
      alert({ id: 'breed', name: 'Max', breed: 'Pastor Alemán' }),
      alert({ id: 'place', name: 'Rex', breed: null, lastSeenLocation: 'Santa Tecla' }),
    ]
    expect(list(pets, { search: 'ñoño' })).toEqual(['name'])
    expect(list(pets, { search: 'aleman' })).toEqual(['breed'])
    expect(list(pets, { search: 'TECLA' })).toEqual(['place'])
    expect(list(pets, { search: 'gato' })).toEqual([])
  })

  test('urgency and type; other is every species but dog, cat and bird', () => {
    const pets = [
      alert({ id: 'dog', urgencyLevel: 'critical' }),
      alert({ id: 'cat', species: 'cat' }),
      alert({ id: 'rabbit', species: 'rabbit' }),
    ]
    expect(list(pets, { urgency: 'critical' })).toEqual(['dog'])
    expect(list(pets, { type: 'cat' })).toEqual(['cat'])
    expect(list(pets, { type: 'other' })).toEqual(['rabbit'])
  })

  test('time and distance; the user’s own alerts always stay', () => {
    const old = new Date(NOW - 10 * 24 * HOUR).toISOString()
    const pets = [
      alert({ id: 'recent' }),
      alert({ id: 'old', createdAt: old }),
      alert({ id: 'far', latitude: 14.5 }),
      alert({ id: 'mine-old', createdAt: old, reporterId: 'me' }),
    ]
    expect(list(pets).sort()).toEqual(['mine-old', 'recent'])
    expect(list(pets, { timeframe: 'all', distance: 'any' }).sort()).toEqual(
      ['far', 'mine-old', 'old', 'recent'].sort(),
    )
    expect(list(pets, { timeframe: '24h', distance: 5 }).sort()).toEqual(['mine-old', 'recent'])
    // Without a position nothing is measured: the far one stays.
    expect(list(pets, {}, null).sort()).toEqual(['far', 'mine-old', 'recent'])
  })

  test('newest report first', () => {
    const pets = [
      alert({ id: 'older', createdAt: new Date(NOW - 3 * HOUR).toISOString() }),
      alert({ id: 'newer', createdAt: new Date(NOW - HOUR).toISOString() }),
    ]
    expect(list(pets)).toEqual(['newer', 'older'])
  })
})

describe('card details (§2)', () => {
  test("hours under 24 h, else days; days lost 0 is 'Hoy'", () => {
    expect(ageOf(new Date(NOW - 5 * HOUR).toISOString(), NOW)).toEqual({ hours: 5 })
    expect(ageOf(new Date(NOW - 50 * HOUR).toISOString(), NOW)).toEqual({ days: 2 })
    expect(daysLost(alert({ lastSeenDate: '2026-11-26', lastSeenTime: '08:00' }), NOW)).toBe(0)
    expect(daysLost(alert({ lastSeenDate: '2026-11-20', lastSeenTime: '08:00' }), NOW)).toBe(6)
  })

  test('the chat link takes the phone’s digits and a pre-filled message', () => {
    expect(chatLink('+503 7012-3456', 'Hola Ana')).toBe('https://wa.me/50370123456?text=Hola%20Ana')
    expect(chatLink('sin número', 'x')).toBeNull()
  })

  test('share points to the public page; empty texts', () => {
    expect(publicPageUrl('abc', 'https://huellitas.app')).toBe('https://huellitas.app/perdidos/abc')
    expect(emptyReason({ ...defaultFilters, search: 'x' })).toBe('search')
    expect(emptyReason(defaultFilters)).toBe('active')
  })
})
