import { errorCodes } from '../../contract/error-codes.js'
import { HttpError } from '../../http/http-error.js'
import {
  checkImage,
  encodeWebp,
  webpThumbnail,
  type ImageLimits,
  type ImageRefusals,
} from './images.js'
import { createUploadFolder } from './upload-folder.js'

/**
 * Photos users attach (pets, lost-pet alerts, sightings): checked by content and re-encoded to
 * WebP without metadata (images.ts drops EXIF, GPS included), stored in one uploads folder with
 * random names, each with a card-sized `<name>.thumb.webp` beside it (contract/media.ts).
 * Refusals name the file, in the words of the feature that took it.
 */
export interface UploadedPhoto {
  filename: string
  data: Buffer
}

/** The Spanish refusals of a feature, each quoting the file's name. */
export interface PhotoRefusalTexts {
  notAnImage: (file: string) => string
  imageTooLarge: (file: string) => string
  imageTooManyPixels: (file: string) => string
}

export interface PhotoStore {
  /**
   * Checks, re-encodes and writes the photos (with thumbnails); answers their public paths in
   * order. All or nothing: on any failure the files it already wrote are removed and the first
   * problem (in upload order) is thrown. The names are new: no other request holds them.
   */
  save(photos: readonly UploadedPhoto[]): Promise<string[]>
  /** Removes stored photos and their thumbnails by public path; foreign paths are ignored. */
  remove(paths: readonly string[]): Promise<void>
  /**
   * Removes the photos written before `cutoffMs` that `inUse` does not name: those of a write
   * whose server died after storing them and that was never sent again. Answers their paths.
   */
  removeStrays(cutoffMs: number, inUse: () => Promise<ReadonlySet<string>>): Promise<string[]>
}

const LONG_SIDE_MAX = 1600
const RESIZE = {
  width: LONG_SIDE_MAX,
  height: LONG_SIDE_MAX,
  fit: 'inside',
  withoutEnlargement: true,
} as const

/** A user-supplied file name, made safe and short enough to quote in a message. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (!clean) return 'El archivo'
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean
}

/** 413 for a file over the size limit (also answered by the multipart reader, mid-upload). */
export function photoTooLarge(texts: PhotoRefusalTexts, filename: string): HttpError {
  return new HttpError(413, errorCodes.imageTooLarge, texts.imageTooLarge(displayName(filename)))
}

export function createPhotoStore(
  uploadsDir: string,
  folderName: string,
  limits: ImageLimits,
  texts: PhotoRefusalTexts,
): PhotoStore {
  const folder = createUploadFolder(uploadsDir, folderName)

  const refusalsFor = (photo: UploadedPhoto): ImageRefusals => {
    const name = displayName(photo.filename)
    return {
      notAnImage: () => new HttpError(400, errorCodes.invalidImage, texts.notAnImage(name)),
      tooLarge: () => photoTooLarge(texts, photo.filename),
      tooManyPixels: () =>
        new HttpError(400, errorCodes.invalidImage, texts.imageTooManyPixels(name)),
    }
  }

  return {
    async save(photos) {
      // Headers first, all of them: a bad last file is refused before any decoding.
      for (const photo of photos) await checkImage(photo.data, limits, refusalsFor(photo))
      // One decode at a time: a 40-megapixel image alone takes ~160 MB while decoding.
      const saved: string[] = []
      try {
        for (const photo of photos) {
          const data = await encodeWebp(photo.data, limits, RESIZE, refusalsFor(photo))
          const image = { data, thumbnail: await webpThumbnail(data) }
          saved.push(await folder.write(image))
        }
      } catch (error) {
        await folder.remove(saved)
        throw error
      }
      return saved
    },
    remove: (paths) => folder.remove(paths),
    async removeStrays(cutoffMs, inUse) {
      const old = await folder.imagesWrittenBefore(cutoffMs)
      if (old.length === 0) return []
      const used = await inUse()
      const strays = old.filter((path) => !used.has(path))
      await folder.remove(strays)
      return strays
    },
  }
}
