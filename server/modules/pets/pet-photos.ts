import { errorCodes } from '../../contract/error-codes.js'
import { petMessages, petRules } from '../../contract/pets.contract.js'
import { HttpError } from '../../http/http-error.js'
import {
  checkImage,
  encodeWebp,
  webpThumbnail,
  type ImageLimits,
  type ImageRefusals,
} from '../media/images.js'
import { createUploadFolder } from '../media/upload-folder.js'

/**
 * Pet photos: checked by content and re-encoded without metadata (media/images.ts), stored
 * under uploads/pets/ with random names, each with a card-sized `<name>.thumb.webp` beside it
 * (contract/media.ts). Messages name the file, as the spec's pet form does.
 */
export interface UploadedPhoto {
  filename: string
  data: Buffer
}

const LONG_SIDE_MAX = 1600
const limits: ImageLimits = { maxBytes: petRules.photoMaxBytes, maxPixels: petRules.photoMaxPixels }

/** A user-supplied file name, made safe and short enough to quote in a message. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (!clean) return 'El archivo'
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean
}

export const imageTooLarge = (filename: string) =>
  new HttpError(413, errorCodes.imageTooLarge, petMessages.imageTooLarge(displayName(filename)))

function refusalsFor(photo: UploadedPhoto): ImageRefusals {
  const name = displayName(photo.filename)
  return {
    notAnImage: () => new HttpError(400, errorCodes.invalidImage, petMessages.notAnImage(name)),
    tooLarge: () => imageTooLarge(photo.filename),
    tooManyPixels: () =>
      new HttpError(400, errorCodes.invalidImage, petMessages.imageTooManyPixels(name)),
  }
}

export interface PetPhotoStore {
  /**
   * Checks, re-encodes and writes the photos (with thumbnails); answers their public paths in
   * order. All or nothing: on any failure the files it already wrote are removed and the first
   * problem (in upload order) is thrown.
   */
  save(photos: readonly UploadedPhoto[]): Promise<string[]>
  /** Removes stored photos and their thumbnails by public path; foreign paths are ignored. */
  remove(paths: readonly string[]): Promise<void>
}

export function createPetPhotoStore(uploadsDir: string): PetPhotoStore {
  const folder = createUploadFolder(uploadsDir, 'pets')

  async function store(photo: UploadedPhoto): Promise<string> {
    const resize = {
      width: LONG_SIDE_MAX,
      height: LONG_SIDE_MAX,
      fit: 'inside',
      withoutEnlargement: true,
    } as const
    const data = await encodeWebp(photo.data, limits, resize, refusalsFor(photo))
    return folder.write({ data, thumbnail: await webpThumbnail(data) })
  }

  return {
    async save(photos) {
      // Headers first, all of them: a bad fifth file is refused before any decoding.
      for (const photo of photos) await checkImage(photo.data, limits, refusalsFor(photo))
      // One decode at a time: a 40-megapixel image alone takes ~160 MB while decoding.
      const saved: string[] = []
      try {
        for (const photo of photos) saved.push(await store(photo))
      } catch (error) {
        await folder.remove(saved)
        throw error
      }
      return saved
    },
    remove: (paths) => folder.remove(paths),
  }
}
