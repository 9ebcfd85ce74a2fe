import { describe, expect, test } from 'vitest'
import { SLICE_RANGE_HEADER } from './map-ranges'
import { partialFrom, sliceToStore } from './stored-slice'

const archive = Uint8Array.from({ length: 100 }, (_, i) => i)

function partial(start: number, end: number, total = archive.length): Response {
  return new Response(archive.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-range': `bytes ${start}-${end}/${total}`,
      'content-type': 'application/vnd.pmtiles',
      etag: '"v1"',
    },
  })
}

async function bytes(response: Response): Promise<number[]> {
  return Array.from(new Uint8Array(await response.arrayBuffer()))
}

describe('a stored slice', () => {
  test('is a 200 with the bytes, its place and the ETag pmtiles checks', async () => {
    const stored = await sliceToStore(partial(10, 19))
    expect(stored?.status).toBe(200)
    expect(stored?.headers.get(SLICE_RANGE_HEADER)).toBe('bytes 10-19/100')
    expect(stored?.headers.get('etag')).toBe('"v1"')
    expect(await bytes(stored!)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })

  test('is not made from a full answer or a short body', async () => {
    expect(await sliceToStore(new Response(archive, { status: 200 }))).toBeNull()
    const short = new Response(archive.slice(0, 5), {
      status: 206,
      headers: { 'content-range': 'bytes 0-9/100' },
    })
    expect(await sliceToStore(short)).toBeNull()
  })

  test('answers its range, or a range inside it, as a 206', async () => {
    const stored = (await sliceToStore(partial(10, 19)))!
    const inner = (await partialFrom(stored, { start: 12, end: 14 }))!
    expect(inner.status).toBe(206)
    expect(inner.headers.get('content-range')).toBe('bytes 12-14/100')
    expect(inner.headers.get('content-length')).toBe('3')
    expect(inner.headers.get('etag')).toBe('"v1"')
    expect(await bytes(inner)).toEqual([12, 13, 14])
    expect(await partialFrom(stored, { start: 5, end: 14 })).toBeNull()
  })

  test('of a whole archive answers any range, clamped at the end as a server does', async () => {
    const whole = new Response(archive, { status: 200 })
    const tail = (await partialFrom(whole, { start: 90, end: 16383 }))!
    expect(tail.headers.get('content-range')).toBe('bytes 90-99/100')
    expect(await bytes(tail)).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99])
    expect(await partialFrom(whole, { start: 100, end: 200 })).toBeNull()
  })
})
