/**
 * What the notices need to know about a lost-pet alert and a sighting: the fields of the
 * lost-pets contract they read, so the lost-pets module hands its own records over as they are
 * (its hooks onAlertCreated / onSightingCreated call the notices).
 */
export interface AlertNotice {
  id: string
  /** who reported it */
  reporterId: string
  /** the pet's owner (usually the reporter) */
  ownerId: string
  petName: string
  petImage: string | null
  /** the last-seen place as the reporter wrote it (public by their choice) */
  lastSeenLocation: string
  coordinates: { lat: number; lng: number } | null
}

export interface SightingNotice {
  id: string
  /** null for a visitor without an account (public page) */
  reporterId: string | null
  location: string
  coordinates: { lat: number; lng: number } | null
}
