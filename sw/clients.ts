/// <reference lib="webworker" />
import type { WorkerToPageMessage } from './messages'

declare const self: ServiceWorkerGlobalScope

/**
 * Posts a message to every open window of the origin, controlled or not: a page opened before
 * this worker took control (the very first visit) must still learn what happened to its writes.
 */
export async function broadcast(message: WorkerToPageMessage): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of windows) client.postMessage(message)
}
