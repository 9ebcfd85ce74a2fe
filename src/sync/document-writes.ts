import type { RxCollection } from 'rxdb'
import type { HuellitasDatabase } from '../db'
import { runMutation, type MutationResult } from './actions'
import { requireSyncContext } from './context'
import { findCurrent, findSynced } from './replicated-docs'
import type { WriteRequest } from './write-queue'

/**
 * Changes to a document that already exists (an edit, a status, a delete), queued like every
 * write (actions.ts). Every such change is built the same way, so it lives here once: the new
 * version starts from the document as the user sees it now (their earlier queued changes
 * applied, so two quick edits offline both survive), and is sent against the updatedAt the
 * server last gave, which lets the server refuse a change made on a version it has since
 * replaced.
 */

/** A feature's replicated collection, as its repo declares it for the writes. */
export interface ReplicatedDocs<T> {
  /** the write-queue target its changes are stored under (its pending ones merge by it) */
  target: string
  collection: (database: HuellitasDatabase) => RxCollection<T>
}

interface DocumentWrite {
  fallbackMessage: string
  request: WriteRequest
}

/** `doc` builds the optimistic version from the current one (null: not on this device). */
export async function queueDocumentUpdate<T extends { id: string; updatedAt: string }>(
  docs: ReplicatedDocs<T>,
  id: string,
  write: DocumentWrite & { doc: (current: NoInfer<T> | null) => NoInfer<T> | null },
): Promise<MutationResult> {
  const collection = docs.collection(requireSyncContext().database)
  const [current, synced] = await Promise.all([
    findCurrent(collection, docs.target, id),
    findSynced(collection, id),
  ])
  return runMutation({
    target: docs.target,
    docId: id,
    op: 'update',
    doc: write.doc(current),
    baseUpdatedAt: synced?.updatedAt ?? null,
    fallbackMessage: write.fallbackMessage,
    request: write.request,
  })
}

/** The common update: the current version with `patch` laid over it, updated now. */
export function queueDocumentPatch<T extends { id: string; updatedAt: string }>(
  docs: ReplicatedDocs<T>,
  id: string,
  write: DocumentWrite & { patch: Partial<NoInfer<T>> },
): Promise<MutationResult> {
  return queueDocumentUpdate(docs, id, {
    ...write,
    doc: (current) =>
      current ? { ...current, ...write.patch, updatedAt: new Date().toISOString() } : null,
  })
}

export async function queueDocumentDelete<T extends { id: string; updatedAt: string }>(
  docs: ReplicatedDocs<T>,
  id: string,
  write: DocumentWrite,
): Promise<MutationResult> {
  const synced = await findSynced(docs.collection(requireSyncContext().database), id)
  return runMutation({
    target: docs.target,
    docId: id,
    op: 'delete',
    doc: null,
    baseUpdatedAt: synced?.updatedAt ?? null,
    fallbackMessage: write.fallbackMessage,
    request: write.request,
  })
}
