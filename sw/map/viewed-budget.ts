/// <reference lib="webworker" />
/**
 * The worker's one byte budget over what browsing keeps of the map (byte-budget.ts): the tiles
 * and archive-slice caches, together at most MAP_VIEWED_MAX_BYTES. Saved areas are outside it.
 */
import { ByteBudget } from './byte-budget'
import { MAP_RANGES_CACHE, MAP_TILES_CACHE, MAP_VIEWED_MAX_BYTES } from './map-cache-names'

export const viewedBudget = new ByteBudget({
  caches: [MAP_TILES_CACHE, MAP_RANGES_CACHE],
  maxBytes: MAP_VIEWED_MAX_BYTES,
  remove: async (cache, url) => (await caches.open(cache)).delete(url),
  keysOf: async (cache) =>
    (await caches.open(cache)).keys().then((keys) => keys.map((key) => key.url)),
})

/** Stores an answer in a bounded cache and records its size (the caller keeps the worker alive). */
export async function putViewed(cache: string, key: string | Request, answer: Response) {
  const bytes = (await answer.clone().blob()).size
  await (await caches.open(cache)).put(key, answer)
  await viewedBudget.record(cache, typeof key === 'string' ? key : key.url, bytes)
}
