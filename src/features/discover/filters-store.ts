import type { DiscoverFilters } from './discover.types'
import { defaultDiscoverFilters, normalizeFilters, sameFilters } from './discover-filters'

/**
 * The discover filters of each user, kept in localStorage under a key with the user's id (two
 * people sharing a device keep their own), read through useSyncExternalStore. The snapshot of a
 * user keeps its identity until the filters really change, so a screen re-renders only then.
 * Other tabs' changes arrive through the 'storage' event.
 */
export const FILTERS_STORAGE_PREFIX = 'huellitas-discover-filters:'

export function filtersStorageKey(userId: string): string {
  return `${FILTERS_STORAGE_PREFIX}${userId}`
}

const snapshots = new Map<string, DiscoverFilters>()
const listeners = new Set<() => void>()

function readStored(userId: string): DiscoverFilters {
  try {
    const raw = globalThis.localStorage?.getItem(filtersStorageKey(userId))
    // Broken JSON or an old shape is repaired field by field, never trusted.
    return raw ? normalizeFilters(JSON.parse(raw)) : { ...defaultDiscoverFilters }
  } catch {
    return { ...defaultDiscoverFilters }
  }
}

function notify(): void {
  for (const listener of listeners) listener()
}

export const filtersStore = {
  get(userId: string): DiscoverFilters {
    let filters = snapshots.get(userId)
    if (!filters) {
      filters = readStored(userId)
      snapshots.set(userId, filters)
    }
    return filters
  },

  set(userId: string, next: DiscoverFilters): void {
    const filters = normalizeFilters(next)
    if (sameFilters(filters, filtersStore.get(userId))) return
    snapshots.set(userId, filters)
    try {
      globalThis.localStorage?.setItem(filtersStorageKey(userId), JSON.stringify(filters))
    } catch {
      // Storage full or unavailable (private mode): the filters still hold for this visit.
    }
    notify()
  },

  subscribe: (listener: () => void): (() => void) => {
    if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage)
    }
  },

  /** Tests: forget the cached snapshots so the next read comes from storage. */
  reset(): void {
    snapshots.clear()
  },
}

function onStorage(event: Event): void {
  const key = (event as StorageEvent).key
  if (key !== null && !key.startsWith(FILTERS_STORAGE_PREFIX)) return
  const userId = key?.slice(FILTERS_STORAGE_PREFIX.length)
  for (const cached of [...snapshots.keys()]) {
    if (userId !== undefined && cached !== userId) continue
    const fresh = readStored(cached)
    if (!sameFilters(fresh, snapshots.get(cached) ?? fresh)) snapshots.set(cached, fresh)
  }
  notify()
}
