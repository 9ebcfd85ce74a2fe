import sharp, { type Metadata, type ResizeOptions } from 'sharp'
import { THUMBNAIL_LONG_SIDE } from '../../contract/media.js'
import type { HttpError } from '../../http/http-error.js'

/**
 * Uploaded images, whoever sends them (pet photos, avatars, banners): the CONTENT decides what
 * is an image — never the file name or the declared type — and every accepted image is decoded
 * and re-encoded to WebP, which drops EXIF (GPS location included), XMP and IPTC (sharp writes
 * no metadata unless asked to) after turning the pixels upright per the EXIF orientation.
 */
export interface ImageLimits {
  maxBytes: number
  /** decoded width × height: a small file can decode to gigabytes (a decompression bomb) */
  maxPixels: number
}

/** The Spanish answers of the feature that receives the image. */
export interface ImageRefusals {
  notAnImage(): HttpError
  tooLarge(): HttpError
  tooManyPixels(): HttpError
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])
const WEBP_QUALITY = 82
/** Thumbnails are small and seen small: a lower quality costs nothing visible. */
export const THUMBNAIL_QUALITY = 78
/** The card-sized copy of a photo: long side THUMBNAIL_LONG_SIDE, never enlarged. */
export const thumbnailResize: ResizeOptions = {
  width: THUMBNAIL_LONG_SIDE,
  height: THUMBNAIL_LONG_SIDE,
  fit: 'inside',
  withoutEnlargement: true,
}

/** Header check only (no decoding): the size, the format and the pixels a decode would take. */
export async function checkImage(
  data: Buffer,
  limits: ImageLimits,
  refuse: ImageRefusals,
): Promise<void> {
  if (data.length > limits.maxBytes) throw refuse.tooLarge()
  let metadata: Metadata
  try {
    metadata = await sharp(data).metadata()
  } catch {
    throw refuse.notAnImage()
  }
  // SVG and PDF are documents a library renders, not photos: refused like any other non-image.
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw refuse.notAnImage()
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0)
  if (pixels === 0) throw refuse.notAnImage()
  if (pixels > limits.maxPixels) throw refuse.tooManyPixels()
}

/**
 * Decodes (upright), resizes and re-encodes to WebP without metadata. Call checkImage first:
 * this is the expensive step, and a valid header over broken or truncated data fails here.
 */
export async function encodeWebp(
  data: Buffer,
  limits: ImageLimits,
  resize: ResizeOptions,
  refuse: ImageRefusals,
): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: limits.maxPixels })
      .rotate()
      .resize(resize)
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
  } catch {
    throw refuse.notAnImage()
  }
}

/**
 * The card-sized copy of a stored WebP (long side THUMBNAIL_LONG_SIDE), made from the already
 * re-encoded image: a second decode of a ≤1600 px WebP is far cheaper than of the upload.
 */
export function webpThumbnail(webp: Buffer): Promise<Buffer> {
  return sharp(webp).resize(thumbnailResize).webp({ quality: THUMBNAIL_QUALITY }).toBuffer()
}
