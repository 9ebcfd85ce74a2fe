import { describe, expect, test } from 'vitest'
import { DEFAULT_MAP_STYLE_URL } from '@contract/map.contract'
import { BasemapWatch, fallbackStyleUrl } from './basemap-fallback'

const PAGE = 'https://huellitas.example/pet/1'

describe('fallbackStyleUrl', () => {
  test('a hosted style falls back to the style this server draws', () => {
    expect(fallbackStyleUrl(DEFAULT_MAP_STYLE_URL, PAGE)).toBe('/map/style.json')
    expect(fallbackStyleUrl('https://maps.example.org/style.json', PAGE)).toBe('/map/style.json')
  })

  test('the app’s own style has nothing to fall back to, however it is written', () => {
    expect(fallbackStyleUrl('/map/style.json', PAGE)).toBeNull()
    expect(fallbackStyleUrl('https://huellitas.example/map/style.json', PAGE)).toBeNull()
  })
})

describe('BasemapWatch', () => {
  test('a style that cannot load falls back at once', () => {
    expect(new BasemapWatch().shouldFallBack({ kind: 'error', isTiledSource: false })).toBe(true)
  })

  test('a style that never arrives falls back when its time is up, a loaded one does not', () => {
    expect(new BasemapWatch().shouldFallBack({ kind: 'style-timeout' })).toBe(true)
    const loaded = new BasemapWatch()
    loaded.shouldFallBack({ kind: 'style-loaded' })
    expect(loaded.shouldFallBack({ kind: 'style-timeout' })).toBe(false)
  })

  test('a style whose tiles hang falls back when their time is up, one with a tile does not', () => {
    const hanging = new BasemapWatch()
    hanging.shouldFallBack({ kind: 'style-loaded' })
    expect(hanging.shouldFallBack({ kind: 'tiles-timeout' })).toBe(true)
    const drawn = new BasemapWatch()
    drawn.shouldFallBack({ kind: 'style-loaded' })
    drawn.shouldFallBack({ kind: 'tile-loaded' })
    expect(drawn.shouldFallBack({ kind: 'tiles-timeout' })).toBe(false)
  })

  test('a cached style whose street tiles all fail falls back', () => {
    const watch = new BasemapWatch()
    expect(watch.shouldFallBack({ kind: 'style-loaded' })).toBe(false)
    expect(watch.shouldFallBack({ kind: 'error', isTiledSource: true })).toBe(true)
  })

  test('a sprite or glyph error after the style loaded keeps the streets', () => {
    const watch = new BasemapWatch()
    watch.shouldFallBack({ kind: 'style-loaded' })
    expect(watch.shouldFallBack({ kind: 'error', isTiledSource: false })).toBe(false)
  })

  test('once a street tile has drawn, a failing tile leaves a gap, not the simplified map', () => {
    const watch = new BasemapWatch()
    watch.shouldFallBack({ kind: 'style-loaded' })
    watch.shouldFallBack({ kind: 'tile-loaded' })
    expect(watch.shouldFallBack({ kind: 'error', isTiledSource: true })).toBe(false)
  })
})
