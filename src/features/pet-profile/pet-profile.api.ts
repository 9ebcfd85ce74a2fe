import type { PetDoc, PetProfileResponse } from '@contract/pets.contract'
import { petProfile as t } from '../../i18n/es/pet-profile'
import { petsEndpoints } from '@contract/pets.endpoints'
import { send } from '../../api/call'
import { errorMessage, isNetworkError } from '../../api/http'
import { STORED_AT_HEADER } from '../../../sw/last-known'
import type { ProfileOwner } from './pet-profile.types'

/** GET /api/pets/{id} as read here: the document with its owner (null if the owner is gone). */
export type FetchedPet = PetDoc & { owner?: ProfileOwner | null }

/** `isStoredCopy`: the network failed and the service worker answered with its last copy. */
export type FetchPetResult =
  { ok: true; pet: FetchedPet; isStoredCopy: boolean } | { ok: false; message: string }

/**
 * Any live pet, anyone's (someone else's comes with its coordinates rounded to ~1 km). Offline,
 * the service worker answers with the profile as last fetched (sw/last-known.ts).
 */
export async function fetchPetProfile(petId: string): Promise<FetchPetResult> {
  try {
    const response = await send(petsEndpoints.pet, { params: { id: petId } })
    const body = await response.json<PetProfileResponse>()
    const pet: FetchedPet = body.pet
    return { ok: true, pet, isStoredCopy: response.headers.has(STORED_AT_HEADER) }
  } catch (error) {
    // Spec §8: the server's message, or 'No se pudo cargar el perfil de la mascota' (offline too).
    const message = isNetworkError(error) ? t.loadFailed : await errorMessage(error, t.loadFailed)
    return { ok: false, message }
  }
}
