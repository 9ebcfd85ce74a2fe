import { describe, expect, test } from 'vitest'
import {
  answerFromSlice,
  clampRange,
  findCoveringSlice,
  parseContentRange,
  parseRangeHeader,
  parseSliceKey,
  sliceKey,
} from './map-ranges'

const ARCHIVE = 'http://localhost:3000/map/tiles/centro.pmtiles'

describe('range headers', () => {
  test('reads the closed ranges pmtiles sends, nothing else', () => {
    expect(parseRangeHeader('bytes=0-16383')).toEqual({ start: 0, end: 16383 })
    expect(parseRangeHeader('bytes=100-')).toBeNull()
    expect(parseRangeHeader('bytes=-500')).toBeNull()
    expect(parseRangeHeader('bytes=0-1,5-9')).toBeNull()
    expect(parseRangeHeader('bytes=9-1')).toBeNull()
    expect(parseRangeHeader(null)).toBeNull()
  })

  test('reads a Content-Range with a known size', () => {
    expect(parseContentRange('bytes 0-16383/9000000')).toEqual({
      start: 0,
      end: 16383,
      total: 9000000,
    })
    expect(parseContentRange('bytes 0-16383/*')).toBeNull()
    expect(parseContentRange('bytes */5000')).toBeNull()
    expect(parseContentRange('bytes 0-5000/5000')).toBeNull()
  })
})

describe('slice keys', () => {
  test('are the archive URL with the range in a query parameter, and read back', () => {
    const key = sliceKey(ARCHIVE, { start: 16384, end: 20479 })
    expect(key).toBe(`${ARCHIVE}?huellitas-bytes=16384-20479`)
    expect(new URL(key).href).toBe(key)
    expect(parseSliceKey(key)).toEqual({ url: ARCHIVE, range: { start: 16384, end: 20479 } })
    expect(parseSliceKey(ARCHIVE)).toBeNull()
  })

  test('differ by more than a fragment, which Cache Storage ignores when matching', () => {
    const first = new URL(sliceKey(ARCHIVE, { start: 0, end: 1 }))
    const second = new URL(sliceKey(ARCHIVE, { start: 2, end: 3 }))
    first.hash = ''
    second.hash = ''
    expect(first.href).not.toBe(second.href)
  })

  test('keep the archive URL’s own query and drop its fragment', () => {
    const signed = 'https://tiles.example.org/sv.pmtiles?key=abc'
    const key = sliceKey(`${signed}#x`, { start: 0, end: 1 })
    expect(key).toBe(`${signed}&huellitas-bytes=0-1`)
    expect(parseSliceKey(key)?.url).toBe(signed)
  })
})

describe('finding a stored slice', () => {
  const keys = [
    'http://localhost:3000/map/tiles/other.pmtiles?huellitas-bytes=0-99999',
    sliceKey(ARCHIVE, { start: 0, end: 16383 }),
    sliceKey(ARCHIVE, { start: 50000, end: 59999 }),
    `${ARCHIVE.replace('centro', 'centro2')}?huellitas-bytes=0-99999`,
    'http://localhost:3000/map/data/land.json',
  ]

  test('prefers the exact range', () => {
    expect(findCoveringSlice(keys, ARCHIVE, { start: 0, end: 16383 })).toBe(keys[1])
  })

  test('takes a slice that covers the range, of the same archive only', () => {
    expect(findCoveringSlice(keys, ARCHIVE, { start: 52000, end: 52999 })).toBe(keys[2])
    expect(findCoveringSlice(keys, ARCHIVE, { start: 59000, end: 60000 })).toBeNull()
    expect(findCoveringSlice(keys, ARCHIVE, { start: 20000, end: 20100 })).toBeNull()
  })
})

describe('answering from a slice', () => {
  test('cuts the asked bytes out of the stored ones', () => {
    const slice = { start: 50000, end: 59999, total: 9000000 }
    expect(answerFromSlice(slice, { start: 52000, end: 52999 })).toEqual({
      from: 2000,
      to: 3000,
      contentRange: { start: 52000, end: 52999, total: 9000000 },
    })
    expect(answerFromSlice(slice, { start: 49999, end: 50010 })).toBeNull()
  })

  test('answers a read past the end with the bytes that exist, as a server does', () => {
    // pmtiles reads the first 16 KB of every archive, even of a 5,000-byte one.
    const whole = { start: 0, end: 4999, total: 5000 }
    expect(answerFromSlice(whole, { start: 0, end: 16383 })).toEqual({
      from: 0,
      to: 5000,
      contentRange: { start: 0, end: 4999, total: 5000 },
    })
    expect(clampRange({ start: 5000, end: 6000 }, 5000)).toBeNull()
  })
})
