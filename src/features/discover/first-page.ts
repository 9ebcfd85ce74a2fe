import type { DiscoverPet, DiscoverResponse } from '@contract/discover.contract'
import { discoverEndpoints } from '@contract/discover.endpoints'
import { thumbnailPath } from '@contract/media'
import { sessionStore } from '../../session/session-store'
import { resolveMediaUrl } from '../../ui/media-url'
import { actingPetStore } from './acting-pet-store'
import { discoverSearchParams, type DiscoverPageRequest } from './discover-query'
import { filtersStore } from './filters-store'

/**
 * The swipe home's first page, asked for as the app starts on a device that holds none of the
 * user's local data (a new device, or after a sign-out). Otherwise that request waits for the
 * local database to be created and the user's own pets to be pulled, to know which pet swipes:
 * about two seconds of a mid-range phone. Here it leaves as soon as the entry runs, as the
 * stored acting pet or, without one, as the one the app would pick (the oldest: the server
 * applies the same rule with `defaultPet` and says which pet it took), and the top card's photo
 * is preloaded. The stack's first fetch takes the answer (takeFirstPage) when it asks for the
 * same filters as that same pet; anything else is asked for as usual.
 *
 * A device with local data renders its stored stack and asks only when that is due, so it
 * starts nothing here.
 */
interface Started {
  userId: string
  /** the query without the acting pet, as the stack controller would send it */
  key: string
  answer: Promise<DiscoverResponse | null>
  at: number
}

/** The stack waits for the early request at most this long (the REST client's own limit). */
const FIRST_PAGE_TIMEOUT_MS = 30_000

/** An answer older than this is not used: the stack asks again. */
export const FIRST_PAGE_MAX_AGE_MS = 60_000

let started: Started | null = null

function keyOf(request: Omit<DiscoverPageRequest, 'userPetId'>): string {
  return discoverSearchParams({ ...request, userPetId: null }).toString()
}

/** Fetched now, with high priority, so the top card shows its photo as soon as it renders. */
function preloadPhoto(pet: DiscoverPet | undefined, doc: Document): void {
  const main = resolveMediaUrl(pet?.photos[0])
  if (!main) return
  const link = doc.createElement('link')
  link.rel = 'preload'
  link.setAttribute('as', 'image')
  link.setAttribute('fetchpriority', 'high')
  link.href = thumbnailPath(main) ?? main
  doc.head.append(link)
}

async function fetchFirst(
  token: string,
  params: URLSearchParams,
  hadLocalData: Promise<boolean | null>,
  doc: Document,
): Promise<DiscoverResponse | null> {
  if ((await hadLocalData) !== false) return null
  const response = await fetch(`${discoverEndpoints.page.path}?${params.toString()}`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(FIRST_PAGE_TIMEOUT_MS),
  })
  // Any refusal (an expired token included) is left to the usual request, which handles it.
  if (!response.ok) return null
  const answer = (await response.json()) as DiscoverResponse
  preloadPhoto(answer.pets[0], doc)
  return answer
}

/**
 * Starts the first page's request for the signed-in user when `hadLocalData` (hasLocalDatabase,
 * asked before the sync engine creates the database) says the device held none of their data.
 */
export function startFirstPage(
  hadLocalData: Promise<boolean | null>,
  doc: Document = document,
  now: () => number = Date.now,
): void {
  const { user, token } = sessionStore.getState()
  if (!user || !token) return
  const filters = filtersStore.get(user.id)
  const storedPetId = actingPetStore.get(user.id)
  const params = discoverSearchParams({ filters, userPetId: storedPetId, cursor: null })
  if (!storedPetId) params.set('defaultPet', 'true')
  started = {
    userId: user.id,
    key: keyOf({ filters, cursor: null }),
    answer: fetchFirst(token, params, hadLocalData, doc).catch(() => null),
    at: now(),
  }
}

/**
 * The started first page for this request, once: null when none was started or it cannot be
 * this request's answer; else a promise of the answer, or of null when it failed or another
 * pet acted in it (then ask as usual).
 */
export function takeFirstPage(
  request: DiscoverPageRequest,
  now: () => number = Date.now,
): Promise<DiscoverResponse | null> | null {
  const taken = started
  started = null
  if (!taken || request.cursor !== null) return null
  if (sessionStore.getState().user?.id !== taken.userId) return null
  if (now() - taken.at > FIRST_PAGE_MAX_AGE_MS || keyOf(request) !== taken.key) return null
  return taken.answer.then((answer) =>
    answer && answer.actingPetId === request.userPetId ? answer : null,
  )
}
