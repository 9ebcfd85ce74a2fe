import {
  booleanField,
  collectionSchema,
  idField,
  nullableString,
  numberField,
  stringField,
  stringList,
  timestampField,
} from './schema-parts'

/**
 * The services marketplace (spec §3 Service), served by the server instead of the original's
 * fixed local list. Issue 9 refines it.
 */
export interface ServiceDoc {
  id: string
  name: string
  provider: string
  category: string
  rating: number
  reviewCount: number
  price: number
  /** minutes */
  duration: number
  location: string
  image: string | null
  availability: string
  features: string[]
  description: string
  isInternal: boolean
  updatedAt: string
}

export const servicesSchema = collectionSchema<ServiceDoc>({
  title: 'services',
  version: 0,
  properties: {
    id: idField,
    name: stringField,
    provider: stringField,
    category: { type: 'string', maxLength: 32 },
    rating: numberField,
    reviewCount: numberField,
    price: numberField,
    duration: numberField,
    location: stringField,
    image: nullableString,
    availability: stringField,
    features: stringList,
    description: stringField,
    isInternal: booleanField,
    updatedAt: timestampField,
  },
  indexes: ['category'],
})
