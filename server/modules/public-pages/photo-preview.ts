import { stat } from 'node:fs/promises'
import { join, normalize, sep } from 'node:path'
import sharp from 'sharp'
import { thumbnailPath } from '../../contract/media.js'

/**
 * The small copy of a public page's first photo that travels inside its HTML (a data: URL): on
 * 2G a photo fetched after the document costs a round trip of 800 ms and more, so the page shows
 * this one with its text, and the stored sizes replace it once the page is live. Made from the
 * card-sized copy beside the upload, kept per file and version (LRU), about 3–8 KB.
 */
const WIDTH_PX = 320
const QUALITY = 50
const MAX_ENTRIES = 300

export function createPhotoPreviews(uploadsDir: string) {
  const root = normalize(uploadsDir + sep)
  const made = new Map<string, string>()

  /** The file behind an upload path, never outside the uploads folder. */
  function fileOf(photo: string): string | null {
    if (!photo.startsWith('/uploads/')) return null
    const file = normalize(join(uploadsDir, photo.slice('/uploads/'.length)))
    return file.startsWith(root) ? file : null
  }

  async function make(file: string): Promise<string> {
    const data = await sharp(file)
      .resize({ width: WIDTH_PX, withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer()
    return `data:image/webp;base64,${data.toString('base64')}`
  }

  return {
    /** The preview of an upload (its thumbnail when there is one); null when there is none. */
    async of(photo: string | undefined): Promise<string | null> {
      if (!photo) return null
      for (const candidate of [thumbnailPath(photo), photo]) {
        const file = candidate ? fileOf(candidate) : null
        if (!file) continue
        const version = await stat(file).then(
          (info) => `${file}:${info.mtimeMs}`,
          () => null,
        )
        if (!version) continue
        const known = made.get(version)
        if (known) {
          made.delete(version)
          made.set(version, known)
          return known
        }
        const preview = await make(file).catch(() => null)
        if (!preview) return null
        made.set(version, preview)
        if (made.size > MAX_ENTRIES) made.delete(made.keys().next().value as string)
        return preview
      }
      return null
    },
  }
}

export type PhotoPreviews = ReturnType<typeof createPhotoPreviews>
