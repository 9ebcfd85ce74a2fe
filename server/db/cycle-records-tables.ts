import type { Generated, Selectable } from 'kysely'

/** Reproductive-cycle records (migration 0016); portable types as in schema.ts. */
export interface CycleRecordsTable {
  id: string
  pet_id: string
  /** the pet's owner when the record was made (pets never change owner): the feed's key */
  owner_id: string
  /** YYYY-MM-DD */
  date: string
  phase: string
  /** JSON list of symptom codes */
  symptoms: string
  temperature: number | null
  behavior: string | null
  discharge: string | null
  notes: string | null
  created_at: string
  updated_at: string
  /** 1 for a tombstone, kept for the change feed */
  deleted: Generated<number>
  /** position in the 'cycleRecords' change feed (PostgreSQL answers bigint as a string) */
  seq: Generated<number>
}

export type CycleRecordRow = Omit<Selectable<CycleRecordsTable>, 'seq'> & { seq: number | string }

/** The owner's 'en celo' mark of a female pet (migration 0019). */
export interface PetHeatMarksTable {
  pet_id: string
  /** YYYY-MM-DD, the owner's calendar day of the mark */
  marked_on: string
  /** ISO instant: the mark ends by itself then */
  expires_at: string
  updated_at: string
}
