/**
 * Which requests go through the offline write queue: the product's writes a user makes while
 * out and about (swipes and super likes, chat messages, lost-pet alerts, sightings), the
 * owner's pet writes and the user's own profile and location writes (issue 4). Every one of
 * them carries an Idempotency-Key, so a replay can never write twice. Avatar and banner uploads
 * are not queued: they need the network (src/features/account/account.uploads.ts says why).
 *
 * Never queued: reads (GET/HEAD) and the replication feeds under /api/sync/ — RxDB retries its
 * own pulls, and a stale queued pull would only waste a round trip.
 */
const SEGMENT = '[^/]+'

const queuedWrites: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/matches\/swipe$/ },
  { method: 'POST', path: /^\/api\/matches\/super-like$/ },
  { method: 'POST', path: new RegExp(`^/api/matches/${SEGMENT}/messages$`) },
  { method: 'POST', path: /^\/api\/lost-pets\/report$/ },
  { method: 'POST', path: /^\/api\/sightings\/report$/ },
  { method: 'POST', path: /^\/api\/pets$/ },
  { method: 'PUT', path: new RegExp(`^/api/pets/${SEGMENT}$`) },
  { method: 'DELETE', path: new RegExp(`^/api/pets/${SEGMENT}$`) },
  { method: 'PUT', path: /^\/api\/users\/profile$/ },
  { method: 'PUT', path: /^\/api\/users\/location$/ },
  { method: 'PUT', path: /^\/api\/auth\/location$/ },
]

/** The methods to register a route for (workbox-routing matches one method per route). */
export const QUEUED_METHODS = ['POST', 'PUT', 'DELETE'] as const

export function isQueuedWrite(method: string, pathname: string): boolean {
  if (pathname.startsWith('/api/sync/')) return false
  const upper = method.toUpperCase()
  return queuedWrites.some((write) => write.method === upper && write.path.test(pathname))
}
