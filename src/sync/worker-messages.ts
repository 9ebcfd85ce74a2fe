import {
  parseWorkerMessage,
  type PageToWorkerMessage,
  type QueueReplayedMessage,
} from '../../sw/messages'
import { sync as texts } from '../i18n/es/sync'
import { acknowledge } from './actions'
import type { SyncContext } from './context'
import { messageOf } from './failures'
import { findOutboxEntry, patchOutboxEntry, removeOutboxEntries } from './outbox'
import { syncErrors } from './sync-errors'

/**
 * The outbox's side of the service-worker protocol (sw/messages.ts). The worker reports each
 * queued write that left its queue for good, by Idempotency-Key (= outbox entry id):
 * - done (2xx): like a live 2xx — the entry waits for the server's version to replicate;
 * - rejected (definitive 4xx): the entry is deleted (rollback) and the server's Spanish message
 *   goes to the sync error store, since the action that made it returned long ago;
 * - expired (never delivered within the worker's retention): the entry turns `failed`.
 * Every open tab hears the message; handling it twice is harmless (the second finds nothing).
 * Messages for writes outside the outbox (swipes, chat, …) are ignored here.
 */
function workers(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined
}

export async function handleQueueReplayed(
  context: SyncContext,
  message: QueueReplayedMessage,
): Promise<void> {
  if (!message.key) return
  const entry = await findOutboxEntry(context.database, message.key)
  if (!entry) return
  switch (message.outcome) {
    case 'done':
      await acknowledge(context, entry.id, message.body)
      return
    case 'rejected':
      await removeOutboxEntries(context.database, [entry.id])
      syncErrors.push(messageOf(message.body) ?? entry.fallbackMessage)
      return
    case 'expired':
      await patchOutboxEntry(context.database, entry.id, { state: 'failed', error: texts.notSent })
      return
  }
}

/** Listens for the worker's replay reports while the session runs; returns the stop. */
export function listenToWorker(context: SyncContext): () => void {
  const container = workers()
  if (!container) return () => undefined
  const onMessage = (event: MessageEvent) => {
    const message = parseWorkerMessage(event.data)
    if (message?.type === 'queue-replayed') void handleQueueReplayed(context, message)
  }
  container.addEventListener('message', onMessage)
  container.startMessages()
  return () => container.removeEventListener('message', onMessage)
}

/**
 * Sign-out: the worker forgets its queued writes. They carry the user's token and data, and
 * the next person on this device must not send them.
 */
export function clearWorkerQueue(): void {
  const container = workers()
  if (!container) return
  const message: PageToWorkerMessage = { type: 'clear-queue' }
  if (container.controller) {
    container.controller.postMessage(message)
    return
  }
  void container.ready.then((registration) => registration.active?.postMessage(message))
}
