import type { PendingWrite } from '../../sw/write-queue/queued-write'

/**
 * What a screen shows — the one place where it is decided: the replicated documents with the
 * user's queued writes laid over them, in the order they were made. A create or update shows
 * its optimistic document, a delete hides the document — except when the write was refused for
 * good (`failed`): then the document stays visible, marked, so the user sees it did not happen
 * and can retry or discard it.
 */
export type SyncState = 'synced' | 'pending' | 'failed'
export type WithSyncState<T> = T & {
  syncState: SyncState
  /** why a failed write failed: the server's Spanish message (only when failed) */
  syncError?: string
}

export function mergePending<T extends { id: string }>(
  documents: readonly T[],
  entries: readonly PendingWrite[],
  /** entries whose optimistic document fails this test are left out (e.g. another owner's) */
  accept: (document: T) => boolean = () => true,
): WithSyncState<T>[] {
  const merged = new Map<string, WithSyncState<T>>()
  for (const document of documents) merged.set(document.id, { ...document, syncState: 'synced' })
  for (const entry of entries) {
    const syncState: SyncState = entry.state === 'failed' ? 'failed' : 'pending'
    const state =
      entry.state === 'failed' && entry.error
        ? { syncState, syncError: entry.error }
        : { syncState }
    if (entry.op === 'delete') {
      const current = merged.get(entry.docId)
      if (syncState === 'failed' && current) merged.set(entry.docId, { ...current, ...state })
      else merged.delete(entry.docId)
      continue
    }
    const optimistic = entry.doc as T | null
    if (optimistic && optimistic.id === entry.docId && accept(optimistic)) {
      merged.set(entry.docId, { ...optimistic, ...state })
    } else {
      merged.delete(entry.docId)
    }
  }
  return [...merged.values()]
}
