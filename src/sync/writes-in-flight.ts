/**
 * Writes on their way into the device's write queue: between the action that makes one and
 * the moment IndexedDB holds it. A module of its own, without the queue's dependencies, so the
 * app update (features/pwa/update-watch) can wait for them without loading the sync engine.
 */
const storing = new Set<Promise<unknown>>()

/** Counts `stored` as in flight until it settles; returns it unchanged. */
export function trackWrite<T>(stored: Promise<T>): Promise<T> {
  storing.add(stored)
  void stored.finally(() => storing.delete(stored)).catch(() => undefined)
  return stored
}

/**
 * Resolves once no write is midway into the queue: every write made so far is stored (or
 * refused by storage), so a reload from here loses none.
 */
export async function whenWritesStored(): Promise<void> {
  while (storing.size > 0) await Promise.allSettled([...storing])
}
