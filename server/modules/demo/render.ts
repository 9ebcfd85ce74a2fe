import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
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

async function render(job: RenderJob): Promise<void> {
  const svg = Buffer.from(job.svg())
  if (!job.thumbnailFile) {
    await sharp(svg).webp(WEBP).toFile(job.file)
    return
  }
  // Rasterised once; the photo and its thumbnail are both encoded from those pixels.
  const { data, info } = await sharp(svg).raw().toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  await Promise.all([
    sharp(data, raw).webp(WEBP).toFile(job.file),
    sharp(data, raw)
      .resize(thumbnailResize)
      .webp({ ...WEBP, quality: THUMBNAIL_QUALITY })
      .toFile(job.thumbnailFile),
  ])
}

/**
 * SVG → WebP with a small worker pool: a few images at a time keep the cores busy without
 * queueing a hundred decoders at once. WebP effort 2 (of 0–6) halves the encode time of the
 * default for files ~5% larger: flat illustrations compress well either way (~11 KB each).
 */
export async function renderWebpFiles(
  jobs: readonly RenderJob[],
  concurrency: number,
): Promise<void> {
  const folders = new Set(jobs.map((job) => dirname(job.file)))
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })))
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]
      if (!job) return
      await render(job)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
}
