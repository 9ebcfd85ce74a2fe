/**
 * The device's record of the areas saved for offline use: where, which zooms, when, how many
 * bytes. The tiles themselves are in one Cache Storage cache per area (map-cache-names.ts),
 * which the service worker deletes when it expires; the record lives in a map cache of its own
 * (so it goes with the maps when a session ends) and drops what expired with it. Saving past MAX_SAVED_AREAS deletes the oldest area.
 */
import {
  isExpiredSavedArea,
  MAX_SAVED_AREAS,
  SAVED_AREA_MAX_AGE_MS,
  SAVED_AREAS_RECORD_CACHE,
  SAVED_AREAS_RECORD_PATH,
} from '../../../../sw/map/map-cache-names'
import type { LngLatBox } from './tile-math'

export interface SavedArea {
  cacheName: string
  box: LngLatBox
  zooms: readonly [number, number]
  savedAt: number
  tiles: number
  bytes: number
  /** the nearest place of the offline gazetteer to the area's centre, when one is near */
  place?: string
}

const recordKey = () => new URL(SAVED_AREAS_RECORD_PATH, window.location.href).href

/** The areas recorded and not expired (their caches may be gone: storedSavedAreas checks). */
export async function savedAreas(now = Date.now()): Promise<SavedArea[]> {
  try {
    // Read without opening the cache: opening would create it, empty, after a sign-out.
    const record = await caches.match(recordKey(), { cacheName: SAVED_AREAS_RECORD_CACHE })
    const stored = (await record?.json()) as unknown
    return Array.isArray(stored)
      ? (stored as SavedArea[]).filter((area) => !isExpiredSavedArea(area.cacheName, now))
      : []
  } catch {
    return []
  }
}

/** Until when a saved area is kept. */
export function savedAreaExpiry(area: Pick<SavedArea, 'savedAt'>): Date {
  return new Date(area.savedAt + SAVED_AREA_MAX_AGE_MS)
}

/** Adds an area, deleting the caches of the oldest ones past the limit. */
export async function recordSavedArea(area: SavedArea): Promise<void> {
  const all = [...(await savedAreas()), area].sort((a, b) => a.savedAt - b.savedAt)
  const dropped = all.slice(0, Math.max(0, all.length - MAX_SAVED_AREAS))
  const kept = all.slice(dropped.length)
  await writeRecord(kept)
  await Promise.all(dropped.map((old) => caches.delete(old.cacheName)))
}

/**
 * The saved areas whose maps are still on the device: a record whose cache is gone (the worker
 * deleted it at its age, or when a session ended) is dropped from the record too.
 */
export async function storedSavedAreas(now = Date.now()): Promise<SavedArea[]> {
  const names = new Set(await caches.keys())
  const all = await savedAreas(now)
  const stored = all.filter((area) => names.has(area.cacheName))
  if (stored.length !== all.length) await writeRecord(stored)
  return stored.sort((a, b) => b.savedAt - a.savedAt)
}

/** 'Eliminar': the area's maps are deleted, then its record. */
export async function deleteSavedArea(cacheName: string): Promise<void> {
  await caches.delete(cacheName)
  await writeRecord((await savedAreas()).filter((area) => area.cacheName !== cacheName))
}

async function writeRecord(areas: readonly SavedArea[]): Promise<void> {
  if (areas.length === 0) await caches.delete(SAVED_AREAS_RECORD_CACHE)
  else await (await caches.open(SAVED_AREAS_RECORD_CACHE)).put(recordKey(), Response.json(areas))
}
