import type { PetDoc } from '@contract/pets.contract'
import { personalityCategories } from '@contract/pets.enums'
import { collectionSchema, field } from './schema-parts'

/** Version 0: before the QR profile (ownerContact, emergency parts, what strangers see). */
type PetDocV0 = Omit<
  PetDoc,
  | 'ownerContact'
  | 'medicalNeeds'
  | 'allergies'
  | 'vetPhone'
  | 'showOwnerContact'
  | 'showEmergencyInfo'
>

/**
 * Version 1 adds the QR profile. A stored pet gets the values the server gave every existing pet
 * (migration 0015: nothing written, phone private, emergency information shown), so it stays
 * correct without a new pull.
 */
export const petsMigrations = {
  1: (doc: PetDocV0): PetDoc => ({
    ...doc,
    ownerContact: null,
    medicalNeeds: null,
    allergies: null,
    vetPhone: null,
    showOwnerContact: false,
    showEmergencyInfo: true,
  }),
}

/**
 * Pets: exactly the contract's PetDoc (the shape of REST answers and of the change feed), so a
 * pulled document is stored as it came. Indexed by owner and creation time for 'Mis Mascotas'.
 */
export const petsSchema = collectionSchema<PetDoc>({
  title: 'pets',
  version: 1,
  properties: {
    id: field.id,
    ownerId: field.id,
    name: field.string,
    species: field.string,
    breed: field.string,
    age: field.number,
    gender: field.oneOf(['MALE', 'FEMALE'], 8),
    description: field.nullableString,
    weight: field.nullableNumber,
    color: field.nullableString,
    vaccinated: field.nullableBoolean,
    neutered: field.nullableBoolean,
    temperament: field.nullableString,
    location: field.nullableString,
    city: field.nullableString,
    latitude: field.nullableNumber,
    longitude: field.nullableNumber,
    photos: field.stringList,
    personalities: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: field.string,
          name: field.string,
          category: { type: 'string', enum: personalityCategories },
        },
        required: ['id', 'name', 'category'],
      },
    },
    ownerContact: field.nullableString,
    medicalNeeds: field.nullableString,
    allergies: field.nullableString,
    vetPhone: field.nullableString,
    showOwnerContact: field.boolean,
    showEmergencyInfo: field.boolean,
    createdAt: field.timestamp,
    updatedAt: field.timestamp,
  },
  indexes: [['ownerId', 'createdAt']],
})
