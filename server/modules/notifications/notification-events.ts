/**
 * What the notices read of a lost-pet alert and of a sighting: the fields of LostPetDoc and
 * SightingDoc (lost-pets.contract.ts) they use, spelled out here so the lost-pets module's hooks
 * (onAlertCreated / onSightingCreated) hand their documents over as they are.
 */
export interface AlertNotice {
  id: string
  /** who reported it */
  reporterId: string
  /** the pet's owner; null when the reporter is not (then the reporter stands for them) */
  ownerId: string | null
  /** the pet's name */
  name: string
  /** upload paths; the first is shown beside the notification */
  photos: readonly string[]
  /** the last-seen place as the reporter published it (public by their choice) */
  lastSeenLocation: string
  latitude: number | null
  longitude: number | null
}

export interface SightingNotice {
  id: string
  /** null for a visitor without an account (the public alert page) */
  reporterId: string | null
  location: string
  latitude: number | null
  longitude: number | null
}
