/**
 * What features may do with the outbox besides writing through runMutation(): observe it (to
 * lay pending changes over their documents), read a document's newest pending version, and
 * discard changes that can no longer be sent. The entries themselves stay private to src/sync.
 */
import type { HuellitasDatabase, OutboxDoc } from '../db'
import { getSyncContext } from './context'
import { findOutboxEntriesFor, observeOutbox, removeOutboxEntries } from './outbox'

export { observeOutbox }
export type { OutboxDoc }

/**
 * Forgets the user's changes to one document that can no longer be sent (syncState 'failed':
 * the UI's "Descartar"): the screen falls back to the replicated version, or drops a document
 * that was never created. Changes still on their way (pending) are left alone.
 */
export async function discardPendingChanges(target: string, docId: string): Promise<void> {
  const context = getSyncContext()
  if (!context) return
  const entries = await findOutboxEntriesFor(context.database, target, docId)
  await removeOutboxEntries(
    context.database,
    entries.filter((entry) => entry.state === 'failed').map((entry) => entry.id),
  )
}

/**
 * The newest unconfirmed version of a document (undefined: no pending change; null: a pending
 * delete), to build the next change on top of what the user sees.
 */
export async function latestPendingVersion<T>(
  database: HuellitasDatabase,
  target: string,
  docId: string,
): Promise<T | null | undefined> {
  const entries = await findOutboxEntriesFor(database, target, docId)
  const latest = entries.sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1)).at(-1)
  return latest ? (latest.doc as T | null) : undefined
}
