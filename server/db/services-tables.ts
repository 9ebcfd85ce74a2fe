import type { Generated, Selectable } from 'kysely'

/** The services catalogue (migration 0020); portable types as in schema.ts. */
export interface ServicesTable {
  id: string
  /** 'service' (/services) or 'health' (/health-services) */
  kind: string
  name: string
  provider: string
  category: string
  rating: number
  review_count: number
  price: number
  price_max: number | null
  /** minutes */
  duration: number
  location: string
  address: string | null
  phone: string | null
  latitude: number
  longitude: number
  image: string | null
  availability: string
  is_available: number
  /** JSON list of strings */
  features: string
  /** JSON list of strings */
  service_types: string
  description: string
  is_internal: number
  internal_path: string | null
  /** IANA zone of the provider's clock: slots are wall times there */
  time_zone: string
  /** JSON CremationDetails of a cremation package, else null (migration 0022) */
  cremation: string | null
  updated_at: string
  seq: Generated<number>
}

/** A user's booking of a catalogue entry (migration 0020). */
export interface BookingsTable {
  id: string
  user_id: string
  service_id: string
  kind: string
  service_name: string
  provider: string
  pet_id: string | null
  pet_name: string | null
  /** YYYY-MM-DD on the provider's calendar */
  date: string
  /** HH:mm on the provider's clock; '' for a cremation request with no preferred time */
  time: string
  /** ISO instant of date + time in the provider's zone */
  starts_at: string
  status: string
  price: number | null
  notes: string | null
  /** JSON of a cremation request's choices and contact, else null (migration 0022) */
  details: string | null
  created_at: string
  updated_at: string
  seq: Generated<number>
}

export type ServiceRow = Omit<Selectable<ServicesTable>, 'seq'> & { seq: number | string }
export type BookingRow = Omit<Selectable<BookingsTable>, 'seq'> & { seq: number | string }
