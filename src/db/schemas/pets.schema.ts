import type { PetDoc } from '@contract/pets.contract'
import { personalityCategories } from '@contract/pets.messages'
import {
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

/**
 * Pets: exactly the contract's PetDoc (the shape of REST answers and of the change feed), so a
 * pulled document is stored as it came. Indexed by owner and creation time for 'Mis Mascotas'.
 */
export const petsSchema = collectionSchema<PetDoc>({
  title: 'pets',
  version: 0,
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
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['ownerId', 'createdAt']],
})
