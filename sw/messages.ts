/**
 * What the page and the service worker tell each other, shared by sw/ and src/. Pure constants
 * and parsers: no DOM or WebWorker globals, so both programs compile it. What the write queue
 * holds is read from the queue itself (sw/write-queue), never through messages.
 */

/** The Background Sync tag under which the page asks the worker to send queued writes. */
export const WRITE_QUEUE_SYNC_TAG = 'huellitas-writes'

/**
 * Page → worker:
 * - SKIP_WAITING: a waiting worker takes over (the page reloads into the new version);
 * - FORGET_MAPS: the session ended (sign-out, a refused token, the server ending it): every
 *   map the device kept goes, the saved areas too (sw/map/map-routes.ts).
 */
export type PageToWorkerMessage = { type: 'SKIP_WAITING' } | { type: 'FORGET_MAPS' }

export const FORGET_MAPS = 'FORGET_MAPS'

export function parsePageMessage(data: unknown): PageToWorkerMessage | null {
  const type = data !== null && typeof data === 'object' ? (data as { type?: unknown }).type : null
  return type === 'SKIP_WAITING' || type === FORGET_MAPS ? { type } : null
}
