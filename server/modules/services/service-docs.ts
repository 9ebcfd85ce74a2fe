import type {
  BookingFeedDoc,
  BookingStatus,
  ServiceCategory,
  ServiceFeedDoc,
  ServiceKind,
} from '../../contract/services.messages.js'
import type { CremationDetails } from '../../contract/cremation.messages.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import type { BookingRow, ServiceRow } from '../../db/services-tables.js'
import { parseStringList } from '../../db/json-text.js'

/** A cremation package's details (services.cremation), null for other kinds or bad JSON. */
export function cremationOf(row: ServiceRow): CremationDetails | null {
  if (!row.cremation) return null
  try {
    return JSON.parse(row.cremation) as CremationDetails
  } catch {
    return null
  }
}

export const serviceTypesOf = (row: ServiceRow): string[] => parseStringList(row.service_types)

/** The one catalogue shape every client sees. */
export function toServiceDoc(row: ServiceRow, currency: string): Tombstoned<ServiceFeedDoc> {
  return {
    id: row.id,
    kind: row.kind as ServiceKind,
    name: row.name,
    provider: row.provider,
    category: row.category as ServiceCategory,
    rating: Number(row.rating),
    reviewCount: Number(row.review_count),
    price: Number(row.price),
    priceMax: row.price_max === null ? null : Number(row.price_max),
    currency,
    duration: Number(row.duration),
    location: row.location,
    address: row.address,
    phone: row.phone,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    image: row.image,
    availability: row.availability,
    isAvailable: row.is_available === 1,
    features: parseStringList(row.features),
    serviceTypes: serviceTypesOf(row),
    description: row.description,
    isInternal: row.is_internal === 1,
    internalPath: row.internal_path,
    cremation: cremationOf(row),
    updatedAt: row.updated_at,
    _deleted: false,
  }
}

export function toBookingDoc(row: BookingRow, currency: string): BookingFeedDoc {
  return {
    id: row.id,
    kind: row.kind as BookingFeedDoc['kind'],
    serviceId: row.service_id,
    serviceName: row.service_name,
    provider: row.provider,
    petId: row.pet_id,
    petName: row.pet_name,
    date: row.date,
    // A cremation request without a preferred time stores '' (the column is not null).
    time: row.time || null,
    status: row.status as BookingStatus,
    price: row.price === null ? null : Number(row.price),
    currency,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** PostgreSQL answers bigint columns as strings. */
export const seqOf = (row: { seq: number | string }): number => Number(row.seq)
