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
 * - SESSION_ENDED: the session ended (sign-out, a refused token, the server ending it): what
 *   the worker kept for that user goes — last-known answers, every map, saved areas too;
 * - CLAIM: a page the active worker does not control asks to be taken (why a page can be
 *   left uncontrolled: src/features/pwa/register-sw.ts, askToBeControlled).
 */
export type PageToWorkerMessage =
  { type: 'SKIP_WAITING' } | { type: 'SESSION_ENDED' } | { type: 'CLAIM' }

export const SESSION_ENDED = 'SESSION_ENDED'
export const CLAIM = 'CLAIM'

export function parsePageMessage(data: unknown): PageToWorkerMessage | null {
  const type = data !== null && typeof data === 'object' ? (data as { type?: unknown }).type : null
  return type === 'SKIP_WAITING' || type === SESSION_ENDED || type === CLAIM ? { type } : null
}
