import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.js'
import { contentSecurityPolicy } from '../../http/security-headers.js'
import { buildMapStyle } from './map-style.js'
import type { TileArchive } from './pmtiles-archives.js'

const vector: TileArchive = {
  name: 'sansalvador',
  kind: 'vector',
  minZoom: 0,
  maxZoom: 15,
  tileSize: 512,
  vectorLayers: ['earth', 'water', 'roads', 'buildings', 'places'],
  attribution: '<a href="https://protomaps.com">Protomaps</a> © OpenStreetMap',
  version: '1',
}

describe('buildMapStyle', () => {
  it('gives a Protomaps vector archive plain layers for the layers it declares', () => {
    const style = buildMapStyle([vector])
    expect(validateStyleMin(style)).toEqual([])
    expect(style.sources['pmtiles-sansalvador']).toEqual({
      type: 'vector',
      // A path, not an origin: the client resolves it against the style's URL.
      url: 'pmtiles:///map/tiles/sansalvador.pmtiles',
      // The archive already credits OpenStreetMap: not twice.
      attribution: vector.attribution,
    })
    const ids = style.layers.map((layer) => layer.id)
    expect(ids).toEqual([
      'water',
      'land',
      'pmtiles-sansalvador-earth',
      'pmtiles-sansalvador-water',
      'pmtiles-sansalvador-buildings',
      'pmtiles-sansalvador-roads-casing',
      'pmtiles-sansalvador-roads',
      'pmtiles-sansalvador-road-labels',
      'pmtiles-sansalvador-neighbourhoods',
      'country-borders',
      'place-dots',
      'place-labels',
    ])
  })

  it('credits OpenStreetMap on an archive that does not, and draws every layer when none are declared', () => {
    const style = buildMapStyle([{ ...vector, vectorLayers: null, attribution: null }])
    expect(validateStyleMin(style)).toEqual([])
    expect(style.sources['pmtiles-sansalvador']).toMatchObject({
      url: 'pmtiles:///map/tiles/sansalvador.pmtiles',
      attribution: expect.stringContaining('OpenStreetMap') as unknown,
    })
    expect(style.layers.map((layer) => layer.id)).toContain('pmtiles-sansalvador-landuse')
    expect(style.layers.map((layer) => layer.id)).toContain('pmtiles-sansalvador-boundaries')
  })
})

describe('map configuration', () => {
  it('defaults to OpenFreeMap streets and Nominatim, and the policy names exactly their hosts', () => {
    const config = loadConfig({}, '/srv')
    expect(config.map).toEqual({
      styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      geocoderUrl: 'https://nominatim.openstreetmap.org/reverse',
      tilesDir: '/srv/data/tiles',
      placesCountries: ['GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA'],
    })
    // The Liberty style loads its TileJSON, tiles, sprites and glyphs from its own host only.
    expect(config.csp.tileHosts).toEqual(['https://tiles.openfreemap.org'])
    const policy = contentSecurityPolicy(config.csp, { isHttps: false, host: null })
    const directive = (name: string) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1)
    expect(directive('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.openfreemap.org',
    ])
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://nominatim.openstreetmap.org',
      'https://tiles.openfreemap.org',
    ])
  })

  it('names no map host when the app serves the style itself', () => {
    const config = loadConfig({ MAP_STYLE_URL: '/map/style.json' }, '/srv')
    expect(config.map.styleUrl).toBe('/map/style.json')
    expect(config.csp.tileHosts).toEqual([])
  })

  it('refuses values that are not URLs or country codes, naming the variable', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'tiles.example.com/style.json' })).toThrow(
      /MAP_STYLE_URL must be/,
    )
    expect(() => loadConfig({ GEOCODER_URL: 'javascript:alert(1)' })).toThrow(
      /GEOCODER_URL must be/,
    )
    expect(() => loadConfig({ MAP_PLACES_COUNTRIES: 'SV;HN' })).toThrow(/MAP_PLACES_COUNTRIES/)
  })

  it('lets the policy reach an external style once, beside CSP_TILE_HOSTS', () => {
    const config = loadConfig({
      MAP_STYLE_URL: 'https://tiles.example.com/styles/liberty',
      CSP_TILE_HOSTS: 'https://tiles.example.com',
      GEOCODER_URL: '/geocoder/reverse',
    })
    expect(config.csp.tileHosts).toEqual(['https://tiles.example.com'])
    // A geocoder on this origin needs no host, and no other geocoder is allowed.
    expect(config.csp.geocoderOrigins).toEqual([])
  })
})
