import { breedNamed, CAT_BREEDS, DOG_BREEDS, type Breed } from './demo-breeds.js'
import { FEATURED_PETS, type FeaturedPet } from './demo-featured.js'
import { DEMO_OWNERS, type DemoOwnerSeed } from './demo-owners.js'
import { pickPersonalities } from './demo-personalities.js'
import { DEMO_CITIES } from './demo-places.js'
import { PET_NAMES, petDescription, temperamentFor } from './demo-texts.js'
import type { PortraitLook } from './portrait/pet-portrait.js'
import type { CoatColour } from './portrait/palette.js'
import { createRandom, randomPointNear, type LatLng, type Random } from './prng.js'

/** Fixed seed: every fresh start produces the same owners, pets and pictures. */
export const DEMO_SEED = 20_240_613
export const DEMO_PET_COUNT = 60
const CAT_SHARE = 0.2
const DAY_MS = 86_400_000

export interface DemoOwnerRecord {
  id: string
  seed: DemoOwnerSeed
  cityName: string
  area: string
  home: LatLng
  createdAt: string
}

export interface DemoPetRecord {
  id: string
  ownerId: string
  name: string
  species: 'dog' | 'cat'
  breed: string
  age: number
  gender: 'MALE' | 'FEMALE'
  description: string
  weight: number
  color: CoatColour
  vaccinated: boolean | null
  neutered: boolean | null
  temperament: string
  location: string
  city: string
  position: LatLng
  personalityIds: string[]
  photoCount: number
  look: PortraitLook
  /** per-pet number for the portrait's backdrop and accents */
  portraitSeed: number
  createdAt: string
}

export interface DemoContent {
  owners: DemoOwnerRecord[]
  pets: DemoPetRecord[]
}

function weighted<T extends { frequency: number }>(random: Random, items: readonly T[]): T {
  let ticket = random.next() * items.reduce((sum, item) => sum + item.frequency, 0)
  for (const item of items) {
    ticket -= item.frequency
    if (ticket < 0) return item
  }
  return items[items.length - 1] as T
}

function portraitLook(random: Random, breed: Breed, lookIndex?: number): PortraitLook {
  if (breed.species === 'cat') {
    return { species: 'cat', ...breed.look, eyeColour: random.pick(breed.eyeColours) }
  }
  const look = lookIndex === undefined ? random.pick(breed.looks) : breed.looks[lookIndex]
  return { species: 'dog', ...(look ?? random.pick(breed.looks)) }
}

function adultWeightAt(random: Random, breed: Breed, age: number): number {
  const adult = random.float(breed.weight[0], breed.weight[1])
  const factor = age === 0 ? random.float(0.35, 0.6) : age === 1 ? random.float(0.8, 0.95) : 1
  return Math.round(adult * factor * 10) / 10
}

/** A boolean that the owner sometimes left blank (null). */
function maybe(random: Random, yes: number, blank: number): boolean | null {
  const roll = random.next()
  return roll < blank ? null : roll < blank + yes ? true : false
}

function daysBefore(now: Date, days: number, random: Random): string {
  return new Date(now.getTime() - days * DAY_MS - random.int(0, 12 * 60) * 60_000).toISOString()
}

export function buildDemoContent(now: Date): DemoContent {
  const random = createRandom(DEMO_SEED)
  const owners: DemoOwnerRecord[] = DEMO_OWNERS.map((seed) => {
    const city = DEMO_CITIES[seed.city]
    return {
      id: random.uuid(),
      seed,
      cityName: city.name,
      area: random.pick(city.areas),
      home: randomPointNear(random, city.centre, 1.5),
      createdAt: daysBefore(now, seed.joinedDaysAgo, random),
    }
  })

  const pets: DemoPetRecord[] = []
  const makePet = (
    owner: DemoOwnerRecord,
    fields: Omit<
      DemoPetRecord,
      'id' | 'ownerId' | 'location' | 'city' | 'position' | 'portraitSeed' | 'createdAt'
    >,
  ): void => {
    pets.push({
      ...fields,
      id: random.uuid(),
      ownerId: owner.id,
      location: `${owner.area}, ${owner.cityName}`,
      city: owner.cityName,
      position: randomPointNear(random, owner.home, 0.4),
      portraitSeed: pets.length * 13 + 5,
      createdAt: daysBefore(now, random.int(0, owner.seed.joinedDaysAgo - 1), random),
    })
  }

  const featured = (owner: DemoOwnerRecord, pet: FeaturedPet): void => {
    const breed = breedNamed(pet.breed)
    makePet(owner, {
      name: pet.name,
      species: breed.species,
      breed: pet.breed,
      age: pet.age,
      gender: pet.gender,
      description: pet.description,
      weight: pet.weight,
      color: pet.colour,
      vaccinated: pet.vaccinated,
      neutered: pet.neutered,
      temperament: temperamentFor(pet.personalityIds, pet.gender === 'FEMALE'),
      personalityIds: [...pet.personalityIds],
      photoCount: pet.photos,
      look: portraitLook(random, breed, pet.lookIndex),
    })
  }
  for (const owner of owners) {
    const key = owner.seed.key
    if (key === 'ana' || key === 'carlos')
      for (const pet of FEATURED_PETS[key]) featured(owner, pet)
  }

  // Names are drawn without replacement so no two demo pets share one.
  const taken = new Set(pets.map((pet) => pet.name))
  const names = {
    dog: { MALE: random.shuffle(PET_NAMES.dog.MALE), FEMALE: random.shuffle(PET_NAMES.dog.FEMALE) },
    cat: { MALE: random.shuffle(PET_NAMES.cat.MALE), FEMALE: random.shuffle(PET_NAMES.cat.FEMALE) },
  }
  const nextName = (species: 'dog' | 'cat', gender: 'MALE' | 'FEMALE'): string => {
    const queue = names[species][gender]
    let name = queue.shift()
    while (name !== undefined && taken.has(name)) name = queue.shift()
    if (name === undefined) throw new Error(`Out of demo ${species} names`)
    taken.add(name)
    return name
  }

  // Every other owner gets at least one pet; the rest are spread at random.
  const others = owners.filter((owner) => !owner.seed.canSignIn)
  const remaining = DEMO_PET_COUNT - pets.length
  const ownersInTurn = [
    ...others,
    ...Array.from({ length: remaining - others.length }, () => random.pick(others)),
  ]
  // Half and half, shuffled: a fair coin per pet can leave one gender short of names.
  const genders = random.shuffle(
    ownersInTurn.map((_, i): 'MALE' | 'FEMALE' => (i % 2 === 0 ? 'FEMALE' : 'MALE')),
  )
  for (const [i, owner] of ownersInTurn.entries()) {
    const isCat = random.chance(CAT_SHARE)
    const breed = weighted<Breed>(random, isCat ? CAT_BREEDS : DOG_BREEDS)
    const gender = genders[i] ?? 'FEMALE'
    const age = Math.min(14, Math.floor(random.next() ** 1.4 * 15))
    const personalityIds = pickPersonalities(random, breed.traits, random.int(2, 4), isCat)
    const name = nextName(breed.species, gender)
    makePet(owner, {
      name,
      species: breed.species,
      breed: breed.name,
      age,
      gender,
      description: petDescription(
        random,
        { name, isFemale: gender === 'FEMALE', isCat, isPuppy: age === 0, breed: breed.name },
        personalityIds,
      ),
      weight: adultWeightAt(random, breed, age),
      color: random.pick(breed.colours),
      vaccinated: maybe(random, 0.82, 0.08),
      neutered: age === 0 ? (random.chance(0.7) ? false : null) : maybe(random, 0.55, 0.15),
      temperament: temperamentFor(personalityIds, gender === 'FEMALE'),
      personalityIds,
      photoCount: random.pick([1, 1, 2, 2, 3]),
      look: portraitLook(random, breed),
    })
  }
  return { owners, pets }
}
