/**
 * Byte ranges of .pmtiles archives in Cache Storage. The Cache API refuses 206 answers, so a
 * range the network answered is stored as a 200 holding just those bytes, under a synthetic
 * key: the archive's URL with the range in a query parameter
 * (`…/x.pmtiles?huellitas-bytes=0-16383`). Not in the fragment: Cache Storage ignores
 * fragments when it matches, so every slice would overwrite the last. The key is never
 * fetched. It holds the range as asked, since the same read asks it again; the bytes' real
 * place (a read past the end gets fewer) and the archive's size travel in SLICE_RANGE_HEADER.
 *
 * Pure: shared by the worker and the page's area saver, and unit tested.
 */

export interface ByteRange {
  /** first byte, inclusive */
  start: number
  /** last byte, inclusive */
  end: number
}

export interface StoredSlice extends ByteRange {
  /** the archive's full size */
  total: number
}

/** Header on a stored slice: `bytes <start>-<end>/<total>`, as Content-Range says it. */
export const SLICE_RANGE_HEADER = 'x-huellitas-slice-range'

const SLICE_PARAM = 'huellitas-bytes'

/**
 * `bytes=a-b` (what pmtiles sends), or null for anything else: open ends, suffixes and lists
 * are not cached; they go to the network as they are.
 */
export function parseRangeHeader(header: string | null): ByteRange | null {
  const match = /^bytes=(\d+)-(\d+)$/.exec(header?.trim() ?? '')
  if (!match) return null
  const start = Number(match[1])
  const end = Number(match[2])
  return end >= start ? { start, end } : null
}

/** `bytes a-b/total` of a Content-Range (a 206 answer), or null (unknown size included). */
export function parseContentRange(header: string | null): StoredSlice | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '')
  if (!match) return null
  const slice = { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) }
  return slice.end >= slice.start && slice.end < slice.total ? slice : null
}

export function formatContentRange(slice: StoredSlice): string {
  return `bytes ${slice.start}-${slice.end}/${slice.total}`
}

/** The archive's URL as a key: no fragment, no slice parameter, normalised by URL. */
export function archiveKey(url: string): string {
  const parsed = new URL(url)
  parsed.hash = ''
  parsed.searchParams.delete(SLICE_PARAM)
  return parsed.href
}

export function sliceKey(url: string, range: ByteRange): string {
  const parsed = new URL(archiveKey(url))
  parsed.searchParams.append(SLICE_PARAM, `${range.start}-${range.end}`)
  return parsed.href
}

/** The archive URL and range of a slice key, or null for any other URL. */
export function parseSliceKey(key: string): { url: string; range: ByteRange } | null {
  let value: string | null
  try {
    value = new URL(key).searchParams.get(SLICE_PARAM)
  } catch {
    return null
  }
  const range = value === null ? null : parseRangeHeader(`bytes=${value}`)
  return range ? { url: archiveKey(key), range } : null
}

/**
 * A request may ask past the archive's end (pmtiles reads the first 16 KB of any archive, even
 * a smaller one): a server answers the bytes that exist, and so must the cache. Null when the
 * range starts past the end (416).
 */
export function clampRange(range: ByteRange, total: number): ByteRange | null {
  if (range.start >= total) return null
  return { start: range.start, end: Math.min(range.end, total - 1) }
}

/**
 * The stored slice holding `range` of the archive at `url`, among cache keys: the exact one if
 * stored, else any slice that covers it (a tile read inside an earlier, longer read). The
 * ranges compared are the asked ones, in the keys.
 */
export function findCoveringSlice(
  keys: readonly string[],
  url: string,
  range: ByteRange,
): string | null {
  const wanted = sliceKey(url, range)
  if (keys.includes(wanted)) return wanted
  const base = archiveKey(url)
  for (const key of keys) {
    const slice = parseSliceKey(key)
    if (slice?.url === base && slice.range.start <= range.start && slice.range.end >= range.end) {
      return key
    }
  }
  return null
}

/**
 * The part of a stored slice's bytes that answers `range`, as offsets into those bytes and
 * the answer's Content-Range; null when the slice does not hold it.
 */
export function answerFromSlice(
  slice: StoredSlice,
  range: ByteRange,
): { from: number; to: number; contentRange: StoredSlice } | null {
  const wanted = clampRange(range, slice.total)
  if (!wanted || wanted.start < slice.start || wanted.end > slice.end) return null
  return {
    from: wanted.start - slice.start,
    to: wanted.end - slice.start + 1,
    contentRange: { ...wanted, total: slice.total },
  }
}
