import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, test } from 'vitest'
import { ByteBudget, entriesToEvict, type SizedEntry } from './byte-budget'

const TILES = 'huellitas-map-tiles-v1'
const RANGES = 'huellitas-map-ranges-v1'
const AREA = 'huellitas-map-area-1764100000000-a1b2c3d4'

const entry = (url: string, bytes: number, usedAt: number, cache = TILES): SizedEntry => ({
  cache,
  url,
  bytes,
  usedAt,
})

describe('which entries a byte budget evicts', () => {
  test('none while the total fits', () => {
    expect(entriesToEvict([entry('a', 40, 1), entry('b', 60, 2)], 100)).toEqual([])
  })

  test('the least recently used first, only as many as needed', () => {
    const entries = [entry('new', 50, 30), entry('old', 50, 10), entry('mid', 50, 20)]
    expect(entriesToEvict(entries, 100).map((e) => e.url)).toEqual(['old'])
    expect(entriesToEvict(entries, 60).map((e) => e.url)).toEqual(['old', 'mid'])
    expect(entriesToEvict(entries, 0).map((e) => e.url)).toEqual(['old', 'mid', 'new'])
  })

  test('one large entry can free the room of many small ones', () => {
    const entries = [entry('whole', 2_000_000, 5), ...[1, 2, 3].map((i) => entry(`t${i}`, 40, 10))]
    expect(entriesToEvict(entries, 1_000).map((e) => e.url)).toEqual(['whole'])
  })
})

/** A stand-in for Cache Storage: cache name → stored URLs. */
function memoryCaches(initial: Record<string, string[]>) {
  const stored = new Map(Object.entries(initial).map(([name, urls]) => [name, new Set(urls)]))
  return {
    stored,
    remove: (cache: string, url: string) => Promise.resolve(stored.get(cache)?.delete(url)),
    keysOf: (cache: string) => Promise.resolve([...(stored.get(cache) ?? [])]),
    put(cache: string, url: string) {
      const urls = stored.get(cache) ?? new Set<string>()
      urls.add(url)
      stored.set(cache, urls)
    },
  }
}

describe('the byte budget of what browsing keeps', () => {
  test('evicts least recently used tiles and slices above the budget, never a saved area', async () => {
    const store = memoryCaches({ [AREA]: ['t/area'] })
    const indexedDB = new IDBFactory()
    const budget = new ByteBudget({ caches: [TILES, RANGES], maxBytes: 100, indexedDB, ...store })
    // A saved area's entry is not the budget's to count or delete.
    await budget.record(AREA, 't/area', 500, 1)
    for (const [url, cache, at] of [
      ['t/1', TILES, 1],
      ['r/1', RANGES, 2],
      ['t/2', TILES, 3],
    ] as const) {
      store.put(cache, url)
      await budget.record(cache, url, 30, at)
    }
    expect(await budget.total()).toBe(90)
    // Read again: t/1 is the most recently used now, r/1 the least.
    await budget.touch(TILES, 't/1', 4)
    store.put(TILES, 't/3')
    await budget.record(TILES, 't/3', 30, 5)
    expect(await budget.total()).toBe(90)
    expect([...(store.stored.get(RANGES) ?? [])]).toEqual([])
    expect([...(store.stored.get(TILES) ?? [])].sort()).toEqual(['t/1', 't/2', 't/3'])
    expect([...(store.stored.get(AREA) ?? [])]).toEqual(['t/area'])

    // A restarted worker reads the tally back, less the entries deleted meanwhile (expiry).
    store.stored.get(TILES)?.delete('t/2')
    const restarted = new ByteBudget({
      caches: [TILES, RANGES],
      maxBytes: 100,
      indexedDB,
      ...store,
    })
    expect(await restarted.total()).toBe(60)
    store.put(TILES, 't/4')
    await restarted.record(TILES, 't/4', 50, 6)
    // 110 > 100: the oldest left, t/1 (used at 4), goes; t/3 (5) and t/4 (6) stay.
    expect([...(store.stored.get(TILES) ?? [])].sort()).toEqual(['t/3', 't/4'])
    expect(await restarted.total()).toBe(80)

    await restarted.clear()
    expect(
      await new ByteBudget({ caches: [TILES], maxBytes: 100, indexedDB, ...store }).total(),
    ).toBe(0)
  })

  test('checks running at once evict only what is needed', async () => {
    const store = memoryCaches({})
    const budget = new ByteBudget({
      caches: [TILES],
      maxBytes: 100,
      indexedDB: new IDBFactory(),
      ...store,
    })
    const urls = Array.from({ length: 10 }, (_, i) => `t/${i}`)
    urls.forEach((url) => store.put(TILES, url))
    await Promise.all(urls.map((url, i) => budget.record(TILES, url, 20, i)))
    expect(await budget.total()).toBeLessThanOrEqual(100)
    expect(await budget.total()).toBeGreaterThanOrEqual(80)
    expect(store.stored.get(TILES)?.size).toBe((await budget.total()) / 20)
  })
})
