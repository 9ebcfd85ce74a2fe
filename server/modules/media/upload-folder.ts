import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { unlink, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { thumbnailPath } from '../../contract/media.js'

/**
 * One folder of DATA_DIR/uploads (pets/, avatars/, banners/): files get random server-made
 * names, so a user never chooses a path and a replaced image never shares a URL with the old
 * one (the uploads are cached for a day). Removal accepts any path inside the uploads root (the
 * demo's pictures live in uploads/demo/) and nothing outside it, whatever a stored path says.
 */
export interface StoredImage {
  data: Buffer
  /** written beside it as `<name>.thumb.webp` (contract/media.ts) */
  thumbnail?: Buffer
}

export interface UploadFolder {
  /** Writes the image (and its thumbnail) under a new name; answers the public path. */
  write(image: StoredImage): Promise<string>
  /** Removes stored images (and their thumbnails) by public path; missing files are ignored. */
  remove(paths: readonly string[]): Promise<void>
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
      // 'wx': never overwrite, even on the (astronomically unlikely) repeat of a random name.
      await writeFile(join(dir, `${name}.webp`), image.data, { flag: 'wx' })
      if (image.thumbnail) {
        try {
          await writeFile(join(dir, `${name}.thumb.webp`), image.thumbnail, { flag: 'wx' })
        } catch (error) {
          await unlinkPublic(path)
          throw error
        }
      }
      return path
    },
    remove,
  }
}
