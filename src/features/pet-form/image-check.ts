import { petMessages, petRules } from '@contract/pets.messages'

/**
 * The photo picker's file rules (spec §5 'Pet photo picker'): image files only, 5 MB each.
 * A file counts as an image when the browser calls it one (its type) AND its first bytes carry
 * the signature of a format the server decodes (server/modules/media/images.ts: JPEG, PNG,
 * WebP, GIF, AVIF, HEIF, TIFF) — the server checks content, so a renamed text file is refused
 * here, before it is queued for upload, rather than by the server later.
 */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heif' | 'tiff'

const SNIFF_BYTES = 16
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length))
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte)
}

/** The format a file's first bytes announce, or null when they announce none we accept. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  const head = ascii(bytes, 0, 6)
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4)
    if (AVIF_BRANDS.has(brand)) return 'avif'
    if (HEIF_BRANDS.has(brand)) return 'heif'
  }
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'tiff'
  }
  return null
}

async function firstBytes(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
}

/** The spec's message for a file the picker must refuse, or null when it may be added. */
export async function photoFileProblem(file: File): Promise<string | null> {
  const isImageType = file.type.startsWith('image/')
  if (!isImageType || sniffImageFormat(await firstBytes(file)) === null) {
    return petMessages.notAnImage(file.name)
  }
  if (file.size > petRules.photoMaxBytes) return petMessages.imageTooLarge(file.name)
  return null
}
