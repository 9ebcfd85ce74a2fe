import type { OutboxDoc } from '../db'

/**
 * What a screen shows: the replicated documents with the user's unconfirmed changes laid over
 * them, oldest change first. A create or update shows its optimistic document, a delete hides
 * the document — except when the change can no longer be sent (`failed`): then the document
 * stays visible, marked, so the user sees it did not happen and can try again or discard it.
 */
export type SyncState = 'synced' | 'pending' | 'failed'
export type WithSyncState<T> = T & { syncState: SyncState }

export function mergeOutbox<T extends { id: string }>(
  documents: readonly T[],
  entries: readonly OutboxDoc[],
  /** entries whose optimistic document fails this test are left out (e.g. another owner's) */
  accept: (document: T) => boolean = () => true,
): WithSyncState<T>[] {
  const merged = new Map<string, WithSyncState<T>>()
  for (const document of documents) merged.set(document.id, { ...document, syncState: 'synced' })
  for (const entry of entries) {
    const syncState: SyncState = entry.state === 'failed' ? 'failed' : 'pending'
    if (entry.op === 'delete') {
      const current = merged.get(entry.docId)
      if (syncState === 'failed' && current) merged.set(entry.docId, { ...current, syncState })
      else merged.delete(entry.docId)
      continue
    }
    const optimistic = entry.doc as T | null
    if (optimistic && optimistic.id === entry.docId && accept(optimistic)) {
      merged.set(entry.docId, { ...optimistic, syncState })
    } else {
      merged.delete(entry.docId)
    }
  }
  return [...merged.values()]
}
