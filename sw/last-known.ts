/**
 * The few API reads whose last answer the service worker keeps so their screens open offline
 * with the last known data: a pet profile (GET /api/pets/{id}), the user's statistics (GET
 * /api/users/stats), notification preferences (GET /api/notifications/preferences) and the
 * premium 'Quién te dio like' list (GET /api/premium/likes, read live on the server).
 * Everything else the app reads offline lives in RxDB; these two are not
 * replicated (a stranger's pet, counts derived on the server) and the database is at 11 of its
 * 13 collections, so a small network-first cache in the worker holds them instead.
 *
 * Shared by sw/ and src/: pure constants and a matcher, no DOM or WebWorker globals.
 */

/** The Cache Storage name; the page deletes it at sign-out with the rest of the user's data. */
export const LAST_KNOWN_CACHE = 'huellitas-last-known-v1'

/**
 * Set by the worker on an answer it took from that cache (the network failed): the time the
 * answer was stored, so a screen can say it shows a saved copy.
 */
export const STORED_AT_HEADER = 'x-huellitas-stored-at'

const LAST_KNOWN_PATHS = new Set([
  '/api/users/stats',
  '/api/notifications/preferences',
  '/api/premium/likes',
])

/** GET /api/pets/{id} but not the other GET routes below /api/pets/. */
const OTHER_PET_READS = new Set(['discover', 'my-pets'])

export function isLastKnownRead(pathname: string): boolean {
  if (LAST_KNOWN_PATHS.has(pathname)) return true
  const match = /^\/api\/pets\/([^/]+)$/.exec(pathname)
  return match !== null && !OTHER_PET_READS.has(decodeURIComponent(match[1] ?? ''))
}
