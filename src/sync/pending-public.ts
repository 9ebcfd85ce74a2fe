import type { PendingWrite } from '../../sw/write-queue/queued-write'
import { currentPendingWrites, removeWrites, retryWrite } from './write-queue'

/**
 * What features may do with queued writes besides making them through runMutation(): read a
 * document's newest pending version, and retry or discard writes the server refused. The
 * requests themselves stay inside the queue.
 */
function refusedFor(target: string, docId: string): PendingWrite[] {
  return currentPendingWrites().filter(
    (entry) => entry.target === target && entry.docId === docId && entry.state === 'failed',
  )
}

/**
 * Forgets the refused writes of one document (the UI's "Descartar"): the screen falls back to
 * the replicated version, or drops a document that was never created. Writes still on their
 * way are left alone.
 */
export async function discardPendingChanges(target: string, docId: string): Promise<void> {
  await removeWrites(refusedFor(target, docId).map((entry) => entry.key))
}

/** Sends the refused writes of one document again (the UI's "Reintentar"). */
export async function retryPendingChanges(target: string, docId: string): Promise<void> {
  for (const entry of refusedFor(target, docId)) await retryWrite(entry.key)
}

/**
 * The newest unconfirmed version of a document (undefined: no pending change; null: a pending
 * delete), to build the next change on top of what the user sees.
 */
export function latestPendingVersion<T>(target: string, docId: string): T | null | undefined {
  const latest = currentPendingWrites()
    .filter((entry) => entry.target === target && entry.docId === docId)
    .at(-1)
  return latest ? (latest.doc as T | null) : undefined
}
