import { map, type Observable } from 'rxjs'
import type { HuellitasDatabase, OutboxDoc, OutboxOp } from '../db'

/**
 * The outbox repository: the only code that reads or writes the local-only `outbox` collection
 * (schema and state machine: src/db/schemas/outbox.schema.ts). Writes tolerate a database that
 * was closed underneath them (logout while a request was in flight): they report "gone".
 */
/**
 * The database (or, while it closes, its outbox collection) is closed: a write has nowhere to
 * go. RxDB closes the collections before it marks the database closed.
 */
function isGone(database: HuellitasDatabase): boolean {
  return database.closed || database.outbox.closed
}

export interface NewOutboxEntry {
  /** the Idempotency-Key */
  id: string
  target: string
  docId: string
  op: OutboxOp
  doc: Record<string, unknown> | null
  fallbackMessage: string
  baseUpdatedAt: string | null
  pageId: string
}

export async function addOutboxEntry(
  database: HuellitasDatabase,
  entry: NewOutboxEntry,
): Promise<OutboxDoc> {
  const now = new Date().toISOString()
  const document = await database.outbox.insert({
    ...entry,
    state: 'sending',
    error: null,
    serverUpdatedAt: null,
    ackAt: null,
    createdAt: now,
    updatedAt: now,
  })
  return document.toJSON()
}

/** Applies `patch` to the entry; null when the entry (or the database) is gone. */
export async function patchOutboxEntry(
  database: HuellitasDatabase,
  id: string,
  patch: Partial<Omit<OutboxDoc, 'id'>>,
): Promise<OutboxDoc | null> {
  if (isGone(database)) return null
  try {
    const document = await database.outbox.findOne(id).exec()
    if (!document) return null
    const updated = await document.incrementalPatch({
      ...patch,
      updatedAt: new Date().toISOString(),
    })
    return updated.toJSON()
  } catch (error) {
    if (isGone(database)) return null
    throw error
  }
}

export async function findOutboxEntry(
  database: HuellitasDatabase,
  id: string,
): Promise<OutboxDoc | null> {
  if (isGone(database)) return null
  const document = await database.outbox.findOne(id).exec()
  return document ? document.toJSON() : null
}

export async function removeOutboxEntries(
  database: HuellitasDatabase,
  ids: readonly string[],
): Promise<void> {
  if (isGone(database) || ids.length === 0) return
  try {
    await database.outbox.bulkRemove([...ids])
  } catch (error) {
    if (!isGone(database)) throw error
  }
}

/** All entries of one target document (to discard a failed change). */
export async function findOutboxEntriesFor(
  database: HuellitasDatabase,
  target: string,
  docId: string,
): Promise<OutboxDoc[]> {
  const documents = await database.outbox.find({ selector: { target, docId } }).exec()
  return documents.map((document) => document.toJSON() as OutboxDoc)
}

/** Live list of the entries for one collection (or all), oldest first. */
export function observeOutbox(
  database: HuellitasDatabase,
  target?: string,
): Observable<OutboxDoc[]> {
  return database.outbox
    .find({
      selector: target === undefined ? {} : { target },
      sort: [{ createdAt: 'asc' }, { id: 'asc' }],
    })
    .$.pipe(map((documents) => documents.map((document) => document.toJSON() as OutboxDoc)))
}
