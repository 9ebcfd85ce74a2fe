/**
 * How a range slice of an archive is stored (a 200 holding its bytes, since the Cache API
 * refuses 206) and how a 206 answer is rebuilt from it. Used by the worker for what browsing
 * reads and by the page for a saved area, so both store the same thing.
 */
import {
  answerFromSlice,
  formatContentRange,
  parseContentRange,
  SLICE_RANGE_HEADER,
  type ByteRange,
  type StoredSlice,
} from './map-ranges'

/** The 200 to store for the bytes a 206 answer carried, or null when it is not a usable 206. */
export async function sliceToStore(partial: Response): Promise<Response | null> {
  const slice = parseContentRange(partial.headers.get('content-range'))
  if (partial.status !== 206 || !slice) return null
  const bytes = await partial.arrayBuffer()
  if (bytes.byteLength !== slice.end - slice.start + 1) return null
  const headers = new Headers({
    'content-type': partial.headers.get('content-type') ?? 'application/octet-stream',
    'content-length': String(bytes.byteLength),
    date: new Date().toUTCString(),
    [SLICE_RANGE_HEADER]: formatContentRange(slice),
  })
  // pmtiles checks that every read of an archive carries the same ETag.
  const etag = partial.headers.get('etag')
  if (etag) headers.set('etag', etag)
  return new Response(bytes, { status: 200, headers })
}

export function storedSliceRange(stored: Response): StoredSlice | null {
  return parseContentRange(stored.headers.get(SLICE_RANGE_HEADER))
}

/** The 206 answering `range` from a whole archive or a stored slice; null if it cannot. */
export async function partialFrom(stored: Response, range: ByteRange): Promise<Response | null> {
  const bytes = await stored.clone().arrayBuffer()
  const held = storedSliceRange(stored) ?? {
    start: 0,
    end: bytes.byteLength - 1,
    total: bytes.byteLength,
  }
  const answer = answerFromSlice(held, range)
  if (!answer) return null
  const body = bytes.slice(answer.from, answer.to)
  const headers = new Headers({
    'content-type': stored.headers.get('content-type') ?? 'application/octet-stream',
    'content-length': String(body.byteLength),
    'content-range': formatContentRange(answer.contentRange),
    'accept-ranges': 'bytes',
  })
  const etag = stored.headers.get('etag')
  if (etag) headers.set('etag', etag)
  return new Response(body, { status: 206, statusText: 'Partial Content', headers })
}
