import { describe, expect, it } from 'vitest'
import {
  activeFiltersOf,
  defaultDiscoverFilters,
  normalizeFilters,
  resetFilterOf,
  sameFilters,
} from './discover-filters'
import { discoverSearchParams } from './discover.api'

const base = defaultDiscoverFilters

describe('the active-filter rule (§5)', () => {
  it('counts all, empty and the 50 km default as not active', () => {
    expect(activeFiltersOf(base)).toEqual([])
    expect(activeFiltersOf({ ...base, breed: '   ' })).toEqual([])
  })

  it('gives one short Spanish chip per active filter', () => {
    expect(
      activeFiltersOf({
        ageMin: 2,
        ageMax: 8,
        gender: 'FEMALE',
        breed: ' labrador ',
        maxDistance: 20,
        inHeat: false,
      }),
    ).toEqual([
      { key: 'age', label: 'Edad: 2–8 años' },
      { key: 'gender', label: 'Hembra' },
      { key: 'breed', label: 'Raza: labrador' },
      { key: 'maxDistance', label: 'Hasta 20 km' },
    ])
    expect(activeFiltersOf({ ...base, ageMin: 3 })).toEqual([{ key: 'age', label: 'Desde 3 años' }])
    expect(activeFiltersOf({ ...base, ageMax: 1 })).toEqual([{ key: 'age', label: 'Hasta 1 año' }])
    expect(activeFiltersOf({ ...base, ageMin: 4, ageMax: 4 })).toEqual([
      { key: 'age', label: 'Edad: 4 años' },
    ])
    // An age of 0 is a pet under a year, never '0 años'.
    expect(activeFiltersOf({ ...base, ageMin: 0, ageMax: 0 })).toEqual([
      { key: 'age', label: 'Edad: menos de 1 año' },
    ])
    expect(activeFiltersOf({ ...base, ageMax: 0 })).toEqual([
      { key: 'age', label: 'Edad: menos de 1 año' },
    ])
    expect(activeFiltersOf({ ...base, gender: 'MALE', maxDistance: 100, inHeat: false })).toEqual([
      { key: 'gender', label: 'Macho' },
      { key: 'maxDistance', label: 'Hasta 100 km' },
    ])
  })

  it('a chip × puts back only its own filter', () => {
    const all = {
      ageMin: 2,
      ageMax: 8,
      gender: 'MALE' as const,
      breed: 'pug',
      maxDistance: 10,
      inHeat: false,
    }
    expect(resetFilterOf(all, 'age')).toEqual({ ...all, ageMin: null, ageMax: null })
    expect(resetFilterOf(all, 'gender')).toEqual({ ...all, gender: 'all' })
    expect(resetFilterOf(all, 'breed')).toEqual({ ...all, breed: '' })
    expect(resetFilterOf(all, 'maxDistance')).toEqual({ ...all, maxDistance: 50, inHeat: false })
  })
})

describe('normalizeFilters', () => {
  it('keeps valid values', () => {
    const valid = {
      ageMin: 1,
      ageMax: 30,
      gender: 'MALE',
      breed: 'Beagle',
      maxDistance: 5,
      inHeat: false,
    }
    expect(normalizeFilters(valid)).toEqual(valid)
  })

  it('repairs what cannot be sent: ranges clamped, reversed ages swapped, junk dropped', () => {
    expect(
      normalizeFilters({
        ageMin: 40,
        ageMax: -3,
        gender: 'dragon',
        breed: 7,
        maxDistance: 500,
        inHeat: false,
      }),
    ).toEqual({ ageMin: 0, ageMax: 30, gender: 'all', breed: '', maxDistance: 100, inHeat: false })
    expect(
      normalizeFilters({ ageMin: '2', maxDistance: Number.NaN, breed: 'x'.repeat(90) }),
    ).toEqual({
      ...base,
      breed: 'x'.repeat(60),
    })
    expect(normalizeFilters({ maxDistance: 0.2 })).toEqual({
      ...base,
      maxDistance: 1,
      inHeat: false,
    })
    expect(normalizeFilters(null)).toEqual(base)
    expect(normalizeFilters('[]')).toEqual(base)
  })
})

describe('the discover query', () => {
  it('sends the filters, the acting pet and the cursor, never a position', () => {
    const params = discoverSearchParams({
      filters: {
        ageMin: 2,
        ageMax: null,
        gender: 'FEMALE',
        breed: ' pug ',
        maxDistance: 20,
        inHeat: false,
      },
      userPetId: 'pet-1',
      cursor: 'abc',
    })
    expect(Object.fromEntries(params)).toEqual({
      includeDistance: 'true',
      limit: '20',
      maxDistance: '20',
      ageMin: '2',
      gender: 'FEMALE',
      breed: 'pug',
      userPetId: 'pet-1',
      cursor: 'abc',
    })
    const browsing = discoverSearchParams({ filters: base, userPetId: null, cursor: null })
    expect(Object.fromEntries(browsing)).toEqual({
      includeDistance: 'true',
      limit: '20',
      maxDistance: '50',
    })
  })
})

describe('the en celo filter', () => {
  it('is off by default, a chip when on, reset by its ×, and only true survives storage', () => {
    expect(defaultDiscoverFilters.inHeat).toBe(false)
    const on = { ...defaultDiscoverFilters, inHeat: true }
    expect(activeFiltersOf(on)).toEqual([{ key: 'inHeat', label: 'En celo' }])
    expect(resetFilterOf(on, 'inHeat').inHeat).toBe(false)
    expect(normalizeFilters({ inHeat: 'yes' }).inHeat).toBe(false)
    expect(normalizeFilters({ inHeat: true }).inHeat).toBe(true)
    expect(sameFilters(on, defaultDiscoverFilters)).toBe(false)
  })
})
