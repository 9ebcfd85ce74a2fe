import { collectionSchema, field } from './schema-parts'
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
    id: field.id,
    kind: field.oneOf(serviceKinds),
    name: field.string,
    provider: field.string,
    category: field.oneOf(serviceCategories),
    rating: field.number,
    reviewCount: field.number,
    price: field.number,
    priceMax: field.nullableNumber,
    currency: field.string,
    duration: field.number,
    location: field.string,
    address: field.nullableString,
    phone: field.nullableString,
    latitude: field.number,
    longitude: field.number,
    image: field.nullableString,
    availability: field.string,
    isAvailable: field.boolean,
    features: field.stringList,
    serviceTypes: field.stringList,
    description: field.string,
    isInternal: field.boolean,
    internalPath: field.nullableString,
    cremation: { type: ['object', 'null'] },
    updatedAt: field.timestamp,
  },
  indexes: ['category'],
})

export const servicesMigrations = {
  1: (): null => null,
  2: (doc: Omit<ServiceDoc, 'cremation'>): ServiceDoc => ({ ...doc, cremation: null }),
}
