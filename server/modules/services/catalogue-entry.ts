import type { CremationDetails } from '../../contract/cremation.messages.js'
import type { ServiceFeedDoc } from '../../contract/services.messages.js'

/**
 * One service or provider of a seeded catalogue (demo-catalogue.ts, cremation-catalogue.ts): the
 * `services` feed document's own fields, the optional ones left out where an entry has none
 * (the seed stores null, or the default).
 */
export type CatalogueEntry = Pick<
  ServiceFeedDoc,
  | 'id'
  | 'kind'
  | 'name'
  | 'provider'
  | 'category'
  | 'rating'
  | 'reviewCount'
  | 'price'
  | 'duration'
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'availability'
  | 'features'
  | 'description'
> & {
  priceMax?: number
  address?: string
  phone?: string
  isAvailable?: boolean
  serviceTypes?: string[]
  internalPath?: '/reproductive-health' | '/funeral-services'
  /** a cremation package's includes and options (kind 'cremation') */
  cremation?: CremationDetails
}
