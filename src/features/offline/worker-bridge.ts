import {
  parseWorkerMessage,
  QUEUED_HEADER,
  type PageToWorkerMessage,
  type WorkerToPageMessage,
} from '../../../sw/messages'

/**
 * The page's side of the service-worker protocol (sw/messages.ts): typed messages both ways.
 * Without a worker (development server, jsdom, old browsers) posting does nothing and nothing
 * is ever heard, which is exactly the online-only behaviour.
 */

export type WorkerListener = (message: WorkerToPageMessage) => void

function container(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined
}

/** Every well-formed message the worker posts to this page; returns the unsubscribe. */
export function subscribeToWorker(listener: WorkerListener): () => void {
  const workers = container()
  if (!workers) return () => undefined
  const onMessage = (event: MessageEvent) => {
    const message = parseWorkerMessage(event.data)
    if (message) listener(message)
  }
  workers.addEventListener('message', onMessage)
  // Messages wait in a queue until the page opts in; addEventListener alone does not.
  workers.startMessages()
  return () => workers.removeEventListener('message', onMessage)
}

/**
 * Sends to the worker that controls this page, or — on the very first visit, before it took
 * control — to the active one once it is ready.
 */
export function postToWorker(message: PageToWorkerMessage): void {
  const workers = container()
  if (!workers) return
  if (workers.controller) {
    workers.controller.postMessage(message)
    return
  }
  void workers.ready.then((registration) => registration.active?.postMessage(message))
}

/** Ask the worker to send its queued writes now (the page just came back online). */
export function requestQueueReplay(): void {
  postToWorker({ type: 'replay-queue' })
}

/** Ask for a 'queue-changed' message with the current number of queued writes. */
export function requestQueueSize(): void {
  postToWorker({ type: 'get-queue-size' })
}

/**
 * Forget every queued write. For sign-out: the queued requests carry the user's token and
 * data, and the next person on this device must not send them.
 */
export function clearWriteQueue(): void {
  postToWorker({ type: 'clear-queue' })
}

/** True for the worker's 202 answer to a write it queued instead of sending. */
export function isQueuedResponse(response: Response): boolean {
  return response.status === 202 && response.headers.get(QUEUED_HEADER) === '1'
}
