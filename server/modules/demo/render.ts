import { createHash, randomBytes } from 'node:crypto'
import { copyFile, mkdir, rename } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { THUMBNAIL_QUALITY, thumbnailResize } from '../media/images.js'

export interface RenderJob {
  /** built lazily so only `concurrency` SVG strings are alive at once */
  svg: () => string
  file: string
  /** where to write its card-sized copy too (pet photos: contract/media.ts), if anywhere */
  thumbnailFile?: string
}

const WEBP = { quality: 80, effort: 2 } as const

async function encode(svgText: string, file: string, thumbnailFile?: string): Promise<void> {
  const svg = Buffer.from(svgText)
  if (!thumbnailFile) {
    await sharp(svg).webp(WEBP).toFile(file)
    return
  }
  // Rasterised once; the photo and its thumbnail are both encoded from those pixels.
  const { data, info } = await sharp(svg).raw().toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  await Promise.all([
    sharp(data, raw).webp(WEBP).toFile(file),
    sharp(data, raw)
      .resize(thumbnailResize)
      .webp({ ...WEBP, quality: THUMBNAIL_QUALITY })
      .toFile(thumbnailFile),
  ])
}

/**
 * Everything a picture's bytes depend on besides its SVG: the same SVG through the same
 * libvips and settings gives the same WebP, so a cached copy is the picture itself.
 */
const ENCODER = JSON.stringify({
  versions: sharp.versions,
  WEBP,
  thumbnail: { thumbnailResize, THUMBNAIL_QUALITY },
})

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'
}

/** Copies `from` to `to` through a temporary name, so a reader never sees half a file. */
async function copyWhole(from: string, to: string): Promise<void> {
  const temporary = `${to}.${randomBytes(6).toString('hex')}.tmp`
  await copyFile(from, temporary)
  await rename(temporary, to)
}

/** The job's files copied from the cache when it holds them; else rendered, and kept there. */
async function renderCached(job: RenderJob, cacheDir: string): Promise<void> {
  const svg = job.svg()
  const key = createHash('sha256').update(ENCODER).update('\0').update(svg).digest('hex')
  const cached = join(cacheDir, `${key}.webp`)
  const cachedThumbnail = join(cacheDir, `${key}.thumbnail.webp`)
  try {
    if (job.thumbnailFile) await copyFile(cachedThumbnail, job.thumbnailFile)
    await copyFile(cached, job.file)
    return
  } catch (error) {
    if (!isMissing(error)) throw error
  }
  await encode(svg, job.file, job.thumbnailFile)
  if (job.thumbnailFile) await copyWhole(job.thumbnailFile, cachedThumbnail)
  await copyWhole(job.file, cached)
}

async function render(job: RenderJob, cacheDir: string | undefined): Promise<void> {
  if (cacheDir) await renderCached(job, cacheDir)
  else await encode(job.svg(), job.file, job.thumbnailFile)
}

/**
 * SVG → WebP with a small worker pool: a few images at a time keep the cores busy without
 * queueing a hundred decoders at once. WebP effort 2 (of 0–6) halves the encode time of the
 * default for files ~5% larger: flat illustrations compress well either way (~11 KB each).
 * `cacheDir` keeps each picture by its SVG and encoder, for test runs that seed many empty
 * databases: it is the same picture, copied instead of rendered again.
 */
export async function renderWebpFiles(
  jobs: readonly RenderJob[],
  concurrency: number,
  cacheDir?: string,
): Promise<void> {
  const folders = new Set(jobs.map((job) => dirname(job.file)))
  if (cacheDir) folders.add(cacheDir)
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })))
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]
      if (!job) return
      await render(job, cacheDir)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
}
