/**
 * Which open pages (tabs) are alive. A failed-offline outbox entry can only be retried by the
 * page that holds its request (photos included) in memory; when that page is gone, the entry
 * can never be sent and must say so. Each page holds a Web Lock named after itself for its whole
 * life, and `navigator.locks.query()` lists the held locks, across tabs. Without Web Locks
 * (Node tests, very old browsers) only this page is known to be alive.
 */
const LOCK_PREFIX = 'huellitas-page-'

export const pageId: string = crypto.randomUUID()

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>
  query(): Promise<{ held?: { name?: string }[] }>
}

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
  return locks ?? null
}

let isHolding = false

/** Takes this page's lock (once); it is released when the page goes away. */
export function holdPageLock(): void {
  const locks = lockManager()
  if (!locks || isHolding) return
  isHolding = true
  void locks.request(LOCK_PREFIX + pageId, () => new Promise<void>(() => {}))
}

/** The ids of the pages known to be alive. */
export async function alivePageIds(): Promise<Set<string>> {
  const alive = new Set([pageId])
  const locks = lockManager()
  if (!locks) return alive
  const snapshot = await locks.query()
  for (const lock of snapshot.held ?? []) {
    if (lock.name?.startsWith(LOCK_PREFIX)) alive.add(lock.name.slice(LOCK_PREFIX.length))
  }
  return alive
}
