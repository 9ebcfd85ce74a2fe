import {
  createRevision,
  now,
  type ReplicationPullHandler,
  type RxCollection,
  type RxDocumentData,
  type WithDeleted,
} from 'rxdb'
import type { SyncCheckpoint } from '@contract/sync.contract'
import type { PagePuller, PulledPage } from './pull-handler'

/**
 * The first pull of an empty collection (a new device, or the first sign-in), done in bulk.
 *
 * RxDB's downstream stores each pulled batch with three IndexedDB reads per document before it
 * writes: the local document, the replication's per-document metadata (never written in a
 * pull-only replication, so always absent) and the local document again inside the write. Into
 * an empty collection those reads find nothing, yet they cost a good part of an initial pull of
 * thousands of documents (10,000 pets in Chromium: about 3.7 s that way, 2.5 s this way). Here the pull handler's first call, when the replication has
 * no checkpoint yet and the collection is empty, pages through the whole feed itself, fetching
 * page n+1 while page n is written, and writes each page straight into the collection's storage:
 * - exactly as RxDB's downstream writes a new document (revision 1 of the replication, a fresh
 *   `_meta.lwt`), under the downstream's own write context, so the replication's upstream
 *   treats the documents as pulled, not as local changes;
 * - `previous` unset, so a document that exists after all (a concurrent write) is refused with a
 *   conflict instead of overwritten; it is handed back to RxDB with the batch this call returns,
 *   and RxDB's ordinary path stores it. So are deletions of documents written earlier in this
 *   same pass; other deletions concern documents this device never had and are skipped.
 * The call returns the feed's last checkpoint with those hand-backs plus the last document seen
 * (already stored: RxDB finds it equal and writes nothing), because RxDB keeps a checkpoint only
 * from a batch that has documents. Only then does RxDB store the checkpoint, so a pass cut short
 * (the tab closes) restarts from the beginning and finds the documents already there. A request
 * that fails midway ends the pass at the last stored page; `onCutShort` asks for a pull from
 * there (RxDB's own retries and backoff take over). Socket events that arrive meanwhile wait in
 * RxDB's queue behind this call, as they would behind any pull.
 */
export interface BulkFirstPullOptions<T extends { id: string }> {
  collection: RxCollection<T>
  /** RxDB's replication identifier hash input: 'rxdbreplication' + replicationIdentifier */
  replicationIdentifier: string
  pullPage: PagePuller<T>
  /** the running replication's downstream write context (undefined before it starts) */
  downstreamWriteContext: () => Promise<string> | undefined
  isStopped: () => boolean
  /** the pass stopped at a failed request: pull again from the stored checkpoint */
  onCutShort: () => void
}

type Settled<T> = { ok: true; page: PulledPage<T> } | { ok: false }

export function withBulkFirstPull<T extends { id: string }>(
  options: BulkFirstPullOptions<T>,
): ReplicationPullHandler<T, SyncCheckpoint> {
  let isFirstPull = true
  return async (checkpoint, batchSize) => {
    const context = isFirstPull && !checkpoint ? options.downstreamWriteContext() : undefined
    const isBulk = !!context && (await options.collection.count().exec()) === 0
    const first = await options.pullPage(checkpoint, batchSize)
    // Only a first page that arrived ends the first-pull state: a failed one is retried as such.
    isFirstPull = false
    if (!isBulk || !first.isFull) {
      return { documents: first.documents, checkpoint: first.checkpoint }
    }
    return bulkLoad(options, first, batchSize, await context)
  }
}

async function bulkLoad<T extends { id: string }>(
  options: BulkFirstPullOptions<T>,
  first: PulledPage<T>,
  batchSize: number,
  context: string,
): Promise<{ documents: WithDeleted<T>[]; checkpoint: SyncCheckpoint }> {
  const { collection } = options
  const revision = createRevision(
    await collection.database.hashFunction(`rxdbreplication${options.replicationIdentifier}`),
  )
  const written = new Set<string>()
  /** documents RxDB's ordinary path must store (conflicts, deletions of written ones) */
  const handBack = new Map<string, WithDeleted<T>>()
  let lastSeen: WithDeleted<T> | undefined

  const write = async (documents: WithDeleted<T>[]) => {
    const rows: { document: RxDocumentData<T> }[] = []
    for (const document of documents) {
      if (document._deleted) {
        if (written.has(document.id) || handBack.has(document.id)) {
          handBack.set(document.id, document)
        }
        continue
      }
      rows.push({
        document: {
          ...document,
          _deleted: false,
          _attachments: {},
          _meta: { lwt: now() },
          _rev: revision,
        },
      })
    }
    if (rows.length === 0) return
    const pulled = new Map(documents.map((document) => [document.id, document]))
    const result = await collection.storageInstance.bulkWrite(rows, context)
    const refused = new Set<string>()
    for (const error of result.error) {
      // Anything but a conflict is a real storage failure: RxDB reports it and retries the pull.
      if (error.status !== 409) throw new Error(`bulk first pull: write refused (${error.status})`)
      refused.add(error.documentId)
      const document = pulled.get(error.documentId)
      if (document) handBack.set(document.id, document)
    }
    for (const { document } of rows) {
      if (refused.has(document.id)) continue
      written.add(document.id)
      // A newer state written here replaces an older one handed back from an earlier page.
      handBack.delete(document.id)
    }
  }

  let page = first
  for (;;) {
    lastSeen = page.documents.at(-1) ?? lastSeen
    // Fetch the next page while this one is written; settle it so a failure is not unhandled.
    const next: Promise<Settled<T>> | null =
      page.isFull && !options.isStopped()
        ? options.pullPage(page.checkpoint, batchSize).then(
            (nextPage) => ({ ok: true, page: nextPage }),
            () => ({ ok: false }),
          )
        : null
    await write(page.documents)
    if (!next) break
    const settled = await next
    if (!settled.ok) {
      setTimeout(options.onCutShort, 0)
      break
    }
    page = settled.page
  }

  const documents = [...handBack.values()]
  if (lastSeen && !handBack.has(lastSeen.id)) documents.push(lastSeen)
  return { documents, checkpoint: page.checkpoint }
}
