import { describe, expect, test } from 'vitest'
import {
  isExpiredSavedArea,
  MAP_RANGES_CACHE,
  MAP_STYLE_CACHE,
  MAP_TILES_CACHE,
  mapLookupOrder,
  SAVED_AREA_MAX_AGE_MS,
  savedAreaCacheName,
  savedAreaSavedAt,
} from './map-cache-names'

describe('saved area caches', () => {
  const savedAt = Date.UTC(2026, 10, 1)

  test('carry their date in the name', () => {
    const name = savedAreaCacheName(savedAt, 'a1b2')
    expect(savedAreaSavedAt(name)).toBe(savedAt)
    expect(savedAreaSavedAt(MAP_TILES_CACHE)).toBeNull()
    expect(savedAreaSavedAt('huellitas-uploads-v1')).toBeNull()
  })

  test('expire after their age, other caches never by this rule', () => {
    const name = savedAreaCacheName(savedAt, 'a1b2')
    expect(isExpiredSavedArea(name, savedAt + SAVED_AREA_MAX_AGE_MS)).toBe(false)
    expect(isExpiredSavedArea(name, savedAt + SAVED_AREA_MAX_AGE_MS + 1)).toBe(true)
    expect(isExpiredSavedArea(MAP_TILES_CACHE, Number.MAX_SAFE_INTEGER)).toBe(false)
  })

  test('are searched first, newest first, expired ones not at all', () => {
    const old = savedAreaCacheName(savedAt - SAVED_AREA_MAX_AGE_MS - 1, 'old')
    const first = savedAreaCacheName(savedAt - 1000, 'first')
    const second = savedAreaCacheName(savedAt, 'second')
    expect(mapLookupOrder([MAP_TILES_CACHE, first, old, second], savedAt)).toEqual([
      second,
      first,
      MAP_TILES_CACHE,
      MAP_RANGES_CACHE,
      MAP_STYLE_CACHE,
    ])
  })
})
