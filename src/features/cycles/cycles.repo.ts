import { combineLatest, map, type Observable } from 'rxjs'
import type { CycleRecordDoc } from '@contract/cycles.messages'
import type { HuellitasDatabase } from '../../db'
import {
  mergePending,
  observePendingWrites,
  type ReplicatedDocs,
  type WithSyncState,
} from '../../sync'
import { liveQuery } from '../../db/live-query'

/**
 * The cycles feature's only access to RxDB: the replicated `cycleRecords` collection (the
 * owner's feed: records of her own pets only) with the user's queued writes laid over them, so a
 * record added, edited or deleted offline shows at once, marked pending.
 */
export const CYCLE_RECORDS = 'cycleRecords'

/** Where an edit or a delete of a record finds it (src/sync/document-writes.ts). */
export const cycleRecordDocs: ReplicatedDocs<CycleRecordDoc> = {
  target: CYCLE_RECORDS,
  collection: (database) => database.cycleRecords,
}

export type ListedCycleRecord = WithSyncState<CycleRecordDoc>

function byDate(a: CycleRecordDoc, b: CycleRecordDoc): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0
}

/** Every record on this device (all the owner's pets), oldest first, pending ones included. */
export function observeCycleRecords(
  database: HuellitasDatabase,
  petId?: string,
): Observable<ListedCycleRecord[]> {
  const replicated = liveQuery(() =>
    database.cycleRecords.find(petId ? { selector: { petId } } : {}),
  ).pipe(map((documents) => documents.map((document) => document.toJSON() as CycleRecordDoc)))
  return combineLatest([replicated, observePendingWrites(CYCLE_RECORDS)]).pipe(
    map(([records, entries]) =>
      mergePending(records, entries, (record) => !petId || record.petId === petId).sort(byDate),
    ),
  )
}
