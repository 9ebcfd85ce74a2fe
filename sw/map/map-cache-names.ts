/**
 * Names and bounds of the map caches, shared by the worker (sw/map/map-routes.ts) and the page
 * ('Guardar esta zona sin conexión', src/features/map/save-area). Pure constants and helpers: no
 * DOM or WebWorker globals.
 *
 * Four kinds of cache:
 * - the style and /api/config (network first: a changed MAP_STYLE_URL or style is seen at once);
 * - the server's static map pictures (cache first, bounded and expiring, a cache of their own);
 * - what browsing loaded (cache first): /map/data GeoJSON, sprites, tiles of tiled sources, and
 *   archive range slices. Bounded and expiring, so ordinary browsing never fills the device;
 * - one cache per saved area, written by the page only, and their record. Ordinary browsing never evicts it (its
 *   own cache, outside the bounds above); it goes when it expires or the user saves too many.
 */

/** Every map cache name starts with this, so the worker can look across them. */
export const MAP_CACHE_PREFIX = 'huellitas-map-'

export const MAP_STYLE_CACHE = `${MAP_CACHE_PREFIX}style-v1`
export const MAP_TILES_CACHE = `${MAP_CACHE_PREFIX}tiles-v1`
export const MAP_RANGES_CACHE = `${MAP_CACHE_PREFIX}ranges-v1`
export const SAVED_AREA_CACHE_PREFIX = `${MAP_CACHE_PREFIX}area-`
/**
 * The server's static map pictures (GET /map/static/…, src/features/map/StaticMap.tsx), cache
 * first: a picture of a cell changes only with a new release of the basemap data.
 */
export const STATIC_MAP_CACHE = `${MAP_CACHE_PREFIX}static-v2`
/** The cache of pictures the page drew itself with MapLibre before the server drew them. */
export const OLD_STATIC_MAP_CACHES = [`${MAP_CACHE_PREFIX}static-v1`]
/**
 * The page's record of the saved areas (src/features/map/save-area/saved-areas.ts): in a map
 * cache rather than localStorage, so that it goes with the maps whenever the worker forgets
 * them (a session ended), with no code for it in the page.
 */
export const SAVED_AREAS_RECORD_CACHE = `${MAP_CACHE_PREFIX}record-v1`
/** The record's key in that cache: never fetched, only stored and read. */
export const SAVED_AREAS_RECORD_PATH = '/saved-map-areas.json'

const DAY_SECONDS = 24 * 60 * 60

/**
 * How long what browsing loaded stays: a month, like the photos cache (sw.ts). Long enough to
 * cover the weeks a lost-pet search lasts; short enough that a changed basemap comes back.
 */
export const MAP_MAX_AGE_SECONDS = 30 * DAY_SECONDS

/**
 * Static map pictures kept: ~300 × 5–15 KB, a few MB, for a month (MAP_MAX_AGE_SECONDS): the
 * cards of every alert and sighting a user follows, with room to spare.
 */
export const STATIC_MAP_MAX_ENTRIES = 300

/**
 * Tiles and files browsing keeps. A vector or raster tile weighs ~10–50 KB, so 2,000 tiles are
 * at most ~100 MB, and typically ~40 MB: a few neighbourhoods at street level, without taking
 * over a phone's storage. Entries, not bytes: workbox-expiration counts entries.
 */
export const MAP_TILES_MAX_ENTRIES = 2000

/**
 * Archive slices browsing keeps: one per tile or directory read, of the same ~10–50 KB (the
 * 16 KB header and root directory included), so the same bound in bytes as the tiles.
 */
export const MAP_RANGES_MAX_ENTRIES = 2000

/**
 * The bytes browsing keeps, tiles and archive slices together (byte-budget.ts): the entry
 * counts above bound ~100 MB of typical tiles, but a few whole archives of up to 2 MB each or
 * dense city tiles weigh more. 150 MB is a few cities at street level, well under what
 * Chromium grants a PWA on a phone (a share of free disk), and never touches saved areas.
 */
export const MAP_VIEWED_MAX_BYTES = 150 * 1024 * 1024

/**
 * An archive this small is cached whole at its first range read (the tiny test fixture, a
 * town's extract) so any later range is answered from it; a regional extract (hundreds of MB)
 * is cached slice by slice instead.
 */
export const WHOLE_ARCHIVE_MAX_BYTES = 2 * 1024 * 1024

/** A saved area lasts as long as what browsing keeps: a month. */
export const SAVED_AREA_MAX_AGE_MS = MAP_MAX_AGE_SECONDS * 1000

/**
 * At most this many saved areas: saving one more drops the oldest. With MAX_AREA_TILES each,
 * about 10 × 1,500 tiles ≈ 300–600 MB at worst, which navigator.storage usually grants a PWA.
 */
export const MAX_SAVED_AREAS = 10

/** Tiles one save may fetch: a few km² at street level over three zoom levels. */
export const MAX_AREA_TILES = 1500

/** The cache of a saved area: its date is in the name, so expiry needs no other record. */
export function savedAreaCacheName(savedAt: number, id: string): string {
  return `${SAVED_AREA_CACHE_PREFIX}${savedAt}-${id}`
}

/** The date a saved area's cache was made, or null for a name that is not one. */
export function savedAreaSavedAt(cacheName: string): number | null {
  if (!cacheName.startsWith(SAVED_AREA_CACHE_PREFIX)) return null
  const match = /^(\d+)-/.exec(cacheName.slice(SAVED_AREA_CACHE_PREFIX.length))
  return match ? Number(match[1]) : null
}

export function isExpiredSavedArea(cacheName: string, now: number): boolean {
  const savedAt = savedAreaSavedAt(cacheName)
  return savedAt !== null && now - savedAt > SAVED_AREA_MAX_AGE_MS
}

/** The map caches in the order the worker looks in them: saved areas, then browsing's. */
export function mapLookupOrder(cacheNames: readonly string[], now: number): string[] {
  const areas = cacheNames
    .filter((name) => savedAreaSavedAt(name) !== null && !isExpiredSavedArea(name, now))
    .sort()
    .reverse()
  return [...areas, MAP_TILES_CACHE, MAP_RANGES_CACHE, MAP_STYLE_CACHE]
}
