/**
 * Saves an area for offline use: fetches what save-plan.ts lists and stores it in the area's
 * own cache (map-cache-names.ts), which the service worker searches first and ordinary
 * browsing never evicts. Every fetch goes through the worker, so what it already holds costs
 * no network. Tiles of a .pmtiles archive are read with the pmtiles library, as the map reads
 * them, and each range it reads is stored as a slice (stored-slice.ts) under the key the
 * worker looks up. A few fetches at a time: the people this is for are on poor networks.
 */
import { PMTiles, type RangeResponse, type Source } from 'pmtiles'
import { savedAreaCacheName } from '../../../../sw/map/map-cache-names'
import { parseRangeHeader, sliceKey } from '../../../../sw/map/map-ranges'
import { sliceToStore } from '../../../../sw/map/stored-slice'
import { tileJobs, type SavePlan, type TileJob } from './save-plan'
import { recordSavedArea, type SavedArea } from './saved-areas'

/** Fetches at once: enough to hide latency, few enough not to choke a 3G link. */
const SAVE_CONCURRENCY = 4

export interface SaveProgress {
  done: number
  total: number
  bytes: number
  failed: number
}

export interface SaveRequest {
  plan: SavePlan
  /** whole files: config, style, sprite, GeoJSON data (mapFiles) */
  files: readonly string[]
  pixelRatio: number
  signal: AbortSignal
  onProgress: (progress: SaveProgress) => void
}

/**
 * A whole file not found in any cache (the map loaded it, so it usually is): about the size
 * of the app's own style's GeoJSON layers once compressed.
 */
const UNKNOWN_FILE_BYTES = 300_000

/** What the whole files will weigh: their cached copies' sizes, else an assumed size. */
export async function estimateFileBytes(files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(async (url) => {
      const cached = await caches.match(url).catch(() => undefined)
      return cached ? (await cached.blob()).size : UNKNOWN_FILE_BYTES
    }),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

/** Stores a fetched answer; its byte count, or null when it is not worth keeping. */
async function keep(cache: Cache, key: string, response: Response): Promise<number | null> {
  if (response.status !== 200 || response.type === 'opaque') return null
  const bytes = await response.arrayBuffer()
  // The bytes are decoded: the copy must not claim the network's encoding or length.
  const headers = new Headers(response.headers)
  headers.delete('content-encoding')
  headers.set('content-length', String(bytes.byteLength))
  await cache.put(key, new Response(bytes, { status: 200, headers }))
  return bytes.byteLength
}

/** A pmtiles Source that keeps every range it reads in the area's cache. */
class SavingSource implements Source {
  constructor(
    private readonly url: string,
    private readonly cache: Cache,
    private readonly signal: AbortSignal,
    private readonly countBytes: (bytes: number) => void,
  ) {}

  getKey(): string {
    return this.url
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const range = `bytes=${offset}-${offset + length - 1}`
    const response = await fetch(this.url, { headers: { range }, signal: this.signal })
    if (response.status !== 206) {
      throw new Error(`Lectura parcial no disponible (${response.status})`)
    }
    const stored = await sliceToStore(response.clone())
    const asked = parseRangeHeader(range)
    if (stored && asked) {
      const size = Number(stored.headers.get('content-length') ?? 0)
      await this.cache.put(sliceKey(this.url, asked), stored)
      this.countBytes(size)
    }
    return { data: await response.arrayBuffer(), etag: response.headers.get('etag') ?? undefined }
  }
}

/** The browser refused to store more: the origin's quota, or the disk, is full. */
export function isQuotaError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'QuotaExceededError'
  )
}

/** The offline gazetteer's nearest place to the area's centre, to name it in Settings. */
async function placeOf(box: SavePlan['box']): Promise<string | undefined> {
  try {
    const { loadGazetteer } = await import('../../location/gazetteer')
    const [west, south, east, north] = box
    return (await loadGazetteer()).nearest((south + north) / 2, (west + east) / 2)?.name
  } catch {
    return undefined
  }
}

/**
 * Saves the plan; resolves with the record of the saved area and how many fetches failed
 * (a tile or two missing leaves the rest of the area worth keeping). Cancelling, a full
 * device (QuotaExceededError) or a failure of every fetch stops the save, waits for the
 * fetches under way, deletes what was stored for the area and rejects: no half-saved area.
 */
export async function saveArea(request: SaveRequest): Promise<{ area: SavedArea; failed: number }> {
  const { plan, signal, onProgress } = request
  const savedAt = Date.now()
  const cacheName = savedAreaCacheName(savedAt, crypto.randomUUID().slice(0, 8))
  const cache = await caches.open(cacheName)
  const files = [...new Set(request.files)]
  const progress: SaveProgress = {
    done: 0,
    total: files.length + plan.tileCount,
    bytes: 0,
    failed: 0,
  }
  const countBytes = (bytes: number) => {
    progress.bytes += bytes
  }
  const archives = new Map<string, PMTiles>()
  const archive = (url: string) => {
    let reader = archives.get(url)
    if (!reader) {
      reader = new PMTiles(new SavingSource(url, cache, signal, countBytes))
      archives.set(url, reader)
    }
    return reader
  }
  async function fetchFile(url: string): Promise<void> {
    const bytes = await keep(cache, url, await fetch(url, { mode: 'cors', signal }))
    if (bytes === null) throw new Error(`No se guardó ${url}`)
    countBytes(bytes)
  }
  async function fetchTile(job: TileJob): Promise<void> {
    if (job.kind === 'url') return fetchFile(job.url)
    // An empty tile (outside the archive) is fine: nothing to draw there.
    await archive(job.archive).getZxy(job.z, job.x, job.y, signal)
  }
  const work: (() => Promise<void>)[] = [
    ...files.map((url) => () => fetchFile(url)),
    ...[...tileJobs(plan, request.pixelRatio)].map((job) => () => fetchTile(job)),
  ]
  let next = 0
  let stop: unknown = null
  async function worker(): Promise<void> {
    while (next < work.length && stop === null && !signal.aborted) {
      const task = work[next++]
      if (!task) break
      try {
        await task()
      } catch (error) {
        if (signal.aborted || isQuotaError(error)) {
          stop ??= error
          return
        }
        progress.failed += 1
      }
      progress.done += 1
      onProgress({ ...progress })
    }
  }
  onProgress({ ...progress })
  // Every worker ends before anything is deleted: a write landing after the delete would
  // bring the area's cache back, half full.
  await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, worker))
  if (stop === null && signal.aborted) stop = signal.reason
  if (stop === null && progress.total > 0 && progress.failed === progress.total) {
    stop = new Error('Ninguna descarga se pudo guardar')
  }
  let area: SavedArea | null = null
  if (stop === null) {
    area = {
      cacheName,
      box: plan.box,
      zooms: plan.zooms,
      savedAt,
      tiles: plan.tileCount,
      bytes: progress.bytes,
    }
    const place = await placeOf(plan.box)
    if (place) area.place = place
    try {
      await recordSavedArea(area)
    } catch (error) {
      stop = error
    }
  }
  if (stop !== null || !area) {
    await caches.delete(cacheName)
    throw stop
  }
  return { area, failed: progress.failed }
}
