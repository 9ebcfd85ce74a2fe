/// <reference lib="webworker" />
/**
 * The worker's record of the map's hosts (map-hosts.ts says how they are found): the style
 * URL /api/config names and the origins styles and TileJSON documents load from. Kept in
 * memory for the synchronous route matchers, and in the style cache so a restarted worker
 * still knows them offline.
 */
import { MAP_STYLE_CACHE } from './map-cache-names'
import { mapOrigins } from './map-hosts'

/** Synthetic key of the record in MAP_STYLE_CACHE (same origin, never a real path). */
const RECORD_KEY = '/__huellitas-map-hosts.json'

interface Record {
  styles: string[]
  origins: string[]
}

export class KnownMapHosts {
  readonly styles = new Set<string>()
  readonly origins = new Set<string>()
  /** False until the stored record is read: a restarted worker must not guess before that. */
  isLoaded = false
  readonly loaded: Promise<void>

  constructor() {
    this.loaded = this.read()
      .catch(() => undefined)
      .finally(() => {
        this.isLoaded = true
      })
  }

  private async read(): Promise<void> {
    const cache = await caches.open(MAP_STYLE_CACHE)
    const stored = await cache.match(RECORD_KEY)
    if (!stored) return
    const record = (await stored.json()) as Partial<Record>
    for (const style of record.styles ?? []) this.styles.add(style)
    for (const origin of record.origins ?? []) this.origins.add(origin)
  }

  private async write(): Promise<void> {
    const record: Record = { styles: [...this.styles], origins: [...this.origins] }
    const cache = await caches.open(MAP_STYLE_CACHE)
    await cache.put(RECORD_KEY, Response.json(record))
  }

  /** Adds the style URL a /api/config answer names (and its host, when not ours). */
  async learnConfig(config: unknown, base: string): Promise<void> {
    await this.loaded
    if (typeof config !== 'object' || config === null || !('mapStyleUrl' in config)) return
    if (typeof config.mapStyleUrl !== 'string') return
    const style = new URL(config.mapStyleUrl, base).href
    if (this.styles.has(style)) return
    this.styles.add(style)
    const origin = new URL(style).origin
    if (origin !== new URL(base).origin) this.origins.add(origin)
    await this.write()
  }

  /** Adds the hosts a style or TileJSON document loads from. */
  async learnDocument(document: unknown, base: string): Promise<void> {
    await this.loaded
    const fresh = mapOrigins(document, base).filter((origin) => !this.origins.has(origin))
    if (fresh.length === 0) return
    for (const origin of fresh) this.origins.add(origin)
    await this.write()
  }
}
