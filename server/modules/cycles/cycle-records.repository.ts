import type { Insertable, Kysely, Transaction } from 'kysely'
import type { CycleRecordRow, CycleRecordsTable } from '../../db/cycle-records-tables.js'
import type { Database } from '../../db/schema.js'
import { nextChangeSeq } from '../sync/change-sequence.repository.js'
import { ownedChangesAfter } from '../sync/owned-changes.repository.js'

export type NewCycleRecordRow = Omit<Insertable<CycleRecordsTable>, 'seq' | 'deleted'>
export type CycleRecordChanges = Pick<
  CycleRecordsTable,
  'date' | 'phase' | 'symptoms' | 'temperature' | 'behavior' | 'discharge' | 'notes' | 'updated_at'
>

/** What the records' rules read of a pet. */
export interface CyclePetRow {
  id: string
  owner_id: string
  name: string
  species: string
  gender: 'MALE' | 'FEMALE'
  photos: string
  deleted: number
}

/** A live record with its live female pet, for the reminder sweep. */
export interface SweepRow {
  pet_id: string
  owner_id: string
  name: string
  species: string
  photos: string
  date: string
  phase: string
  /** the owner's push preferences (JSON; their time zone), null when never saved */
  preferences: string | null
}

/** Reads outside a write, or inside one (its transaction). */
type Executor = Kysely<Database> | Transaction<Database>

/**
 * The writes run in the group commit's transaction (the service's queued writes). Every write
 * takes its 'cycleRecords' seq first in it (change-sequence.repository), so the owner's pulls
 * see writes in commit order; updates and deletes re-read the row inside that transaction and
 * let the service's `check` decide on the current version.
 */
export function createCycleRecordsRepository(db: Kysely<Database>) {
  return {
    findPet(id: string, executor: Executor = db): Promise<CyclePetRow | undefined> {
      return executor
        .selectFrom('pets')
        .select(['id', 'owner_id', 'name', 'species', 'gender', 'photos', 'deleted'])
        .where('id', '=', id)
        .executeTakeFirst()
    },

    /** Tombstones included. */
    findRecord(id: string, executor: Executor = db): Promise<CycleRecordRow | undefined> {
      return executor
        .selectFrom('cycle_records')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
    },

    listByPet(petId: string): Promise<CycleRecordRow[]> {
      return db
        .selectFrom('cycle_records')
        .selectAll()
        .where('pet_id', '=', petId)
        .where('deleted', '=', 0)
        .orderBy('date')
        .orderBy('created_at')
        .execute()
    },

    changesAfter(ownerId: string, afterSeq: number, limit: number): Promise<CycleRecordRow[]> {
      return ownedChangesAfter(db, 'cycle_records', 'owner_id', ownerId, afterSeq, limit)
    },

    /** Inserts the record; undefined when its id is taken (stored before, or meanwhile). */
    async insertRecordIn(
      trx: Transaction<Database>,
      values: NewCycleRecordRow,
    ): Promise<CycleRecordRow | undefined> {
      const seq = await nextChangeSeq(trx, 'cycleRecords')
      return trx
        .insertInto('cycle_records')
        .values({ ...values, seq, deleted: 0 })
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll()
        .executeTakeFirst()
    },

    /**
     * Runs `check` on the record as it is inside the write transaction (it throws to refuse)
     * and applies what it returns; undefined when there is no such row.
     */
    async updateRecordIn(
      trx: Transaction<Database>,
      id: string,
      check: (current: CycleRecordRow) => Partial<CycleRecordChanges> & { deleted?: number },
    ): Promise<CycleRecordRow | undefined> {
      const seq = await nextChangeSeq(trx, 'cycleRecords')
      const before = await trx
        .selectFrom('cycle_records')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      if (!before) return undefined
      const changes = check(before)
      return trx
        .updateTable('cycle_records')
        .set({ ...changes, seq })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    /**
     * Live records of live female pets, by pet then date, `limit` pets at a time after
     * `afterPetId` (the reminder sweep walks every pet with records this way).
     */
    async sweepPage(afterPetId: string, limit: number): Promise<SweepRow[]> {
      const pets = await db
        .selectFrom('cycle_records')
        .innerJoin('pets', 'pets.id', 'cycle_records.pet_id')
        .select('cycle_records.pet_id')
        .distinct()
        .where('cycle_records.deleted', '=', 0)
        .where('pets.deleted', '=', 0)
        .where('pets.gender', '=', 'FEMALE')
        .where('cycle_records.pet_id', '>', afterPetId)
        .orderBy('cycle_records.pet_id')
        .limit(limit)
        .execute()
      if (pets.length === 0) return []
      return db
        .selectFrom('cycle_records')
        .innerJoin('pets', 'pets.id', 'cycle_records.pet_id')
        .leftJoin('push_preferences', 'push_preferences.user_id', 'pets.owner_id')
        .select([
          'cycle_records.pet_id',
          'pets.owner_id',
          'pets.name',
          'pets.species',
          'pets.photos',
          'cycle_records.date',
          'cycle_records.phase',
          'push_preferences.preferences',
        ])
        .where('cycle_records.deleted', '=', 0)
        .where(
          'cycle_records.pet_id',
          'in',
          pets.map((row) => row.pet_id),
        )
        .orderBy('cycle_records.pet_id')
        .orderBy('cycle_records.date')
        .execute()
    },
  }
}

export type CycleRecordsRepository = ReturnType<typeof createCycleRecordsRepository>
