import { errorCodes } from '../../contract/error-codes.js'
import { lostPetMessages, lostPetRules } from '../../contract/lost-pets.contract.js'
import { HttpError } from '../../http/http-error.js'
import {
  checkImage,
  encodeWebp,
  webpThumbnail,
  type ImageLimits,
  type ImageRefusals,
} from '../media/images.js'
import { createUploadFolder } from '../media/upload-folder.js'
import { displayName, type PetPhotoStore, type UploadedPhoto } from '../pets/pet-photos.js'
import { lostPhotoTooLarge } from './lost-pet-form.js'

/**
 * Alert and sighting photos: checked by content and re-encoded to WebP without metadata
 * (media/images.ts drops EXIF, GPS included), with a card-sized thumbnail beside each, under
 * uploads/lost-pets/ and uploads/sightings/ with random names.
 */
const LONG_SIDE_MAX = 1600
const limits: ImageLimits = {
  maxBytes: lostPetRules.photoMaxBytes,
  maxPixels: lostPetRules.photoMaxPixels,
}
const resize = {
  width: LONG_SIDE_MAX,
  height: LONG_SIDE_MAX,
  fit: 'inside',
  withoutEnlargement: true,
} as const

function refusalsFor(photo: UploadedPhoto): ImageRefusals {
  const name = displayName(photo.filename)
  return {
    notAnImage: () => new HttpError(400, errorCodes.invalidImage, lostPetMessages.notAnImage(name)),
    tooLarge: () => lostPhotoTooLarge(photo.filename),
    tooManyPixels: () =>
      new HttpError(400, errorCodes.invalidImage, lostPetMessages.imageTooManyPixels(name)),
  }
}

export function createLostPetPhotoStore(
  uploadsDir: string,
  folderName: 'lost-pets' | 'sightings',
): PetPhotoStore {
  const folder = createUploadFolder(uploadsDir, folderName)
  return {
    async save(photos) {
      // Headers first, all of them: a bad last file is refused before any decoding.
      for (const photo of photos) await checkImage(photo.data, limits, refusalsFor(photo))
      const saved: string[] = []
      try {
        for (const photo of photos) {
          const data = await encodeWebp(photo.data, limits, resize, refusalsFor(photo))
          saved.push(await folder.write({ data, thumbnail: await webpThumbnail(data) }))
        }
      } catch (error) {
        await folder.remove(saved)
        throw error
      }
      return saved
    },
    remove: (paths) => folder.remove(paths),
  }
}
