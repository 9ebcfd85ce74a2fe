/**
 * The device's record of the areas saved for offline use: where, which zooms, when, how many
 * bytes. The tiles themselves are in one Cache Storage cache per area (map-cache-names.ts),
 * which the service worker deletes when it expires; the record lives in localStorage and drops
 * what expired with it. Saving past MAX_SAVED_AREAS deletes the oldest area.
 */
import {
  isExpiredSavedArea,
  MAX_SAVED_AREAS,
  SAVED_AREA_MAX_AGE_MS,
  SAVED_AREAS_STORAGE_KEY,
} from '../../../../sw/map/map-cache-names'
import type { LngLatBox } from './tile-math'

export interface SavedArea {
  cacheName: string
  box: LngLatBox
  zooms: readonly [number, number]
  savedAt: number
  tiles: number
  bytes: number
}

export function savedAreas(now = Date.now()): SavedArea[] {
  try {
    const stored = JSON.parse(localStorage.getItem(SAVED_AREAS_STORAGE_KEY) ?? '[]') as SavedArea[]
    return Array.isArray(stored)
      ? stored.filter((area) => !isExpiredSavedArea(area.cacheName, now))
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
  const all = [...savedAreas(), area].sort((a, b) => a.savedAt - b.savedAt)
  const dropped = all.slice(0, Math.max(0, all.length - MAX_SAVED_AREAS))
  const kept = all.slice(dropped.length)
  localStorage.setItem(SAVED_AREAS_STORAGE_KEY, JSON.stringify(kept))
  await Promise.all(dropped.map((old) => caches.delete(old.cacheName)))
}
