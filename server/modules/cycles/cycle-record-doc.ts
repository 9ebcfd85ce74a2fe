import type {
  CycleBehavior,
  CycleDischarge,
  CyclePhase,
  CycleRecordDoc,
  CycleSymptom,
} from '../../contract/cycles.messages.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import type { CycleRecordRow } from '../../db/cycle-records-tables.js'

function parseSymptoms(json: string): CycleSymptom[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value)
      ? (value.filter((v) => typeof v === 'string') as CycleSymptom[])
      : []
  } catch {
    return []
  }
}

/** The one record shape every client sees: REST answers, pull documents and live events. */
export function toCycleRecordDoc(row: CycleRecordRow): CycleRecordDoc {
  return {
    id: row.id,
    petId: row.pet_id,
    date: row.date,
    phase: row.phase as CyclePhase,
    symptoms: parseSymptoms(row.symptoms),
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
