import type { PetDoc } from '@contract/pets.contract'
import { personalityCategories } from '@contract/pets.enums'
import {
  booleanField,
  enumField,
  idField,
  nullableBoolean,
  nullableNumber,
  nullableString,
  numberField,
  stringField,
  stringList,
  timestampField,
  collectionSchema,
} from './schema-parts'

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
    id: idField,
    ownerId: idField,
    name: stringField,
    species: stringField,
    breed: stringField,
    age: numberField,
    gender: enumField(['MALE', 'FEMALE'], 8),
    description: nullableString,
    weight: nullableNumber,
    color: nullableString,
    vaccinated: nullableBoolean,
    neutered: nullableBoolean,
    temperament: nullableString,
    location: nullableString,
    city: nullableString,
    latitude: nullableNumber,
    longitude: nullableNumber,
    photos: stringList,
    personalities: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: stringField,
          name: stringField,
          category: { type: 'string', enum: personalityCategories },
        },
        required: ['id', 'name', 'category'],
      },
    },
    ownerContact: nullableString,
    medicalNeeds: nullableString,
    allergies: nullableString,
    vetPhone: nullableString,
    showOwnerContact: booleanField,
    showEmergencyInfo: booleanField,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['ownerId', 'createdAt']],
})
