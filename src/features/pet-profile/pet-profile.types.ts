import type { PetDoc } from '@contract/pets.contract'

/** Who owns the pet, as the profile shows it (spec §3 Pet 'owner'). */
export interface ProfileOwner {
  name: string
  avatar: string | null
  city: string | null
}

/**
 * The pet as the profile screen shows it: the server's document plus what the screen knows
 * besides (the owner, the distance from the viewer).
 */
export interface ProfilePet extends PetDoc {
  /** null when no source on this device knows the owner */
  owner: ProfileOwner | null
  /** km from the viewer to where the pet is shown (its cell), null for the owner or unknown */
  distance: number | null
}
