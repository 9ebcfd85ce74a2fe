import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useSession } from '../../session/use-session'
import type { DiscoverFilterKey, DiscoverFilters, DiscoverFiltersApi } from './discover.types'
import { activeFiltersOf, defaultDiscoverFilters, resetFilterOf } from './discover-filters'
import { filtersStore } from './filters-store'

const signedOut = () => defaultDiscoverFilters

/**
 * The signed-in user's basic discover filters (age, gender, breed, distance), kept on this
 * device per user, with the active ones as Spanish chips (§5). Every screen that calls it
 * shares the same values: the filter dialog writes, the swipe stack refetches.
 */
export function useDiscoverFilters(): DiscoverFiltersApi {
  const userId = useSession().user?.id ?? null
  const getSnapshot = useMemo(() => (userId ? () => filtersStore.get(userId) : signedOut), [userId])
  const filters = useSyncExternalStore(filtersStore.subscribe, getSnapshot, getSnapshot)
  const activeFilters = useMemo(() => activeFiltersOf(filters), [filters])
  const setFilters = useCallback(
    (next: DiscoverFilters) => {
      if (userId) filtersStore.set(userId, next)
    },
    [userId],
  )
  const resetFilter = useCallback(
    (key: DiscoverFilterKey) => {
      if (userId) filtersStore.set(userId, resetFilterOf(filtersStore.get(userId), key))
    },
    [userId],
  )
  const clearFilters = useCallback(() => {
    if (userId) filtersStore.set(userId, defaultDiscoverFilters)
  }, [userId])
  return useMemo(
    () => ({ filters, activeFilters, setFilters, resetFilter, clearFilters }),
    [filters, activeFilters, setFilters, resetFilter, clearFilters],
  )
}
