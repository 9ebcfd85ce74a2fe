import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { unlink, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { errorCodes } from '../../contract/error-codes.js'
import { petMessages, petRules } from '../../contract/pets.contract.js'
import { HttpError } from '../../http/http-error.js'

/**
 * Pet photos: the CONTENT decides what is an image (never the file name or the declared type),
 * and every accepted photo is decoded and re-encoded to WebP, which drops EXIF (GPS location
 * included), XMP and IPTC — sharp writes no metadata unless asked to — after turning the
 * pixels upright per the EXIF orientation. Files get random names under uploads/pets/.
 */
export interface UploadedPhoto {
  filename: string
  data: Buffer
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])
const LONG_SIDE_MAX = 1600
const WEBP_QUALITY = 82
const PUBLIC_PREFIX = '/uploads/pets/'

/** A user-supplied file name, made safe and short enough to quote in a message. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (!clean) return 'El archivo'
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean
}

const notAnImage = (photo: UploadedPhoto) =>
  new HttpError(400, errorCodes.invalidImage, petMessages.notAnImage(displayName(photo.filename)))

export const imageTooLarge = (filename: string) =>
  new HttpError(413, errorCodes.imageTooLarge, petMessages.imageTooLarge(displayName(filename)))

/** Header check only (no decoding): the format and the pixel count a decode would allocate. */
async function inspect(photo: UploadedPhoto): Promise<void> {
  if (photo.data.length > petRules.photoMaxBytes) throw imageTooLarge(photo.filename)
  let metadata: Metadata
  try {
    metadata = await sharp(photo.data).metadata()
  } catch {
    throw notAnImage(photo)
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage(photo)
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0)
  if (pixels === 0) throw notAnImage(photo)
  if (pixels > petRules.photoMaxPixels) {
    throw new HttpError(
      400,
      errorCodes.invalidImage,
      petMessages.imageTooManyPixels(displayName(photo.filename)),
    )
  }
}

async function reencode(photo: UploadedPhoto): Promise<Buffer> {
  try {
    return await sharp(photo.data, { limitInputPixels: petRules.photoMaxPixels })
      .rotate()
      .resize({
        width: LONG_SIDE_MAX,
        height: LONG_SIDE_MAX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
  } catch {
    // A valid header over broken or truncated data fails here.
    throw notAnImage(photo)
  }
}

export interface PetPhotoStore {
  /**
   * Checks, re-encodes and writes the photos; answers their public paths in order. All or
   * nothing: on any failure the files it already wrote are removed and the first problem
   * (in upload order) is thrown.
   */
  save(photos: readonly UploadedPhoto[]): Promise<string[]>
  /** Removes stored photos by public path; missing files and foreign paths are ignored. */
  remove(paths: readonly string[]): Promise<void>
}

export function createPetPhotoStore(uploadsDir: string): PetPhotoStore {
  const root = resolve(uploadsDir)
  const petsDir = join(root, 'pets')
  mkdirSync(petsDir, { recursive: true })

  /** Only files inside the uploads folder, whatever the stored path says. */
  const fileOf = (publicPath: string): string | null => {
    if (!publicPath.startsWith('/uploads/')) return null
    const file = resolve(root, publicPath.slice('/uploads/'.length))
    return file.startsWith(root + sep) ? file : null
  }

  async function remove(paths: readonly string[]): Promise<void> {
    await Promise.all(
      paths.map(async (path) => {
        const file = fileOf(path)
        if (file) await unlink(file).catch(() => undefined)
      }),
    )
  }

  async function store(photo: UploadedPhoto): Promise<string> {
    const webp = await reencode(photo)
    const name = `${randomBytes(16).toString('hex')}.webp`
    await writeFile(join(petsDir, name), webp, { flag: 'wx' })
    return `${PUBLIC_PREFIX}${name}`
  }

  return {
    async save(photos) {
      // Headers first, all of them: a bad fifth file is refused before any decoding.
      for (const photo of photos) await inspect(photo)
      // One decode at a time: a 40-megapixel image alone takes ~160 MB while decoding.
      const saved: string[] = []
      try {
        for (const photo of photos) saved.push(await store(photo))
      } catch (error) {
        await remove(saved)
        throw error
      }
      return saved
    },
    remove,
  }
}
