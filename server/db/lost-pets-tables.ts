import type { Generated, GeneratedAlways } from 'kysely'

/** Tables of lost-pet alerts and sightings (migration 0012); portable types as in schema.ts. */
export interface LostPetsTable {
  id: string
  /** SQLite only: the R*Tree key, set by the insert trigger (null on PostgreSQL) */
  geo_key: Generated<number | null>
  pet_id: string | null
  reporter_id: string
  owner_id: string | null
  name: string
  breed: string | null
  species: string | null
  /** the species folded to the §2 type filter: dog, cat, bird, other */
  pet_type: string
  /** JSON list of upload paths */
  photos: string
  latitude: number | null
  longitude: number | null
  last_seen_location: string
  last_seen_date: string
  last_seen_time: string
  urgency_level: 'low' | 'medium' | 'high' | 'critical'
  reward: string | null
  description: string
  contact_phone: string
  contact_email: string | null
  additional_notes: string | null
  /** lower-cased name, breed and place, for the §2 search */
  search_text: string
  views: Generated<number>
  status: 'active' | 'found'
  expires_at: string
  expiry_swept: Generated<number>
  created_at: string
  updated_at: string
}

export interface LostPetViewsTable {
  lost_pet_id: string
  viewer_id: string
  created_at: string
}

export interface SightingsTable {
  id: string
  lost_pet_id: string
  /** null for a visitor's sighting (the public alert page, no account) */
  reporter_id: string | null
  location: string
  latitude: number | null
  longitude: number | null
  date: string
  time: string
  description: string
  contact_name: string
  contact_phone: string
  photos: string
  created_at: string
  updated_at: string
  /** position in the `sightings` feed (bigint: a string on PostgreSQL) */
  seq: number | string
  /** the 0.1° square of the place, computed by the database (migration 0027) */
  tile: GeneratedAlways<number | null>
}

/** Who holds which alert on their device: the `lostPets` feed (see migration 0012). */
export interface LostPetAudienceTable {
  user_id: string
  lost_pet_id: string
  seq: number | string
  visible: number
  own: number
}
