import {
  booleanField,
  collectionSchema,
  enumField,
  idField,
  nullableNumber,
  nullableString,
  numberField,
  stringField,
  stringList,
  timestampField,
} from './schema-parts'
import { serviceCategories, serviceKinds } from '@contract/services.enums'
import type { ServiceFeedDoc } from '@contract/services.messages'

/**
 * The services catalogue (spec §3 Service and Health provider): exactly the contract's
 * ServiceFeedDoc, as the `services` feed replicates it to every signed-in device.
 *
 * Version 1 replaced the placeholder shape of version 0, which was never replicated: its
 * documents are dropped (the feed brings the catalogue again). Version 2 added `cremation` (a
 * cremation package's includes and priced options; null for every entry version 1 held, since
 * those are marketplace services and health providers).
 */
export type ServiceDoc = ServiceFeedDoc

export const servicesSchema = collectionSchema<ServiceDoc>({
  title: 'services',
  version: 2,
  properties: {
    id: idField,
    kind: enumField(serviceKinds),
    name: stringField,
    provider: stringField,
    category: enumField(serviceCategories),
    rating: numberField,
    reviewCount: numberField,
    price: numberField,
    priceMax: nullableNumber,
    currency: stringField,
    duration: numberField,
    location: stringField,
    address: nullableString,
    phone: nullableString,
    latitude: numberField,
    longitude: numberField,
    image: nullableString,
    availability: stringField,
    isAvailable: booleanField,
    features: stringList,
    serviceTypes: stringList,
    description: stringField,
    isInternal: booleanField,
    internalPath: nullableString,
    cremation: { type: ['object', 'null'] },
    updatedAt: timestampField,
  },
  indexes: ['category'],
})

export const servicesMigrations = {
  1: (): null => null,
  2: (doc: Omit<ServiceDoc, 'cremation'>): ServiceDoc => ({ ...doc, cremation: null }),
}
