import type { CremationDetails } from '../../contract/cremation.messages.js'
import type { ServiceCategory, ServiceKind } from '../../contract/services.messages.js'

/** One service or provider of a seeded catalogue (demo-catalogue.ts, cremation-catalogue.ts). */
export interface CatalogueEntry {
  id: string
  kind: ServiceKind
  name: string
  provider: string
  category: ServiceCategory
  rating: number
  reviewCount: number
  price: number
  priceMax?: number
  /** minutes */
  duration: number
  location: string
  address?: string
  phone?: string
  latitude: number
  longitude: number
  availability: string
  isAvailable?: boolean
  features: string[]
  serviceTypes?: string[]
  description: string
  internalPath?: '/reproductive-health' | '/funeral-services'
  /** a cremation package's includes and options (kind 'cremation') */
  cremation?: CremationDetails
}
