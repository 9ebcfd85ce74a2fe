import type {
  CycleBehavior,
  CycleDischarge,
  CyclePhase,
  CycleRecordDoc,
  CycleSymptom,
} from '../../contract/cycles.messages.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import type { CycleRecordRow } from '../../db/cycle-records-tables.js'
import { parseStringList } from '../../db/json-text.js'

/** The one record shape every client sees: REST answers, pull documents and live events. */
export function toCycleRecordDoc(row: CycleRecordRow): CycleRecordDoc {
  return {
    id: row.id,
    petId: row.pet_id,
    date: row.date,
    phase: row.phase as CyclePhase,
    symptoms: parseStringList<CycleSymptom>(row.symptoms),
    temperature: row.temperature === null ? null : Number(row.temperature),
    behavior: row.behavior as CycleBehavior | null,
    discharge: row.discharge as CycleDischarge | null,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export const toCycleFeedDoc = (row: CycleRecordRow): Tombstoned<CycleRecordDoc> => ({
  ...toCycleRecordDoc(row),
  _deleted: row.deleted === 1,
})

/** PostgreSQL answers bigint columns as strings. */
export const seqOf = (row: Pick<CycleRecordRow, 'seq'>): number => Number(row.seq)
