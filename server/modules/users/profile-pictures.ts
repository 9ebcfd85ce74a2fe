import type { ResizeOptions } from 'sharp'
import { errorCodes } from '../../contract/error-codes.js'
import { profileMessages, profileRules } from '../../contract/users.contract.js'
import { HttpError } from '../../http/http-error.js'
import { checkImage, encodeWebp, type ImageLimits, type ImageRefusals } from '../media/images.js'
import { createUploadFolder, type UploadFolder } from '../media/upload-folder.js'

/**
 * Avatars and banners: checked by content and re-encoded to WebP without metadata
 * (media/images.ts), stored under uploads/avatars/ and uploads/banners/ with random names.
 *
 * Sizes: the avatar is cropped to a 512×512 square (it is always shown round or square); the
 * banner is cropped to 1600×600 around its centre, because the profile shows it as a wide
 * strip that covers its box — keeping a portrait photo whole (fit inside) would give a
 * 450×600 picture that the strip then blows up and blurs. Both are scaled up when smaller, so
 * clients always get the same shape.
 */
export type PictureKind = 'avatar' | 'banner'

const sizes: Record<PictureKind, ResizeOptions> = {
  avatar: { width: 512, height: 512, fit: 'cover', position: 'centre' },
  banner: { width: 1600, height: 600, fit: 'cover', position: 'centre' },
}
const folders: Record<PictureKind, string> = { avatar: 'avatars', banner: 'banners' }

const limits: ImageLimits = {
  maxBytes: profileRules.imageMaxBytes,
  maxPixels: profileRules.imageMaxPixels,
}

export const pictureTooLarge = () =>
  new HttpError(413, errorCodes.imageTooLarge, profileMessages.imageTooLarge)

const refusals: ImageRefusals = {
  notAnImage: () => new HttpError(400, errorCodes.invalidImage, profileMessages.notAnImage),
  tooLarge: pictureTooLarge,
  tooManyPixels: () =>
    new HttpError(400, errorCodes.invalidImage, profileMessages.imageTooManyPixels),
}

export interface ProfilePictureStore {
  /** Checks, re-encodes and writes the picture; answers its public path. */
  save(kind: PictureKind, data: Buffer): Promise<string>
  /** Removes stored pictures by public path; missing files and foreign paths are ignored. */
  remove(paths: readonly (string | null)[]): Promise<void>
}

export function createProfilePictureStore(uploadsDir: string): ProfilePictureStore {
  const stores: Record<PictureKind, UploadFolder> = {
    avatar: createUploadFolder(uploadsDir, folders.avatar),
    banner: createUploadFolder(uploadsDir, folders.banner),
  }
  return {
    async save(kind, data) {
      await checkImage(data, limits, refusals)
      return stores[kind].write({ data: await encodeWebp(data, limits, sizes[kind], refusals) })
    },
    // Any folder's remove accepts every path under uploads/ (the demo's avatars included).
    remove: (paths) => stores.avatar.remove(paths.filter((path) => path !== null)),
  }
}
