import { petMessages, petRules } from '../../contract/pets.contract.js'
import { createPhotoStore, photoTooLarge, type PhotoStore } from '../media/photo-store.js'

/** Pet photos, under uploads/pets/ (media/photo-store.ts), refused in the pet form's words. */
export function createPetPhotoStore(uploadsDir: string): PhotoStore {
  return createPhotoStore(
    uploadsDir,
    'pets',
    { maxBytes: petRules.photoMaxBytes, maxPixels: petRules.photoMaxPixels },
    petMessages,
  )
}

export const imageTooLarge = (filename: string) => photoTooLarge(petMessages, filename)
