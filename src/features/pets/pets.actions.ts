import type { PetFields } from '@contract/pets.contract'
import { petWriteErrors } from '@contract/pets.messages'
import { petsEndpoints as endpoints } from '@contract/pets.endpoints'
import { queuedRequest } from '../../api/call'
import {
  discardPendingChanges,
  queueDocumentDelete,
  queueDocumentUpdate,
  retryPendingChanges,
  runMutation,
  type MutationResult,
  requireSyncContext,
} from '../../sync'
import { PETS, petDocs } from './pets.repo'
import { flattenPersonalities, readCachedPersonalities } from './personalities-cache'
import { optimisticPet, petFormData, previewUrls } from './pet-form-data'

/**
 * The owner's pet writes (spec §7: POST /api/pets, PUT /api/pets/{id} — multipart with the
 * photos — and DELETE /api/pets/{id}), through the write queue (src/sync/actions.ts): the change
 * shows at once as pending, survives a reload, and a refusal rolls it back with the server's
 * Spanish message. Results: { ok: true, id, status: 'saved' | 'queued' | 'offline' } — the
 * screen can leave (the change is on its way) — or { ok: false, message } to show in the form.
 */
export type PetActionResult = MutationResult

export async function createPet(
  fields: PetFields,
  photos: readonly File[],
): Promise<PetActionResult> {
  const { user } = requireSyncContext()
  const id = crypto.randomUUID()
  const form = petFormData(fields, photos, { id })
  return runMutation({
    target: PETS,
    docId: id,
    op: 'create',
    doc: optimisticPet(null, {
      id,
      ownerId: user.id,
      fields,
      photos: previewUrls(photos),
      catalogue: flattenPersonalities(readCachedPersonalities()),
      now: new Date().toISOString(),
    }),
    baseUpdatedAt: null,
    fallbackMessage: petWriteErrors.createError,
    request: queuedRequest(endpoints.create, { form }),
  })
}

export async function updatePet(
  id: string,
  fields: PetFields,
  existingPhotos: readonly string[],
  newPhotos: readonly File[],
): Promise<PetActionResult> {
  const { user } = requireSyncContext()
  // A pet whose create is still on its way shows its new photos as local previews (blob:):
  // the server cannot be told to keep those by path, so the edit then keeps every photo the
  // server will have and adds the new ones (a preview removed meanwhile stays, nothing is lost).
  const isAllUploaded = existingPhotos.every((photo) => photo.startsWith('/uploads/'))
  const form = petFormData(fields, newPhotos, isAllUploaded ? { existingPhotos } : {})
  return queueDocumentUpdate(petDocs, id, {
    doc: (base) =>
      optimisticPet(base, {
        id,
        ownerId: user.id,
        fields,
        photos: [...existingPhotos, ...previewUrls(newPhotos)],
        catalogue: flattenPersonalities(readCachedPersonalities()),
        now: new Date().toISOString(),
      }),
    fallbackMessage: petWriteErrors.updateError,
    request: queuedRequest(endpoints.update, { params: { id }, form }),
  })
}

export function deletePet(id: string): Promise<PetActionResult> {
  return queueDocumentDelete(petDocs, id, {
    fallbackMessage: petWriteErrors.deleteError,
    request: queuedRequest(endpoints.remove, { params: { id } }),
  })
}

/** Forgets a pet's changes that can no longer be sent (syncState 'failed'). */
/** Sends a pet's refused changes again (the failed card's 'Reintentar'). */
export function retryPetChanges(id: string): Promise<void> {
  return retryPendingChanges(PETS, id)
}

export function discardPetChanges(id: string): Promise<void> {
  return discardPendingChanges(PETS, id)
}
