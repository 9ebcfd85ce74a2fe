/// <reference lib="webworker" />
/**
 * Range reads of .pmtiles archives, cache first. The Cache API refuses 206 answers, so:
 * - an archive up to WHOLE_ARCHIVE_MAX_BYTES is fetched whole at its first range read and
 *   every later range is cut from that copy;
 * - a larger one is kept slice by slice (stored-slice.ts), each under its synthetic key
 *   (map-ranges.ts), bounded in entries and age, and with the tiles in bytes
 *   (viewed-budget.ts).
 * Offline, a range no slice matches exactly is cut from any stored slice that covers it. A
 * request made with cache: 'reload' (pmtiles does that after an ETag mismatch: the archive
 * changed on the server) goes to the network first.
 */
import {
  MAP_MAX_AGE_SECONDS,
  MAP_RANGES_CACHE,
  MAP_TILES_CACHE,
  WHOLE_ARCHIVE_MAX_BYTES,
} from './map-cache-names'
import {
  archiveKey,
  findCoveringSlice,
  parseContentRange,
  parseRangeHeader,
  sliceKey,
  type ByteRange,
} from './map-ranges'
import { partialFrom, sliceToStore } from './stored-slice'
import { putViewed, viewedBudget } from './viewed-budget'

function isFresh(stored: Response, inRangesCache: boolean): boolean {
  if (!inRangesCache) return true
  const date = Date.parse(stored.headers.get('date') ?? '')
  return Number.isNaN(date) || Date.now() - date <= MAP_MAX_AGE_SECONDS * 1000
}

async function matchIn(names: readonly string[], key: string): Promise<Response | null> {
  for (const name of names) {
    const stored = await (await caches.open(name)).match(key)
    if (stored && isFresh(stored, name === MAP_RANGES_CACHE)) {
      void viewedBudget.touch(name, key).catch(() => undefined)
      return stored
    }
  }
  return null
}

async function fromCache(
  names: readonly string[],
  url: string,
  request: Request,
  scanCovering: boolean,
): Promise<Response | null> {
  const range = parseRangeHeader(request.headers.get('range'))
  if (!range) return null
  const whole = await matchIn(names, url)
  if (whole) return partialFrom(whole, range)
  const exact = await matchIn(names, sliceKey(url, range))
  if (exact) return partialFrom(exact, range)
  if (!scanCovering) return null
  for (const name of names) {
    const cache = await caches.open(name)
    const keys = (await cache.keys()).map((key) => key.url)
    const covering = findCoveringSlice(keys, url, range)
    const stored = covering ? await cache.match(covering) : undefined
    if (stored && isFresh(stored, name === MAP_RANGES_CACHE)) {
      const answer = await partialFrom(stored, range)
      if (answer) return answer
    }
  }
  return null
}

async function keepWholeArchive(url: string, credentials: RequestCredentials): Promise<void> {
  const response = await fetch(url, { credentials })
  const length = Number(response.headers.get('content-length') ?? Number.NaN)
  if (response.status !== 200 || !(length <= WHOLE_ARCHIVE_MAX_BYTES)) return
  await putViewed(MAP_TILES_CACHE, url, response)
}

/** Stored under the range asked (what the next read asks again), the bytes' own in a header. */
async function keepSlice(url: string, asked: ByteRange, partial: Response): Promise<void> {
  const stored = await sliceToStore(partial)
  if (!stored) return
  const key = sliceKey(url, asked)
  await putViewed(MAP_RANGES_CACHE, key, stored)
}

/**
 * Answers a GET of an archive. `lookup` is the map caches in the order to search them (saved
 * areas first); `waitUntil` keeps the worker alive while a copy is stored after answering.
 */
export async function answerArchiveRead(
  request: Request,
  lookup: readonly string[],
  waitUntil: (work: Promise<unknown>) => void,
): Promise<Response> {
  const url = archiveKey(request.url)
  if (request.cache !== 'reload') {
    const cached = await fromCache(lookup, url, request, false)
    if (cached) return cached
  }
  let response: Response
  try {
    response = await fetch(request)
  } catch (error) {
    const cached = await fromCache(lookup, url, request, true)
    if (cached) return cached
    throw error
  }
  const slice = parseContentRange(response.headers.get('content-range'))
  const asked = parseRangeHeader(request.headers.get('range'))
  if (response.status === 206 && slice && asked) {
    if (slice.total <= WHOLE_ARCHIVE_MAX_BYTES) {
      waitUntil(keepWholeArchive(url, request.credentials).catch(() => undefined))
    } else {
      waitUntil(keepSlice(url, asked, response.clone()).catch(() => undefined))
    }
  }
  return response
}
