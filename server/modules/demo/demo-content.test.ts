import { describe, expect, it } from 'vitest'
import { PERSONALITY_CATALOGUE } from '../pets/personalities.seed.js'
import { DEMO_ACCOUNTS } from './demo-accounts.js'
import { CAT_BREEDS, DOG_BREEDS } from './demo-breeds.js'
import { buildDemoContent, DEMO_PET_COUNT } from './demo-content.js'
import { DEMO_CENTRE, DEMO_RADIUS_KM } from './demo-places.js'
import { COAT_PALETTES } from './portrait/palette.js'
import { distanceKm } from './prng.js'

const now = new Date('2025-06-01T12:00:00.000Z')
const content = buildDemoContent(now)
const ownerOf = (email: string) => content.owners.find((owner) => owner.seed.email === email)

describe('buildDemoContent', () => {
  it('is the same on every start', () => {
    expect(buildDemoContent(now)).toEqual(content)
    // Timestamps follow the clock; everything else stays put.
    const later = buildDemoContent(new Date('2026-01-01T00:00:00.000Z'))
    expect(later.pets.map((pet) => [pet.id, pet.name, pet.position])).toEqual(
      content.pets.map((pet) => [pet.id, pet.name, pet.position]),
    )
  })

  it('makes 60 pets, mostly dogs, both genders, with unique names and ids', () => {
    expect(content.pets).toHaveLength(DEMO_PET_COUNT)
    const cats = content.pets.filter((pet) => pet.species === 'cat').length
    expect(cats).toBeGreaterThanOrEqual(6)
    expect(cats).toBeLessThanOrEqual(18)
    const females = content.pets.filter((pet) => pet.gender === 'FEMALE').length
    expect(females).toBeGreaterThanOrEqual(25)
    expect(females).toBeLessThanOrEqual(35)
    expect(new Set(content.pets.map((pet) => pet.name)).size).toBe(DEMO_PET_COUNT)
    const ids = [...content.pets, ...content.owners].map((record) => record.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every owner at least one pet and the demo accounts their listed pets', () => {
    for (const owner of content.owners) {
      expect(
        content.pets.some((pet) => pet.ownerId === owner.id),
        owner.seed.name,
      ).toBe(true)
    }
    for (const account of DEMO_ACCOUNTS) {
      const owner = ownerOf(account.email)
      expect(owner?.seed.canSignIn).toBe(true)
      expect(content.pets.filter((pet) => pet.ownerId === owner?.id)).toHaveLength(account.pets)
    }
    const anaPets = content.pets.filter((pet) => pet.ownerId === ownerOf('ana@huellitas.app')?.id)
    expect(anaPets.some((pet) => pet.gender === 'FEMALE')).toBe(true)
  })

  it('keeps ages, weights and photo counts realistic', () => {
    for (const pet of content.pets) {
      expect(pet.age).toBeGreaterThanOrEqual(0)
      expect(pet.age).toBeLessThanOrEqual(14)
      expect(pet.weight).toBeGreaterThan(0)
      expect(pet.weight).toBeLessThanOrEqual(60)
      expect(pet.photoCount).toBeGreaterThanOrEqual(1)
      expect(pet.photoCount).toBeLessThanOrEqual(3)
      expect(pet.description.length).toBeGreaterThan(60)
      expect(pet.description).toContain(pet.name)
      expect(COAT_PALETTES[pet.color]).toBeDefined()
    }
    const breeds = new Set(content.pets.map((pet) => pet.breed))
    expect(breeds.size).toBeGreaterThanOrEqual(12)
    const known = new Set([...DOG_BREEDS, ...CAT_BREEDS].map((breed) => breed.name))
    for (const breed of breeds) expect(known.has(breed)).toBe(true)
  })

  it('places pets near their owner, within 25 km of the centre', () => {
    for (const pet of content.pets) {
      const owner = content.owners.find((candidate) => candidate.id === pet.ownerId)
      expect(distanceKm(DEMO_CENTRE, pet.position)).toBeLessThanOrEqual(DEMO_RADIUS_KM)
      expect(distanceKm(owner?.home ?? DEMO_CENTRE, pet.position)).toBeLessThanOrEqual(0.5)
      expect(pet.city).toBe(owner?.cityName)
    }
    const cities = new Set(content.pets.map((pet) => pet.city))
    expect(cities.size).toBeGreaterThanOrEqual(8)
  })

  it('picks 2–4 known, distinct personalities per pet', () => {
    const known = new Set(PERSONALITY_CATALOGUE.map((entry) => entry.id))
    for (const pet of content.pets) {
      expect(pet.personalityIds.length).toBeGreaterThanOrEqual(2)
      expect(pet.personalityIds.length).toBeLessThanOrEqual(4)
      expect(new Set(pet.personalityIds).size).toBe(pet.personalityIds.length)
      for (const id of pet.personalityIds) expect(known.has(id), id).toBe(true)
      expect(pet.personalityIds).not.toEqual(
        expect.arrayContaining(['energy-energico', 'energy-tranquilo']),
      )
      if (pet.species === 'cat') expect(pet.personalityIds).not.toContain('behavior-correa')
    }
  })
})
