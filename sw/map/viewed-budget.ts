/// <reference lib="webworker" />
/**
 * The bounds on what browsing keeps of the map: the tiles and archive-slice caches, together at
 * most MAP_VIEWED_MAX_BYTES (the worker's one byte budget, byte-budget.ts), and each at most
 * its entries for MAP_MAX_AGE_SECONDS (workbox-expiration). Saved areas are outside them.
 */
import { CacheExpiration } from 'workbox-expiration'
import { ByteBudget } from './byte-budget'
import {
  MAP_MAX_AGE_SECONDS,
  MAP_RANGES_CACHE,
  MAP_RANGES_MAX_ENTRIES,
  MAP_TILES_CACHE,
  MAP_TILES_MAX_ENTRIES,
  MAP_VIEWED_MAX_BYTES,
} from './map-cache-names'

export const viewedBudget = new ByteBudget({
  caches: [MAP_TILES_CACHE, MAP_RANGES_CACHE],
  maxBytes: MAP_VIEWED_MAX_BYTES,
  remove: async (cache, url) => (await caches.open(cache)).delete(url),
  keysOf: async (cache) =>
    (await caches.open(cache)).keys().then((keys) => keys.map((key) => key.url)),
})

const expirations = new Map(
  (
    [
      [MAP_TILES_CACHE, MAP_TILES_MAX_ENTRIES],
      [MAP_RANGES_CACHE, MAP_RANGES_MAX_ENTRIES],
    ] as const
  ).map(([cache, maxEntries]) => [
    cache,
    new CacheExpiration(cache, { maxEntries, maxAgeSeconds: MAP_MAX_AGE_SECONDS }),
  ]),
)

/**
 * Stores an answer in one of the viewed caches, records its size and its use, and drops what
 * is past the cache's bounds (the caller keeps the worker alive).
 */
export async function putViewed(
  cache: typeof MAP_TILES_CACHE | typeof MAP_RANGES_CACHE,
  key: string | Request,
  answer: Response,
) {
  const url = typeof key === 'string' ? key : key.url
  const bytes = (await answer.clone().blob()).size
  await (await caches.open(cache)).put(key, answer)
  await viewedBudget.record(cache, url, bytes)
  const expiration = expirations.get(cache)
  await expiration?.updateTimestamp(url)
  await expiration?.expireEntries()
}
