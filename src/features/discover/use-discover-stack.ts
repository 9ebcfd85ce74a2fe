import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useDatabase } from '../../db'
import { useSession } from '../../session/use-session'
import { useMyPets } from '../pets'
import { fetchDiscoverPage } from './discover.api'
import { passportStamp } from './passport-stamp'
import type { DiscoverStack } from './discover.types'
import { StackController, type StackQuery, type StackSnapshot } from './stack-controller'
import { useDiscoverFilters } from './use-discover-filters'

const loading: StackSnapshot = {
  status: 'loading',
  cards: [],
  errorMessage: null,
  isFetching: false,
  isStoredCopy: false,
}
const noSubscription = () => () => undefined
const loadingSnapshot = () => loading
const nothing = () => undefined
const noPets: ReadonlySet<string> = new Set()

/**
 * The swipe stack for the acting pet (null: browsing mode; undefined: not chosen yet, nothing
 * is fetched), with the user's filters. Renders from the local database, so the last fetched
 * cards can be swiped offline and survive a reload; see stack-controller.ts for when it
 * fetches. Mount it once per screen: each call runs its own fetching.
 */
export function useDiscoverStack(
  userPetId: string | null | undefined,
  /** pets the acting pet has a swipe for in the write queue: hidden, whatever is stored */
  queuedSwipes: ReadonlySet<string> = noPets,
): DiscoverStack {
  const database = useDatabase()
  const { filters } = useDiscoverFilters()
  const { isLoading: petsLoading } = useMyPets()
  const { user } = useSession()

  // Constructing is free of side effects; start/stop below survive StrictMode's double effects.
  const controller = useMemo(
    () =>
      database
        ? new StackController({
            database,
            fetchPage: (request, signal) => fetchDiscoverPage(request, { signal }),
            isOnline: () => globalThis.navigator?.onLine ?? true,
            events: globalThis.window,
          })
        : null,
    [database],
  )
  useEffect(() => {
    if (!controller) return
    controller.start()
    return () => controller.stop()
  }, [controller])

  // The server searches around the saved location: moving it changes the answer. The session's
  // user follows the replicated profile (what the server uses), never an unsent change.
  const latitude = user?.latitude ?? null
  const longitude = user?.longitude ?? null
  const saved = latitude === null || longitude === null ? '' : `${latitude},${longitude}`
  // A premium passport moves the centre while the subscription lasts (passport-stamp.ts).
  const passport = passportStamp(user?.subscription)
  const place = passport ? `${saved}|${passport}` : saved
  // Until the own pets are read, the acting pet may still change: fetching now would replace
  // the stored stack for nothing.
  const known = userPetId !== undefined && !petsLoading
  const query = useMemo<StackQuery | null>(
    () => (known ? { filters, userPetId, context: place } : null),
    [known, filters, userPetId, place],
  )
  useEffect(() => {
    controller?.setQuery(query)
  }, [controller, query])
  useEffect(() => {
    controller?.hide(queuedSwipes)
  }, [controller, queuedSwipes])

  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getSnapshot ?? loadingSnapshot,
    controller?.getSnapshot ?? loadingSnapshot,
  )
  return useMemo(
    () => ({
      ...snapshot,
      remove: controller?.remove ?? nothing,
      restore: controller?.restore ?? nothing,
      refetch: controller?.refetch ?? nothing,
    }),
    [snapshot, controller],
  )
}
