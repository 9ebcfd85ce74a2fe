import { describe, expect, it } from 'vitest'
import type { PetDoc, PetFields } from '@contract/pets.contract'
import { optimisticPet, petFormData } from './pet-form-data'

const fields: PetFields = {
  name: ' Luna ',
  breed: 'Beagle',
  age: 3,
  gender: 'FEMALE',
  description: 'Muy juguetona',
  personalities: ['energy-jugueton', 'social-ninos'],
  location: 'San Salvador, El Salvador',
  latitude: 13.69,
  longitude: -89.21,
}

const catalogue = [
  { id: 'energy-jugueton', name: 'Juguetón', category: 'energy' as const },
  { id: 'social-ninos', name: 'Amigable con niños', category: 'social' as const },
]

describe('petFormData', () => {
  it('sends the spec multipart fields, personalities repeated, photos as files', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'luna.jpg', { type: 'image/jpeg' })
    const form = petFormData(fields, [photo], { id: 'b1e7c1de-0000-4000-8000-000000000001' })
    expect(form.get('id')).toBe('b1e7c1de-0000-4000-8000-000000000001')
    expect(form.get('name')).toBe(' Luna ')
    expect(form.get('age')).toBe('3')
    expect(form.get('gender')).toBe('FEMALE')
    expect(form.getAll('personalities')).toEqual(['energy-jugueton', 'social-ninos'])
    expect(form.get('latitude')).toBe('13.69')
    expect(form.has('species')).toBe(false)
    expect(form.has('existingPhotos')).toBe(false)
    const sent = form.getAll('photos')
    expect(sent).toHaveLength(1)
    expect((sent[0] as File).name).toBe('luna.jpg')
  })

  it('lists the photos to keep as JSON on an update', () => {
    const form = petFormData(fields, [], { existingPhotos: ['/uploads/pets/a.webp'] })
    expect(form.get('existingPhotos')).toBe('["/uploads/pets/a.webp"]')
    expect(form.has('id')).toBe(false)
  })
})

describe('optimisticPet', () => {
  const now = '2025-04-01T12:00:00.000Z'

  it('builds a new pet as the server will store it', () => {
    const pet = optimisticPet(null, {
      id: 'new-id',
      ownerId: 'owner',
      fields: { ...fields, description: '   ' },
      photos: ['blob:preview'],
      catalogue,
      now,
    })
    expect(pet).toMatchObject({
      id: 'new-id',
      ownerId: 'owner',
      name: 'Luna',
      species: 'dog',
      description: null,
      city: null,
      photos: ['blob:preview'],
      createdAt: now,
      updatedAt: now,
    })
    expect(pet.personalities.map((p) => p.name)).toEqual(['Juguetón', 'Amigable con niños'])
  })

  it('applies an edit over the current pet, keeping what the form did not send', () => {
    const current: PetDoc = {
      ...optimisticPet(null, { id: 'p', ownerId: 'o', fields, photos: [], catalogue, now }),
      city: 'San Salvador',
      weight: 11,
      createdAt: '2024-01-01T00:00:00.000Z',
    }
    // An edit form that sends neither city nor description.
    const partial: PetFields = {
      name: 'Lunita',
      breed: fields.breed,
      age: fields.age,
      gender: fields.gender,
      personalities: ['social-ninos'],
      location: fields.location,
    }
    const edited = optimisticPet(current, {
      id: 'p',
      ownerId: 'o',
      fields: partial,
      photos: ['/uploads/pets/a.webp'],
      catalogue: [],
      now,
    })
    expect(edited).toMatchObject({
      name: 'Lunita',
      city: 'San Salvador',
      description: 'Muy juguetona',
      weight: 11,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: now,
      photos: ['/uploads/pets/a.webp'],
    })
    // The catalogue is not cached: names come from the pet's own personalities.
    expect(edited.personalities).toEqual([catalogue[1]])
  })
})
