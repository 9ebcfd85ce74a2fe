import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readdir, stat, unlink, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { thumbnailPath } from '../../contract/media.js'

/**
 * One folder of DATA_DIR/uploads (pets/, avatars/, banners/): files get random server-made
 * names, so a user never chooses a path and a replaced image never shares a URL with the old
 * one (the uploads are cached for a day). Removal accepts any path inside the uploads root (the
 * demo's pictures live in uploads/demo/) and nothing outside it, whatever a stored path says.
 *
 * Names are never derived from a request (its key or a client-made id): a resend of the same
 * write would then write over, or remove, the very files its first run stored. A request whose
 * files end up unused removes them itself; a server that died before it could leaves them to
 * the sweep of stray photos (media/stray-sweeper.ts).
 */
export interface StoredImage {
  data: Buffer
  /** written beside it as `<name>.thumb.webp` (contract/media.ts) */
  thumbnail?: Buffer
}

export interface UploadFolder {
  /** Writes the image (and its thumbnail) under a new random name; answers the public path. */
  write(image: StoredImage): Promise<string>
  /** Removes stored images (and their thumbnails) by public path; missing files are ignored. */
  remove(paths: readonly string[]): Promise<void>
  /** Public paths of the images (not thumbnails) last written before `cutoffMs` (epoch ms). */
  imagesWrittenBefore(cutoffMs: number): Promise<string[]>
}

export function createUploadFolder(uploadsDir: string, folder: string): UploadFolder {
  const root = resolve(uploadsDir)
  const dir = join(root, folder)
  mkdirSync(dir, { recursive: true })
  const publicPrefix = `/uploads/${folder}/`

  /** Only files inside the uploads folder, whatever the stored path says. */
  const fileOf = (publicPath: string): string | null => {
    if (!publicPath.startsWith('/uploads/')) return null
    const file = resolve(root, publicPath.slice('/uploads/'.length))
    return file.startsWith(root + sep) ? file : null
  }

  async function unlinkPublic(path: string): Promise<void> {
    const file = fileOf(path)
    if (file) await unlink(file).catch(() => undefined)
  }

  async function remove(paths: readonly string[]): Promise<void> {
    await Promise.all(
      paths.flatMap((path) => {
        const thumbnail = thumbnailPath(path)
        return [
          unlinkPublic(path),
          ...(thumbnail && thumbnail !== path ? [unlinkPublic(thumbnail)] : []),
        ]
      }),
    )
  }

  return {
    async write(image) {
      const name = randomBytes(16).toString('hex')
      const path = `${publicPrefix}${name}.webp`
      // Never over another file ('wx'), even on an astronomically unlikely repeat.
      const flag = 'wx'
      await writeFile(join(dir, `${name}.webp`), image.data, { flag })
      if (image.thumbnail) {
        try {
          await writeFile(join(dir, `${name}.thumb.webp`), image.thumbnail, { flag })
        } catch (error) {
          await unlinkPublic(path)
          throw error
        }
      }
      return path
    },
    remove,
    async imagesWrittenBefore(cutoffMs) {
      const images = (await readdir(dir)).filter(
        (file) => file.endsWith('.webp') && !file.endsWith('.thumb.webp'),
      )
      const old: string[] = []
      for (const file of images) {
        const info = await stat(join(dir, file)).catch(() => null)
        if (info && info.mtimeMs < cutoffMs) old.push(`${publicPrefix}${file}`)
      }
      return old
    },
  }
}
