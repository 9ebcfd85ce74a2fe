import type { Insertable, Kysely, Transaction, Updateable } from 'kysely'
import type { PetOwnerSummary, Personality } from '../../contract/pets.contract.js'
import type { Database, PetsTable } from '../../db/schema.js'
import { photoPathsOf } from '../../db/json-text.js'
import { nextChangeSeq } from '../sync/change-sequence.repository.js'
import type { PetRow } from './pet-doc.js'

export type NewPetRow = Omit<Insertable<PetsTable>, 'seq' | 'deleted'>
export type PetChanges = Omit<Updateable<PetsTable>, 'id' | 'owner_id' | 'seq' | 'deleted'>

/**
 * Every pet write runs in its group-commit batch's transaction (pets.service.ts) and takes its
 * change seq first (see sync/change-sequence.repository.ts), so the pull feed sees writes in
 * commit order. Writes to an existing pet re-read it inside that transaction and let the
 * service's `check` decide on the current row: two concurrent edits cannot both act on the same
 * stale copy.
 */
export function createPetsRepository(db: Kysely<Database>) {
  const selectPets = (executor: Kysely<Database> | Transaction<Database>) =>
    executor.selectFrom('pets').selectAll()

  async function replacePersonalities(
    trx: Transaction<Database>,
    petId: string,
    personalityIds: readonly string[],
  ): Promise<void> {
    await trx.deleteFrom('pet_personalities').where('pet_id', '=', petId).execute()
    if (personalityIds.length === 0) return
    await trx
      .insertInto('pet_personalities')
      .values(
        personalityIds.map((personalityId) => ({ pet_id: petId, personality_id: personalityId })),
      )
      .execute()
  }

  return {
    /** Every photo path a pet holds (for the sweep of photos no pet holds). */
    photoPaths: () => photoPathsOf(db.selectFrom('pets').select('photos').where('deleted', '=', 0)),

    /** Tombstones included: callers decide what a deleted pet means to them. */
    findPet(
      id: string,
      executor: Kysely<Database> | Transaction<Database> = db,
    ): Promise<PetRow | undefined> {
      return selectPets(executor).where('id', '=', id).executeTakeFirst()
    },

    /** The owner's public fields, for a pet profile. */
    findOwnerSummary(ownerId: string): Promise<PetOwnerSummary | undefined> {
      return db
        .selectFrom('users')
        .select(['name', 'avatar', 'city'])
        .where('id', '=', ownerId)
        .executeTakeFirst()
    },

    listActiveByOwner(ownerId: string): Promise<PetRow[]> {
      return selectPets(db)
        .where('owner_id', '=', ownerId)
        .where('deleted', '=', 0)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
    },

    /** The owner's change feed page: tombstones included, in seq order. */
    changesAfter(ownerId: string, afterSeq: number, limit: number): Promise<PetRow[]> {
      return selectPets(db)
        .where('owner_id', '=', ownerId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(limit)
        .execute()
    },

    /** Each pet's personalities in catalogue order. */
    async personalitiesOf(
      petIds: readonly string[],
      executor: Kysely<Database> | Transaction<Database> = db,
    ): Promise<Map<string, Personality[]>> {
      const byPet = new Map<string, Personality[]>()
      if (petIds.length === 0) return byPet
      const rows = await executor
        .selectFrom('pet_personalities')
        .innerJoin('personalities', 'personalities.id', 'pet_personalities.personality_id')
        .select([
          'pet_personalities.pet_id as petId',
          'personalities.id as id',
          'personalities.name as name',
          'personalities.category as category',
        ])
        .where('pet_personalities.pet_id', 'in', [...petIds])
        .orderBy('personalities.sort_order')
        .orderBy('personalities.id')
        .execute()
      for (const { petId, ...personality } of rows) {
        const list = byPet.get(petId)
        if (list) list.push(personality)
        else byPet.set(petId, [personality])
      }
      return byPet
    },

    allPersonalities(): Promise<Personality[]> {
      return db
        .selectFrom('personalities')
        .select(['id', 'name', 'category'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    },

    async existingPersonalityIds(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .selectFrom('personalities')
        .select('id')
        .where('id', 'in', [...ids])
        .execute()
      return new Set(rows.map((row) => row.id))
    },

    /**
     * Inserts the pet with a new seq inside the batch's transaction; undefined when the id is
     * taken (by anyone, tombstones included: a client-made id's repeat, or a clash).
     */
    async insertPetIn(
      trx: Transaction<Database>,
      values: NewPetRow,
      personalityIds: readonly string[],
    ): Promise<PetRow | undefined> {
      const seq = await nextChangeSeq(trx, 'pets')
      const row = await trx
        .insertInto('pets')
        .values({ ...values, seq, deleted: 0 })
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll()
        .executeTakeFirst()
      if (row) await replacePersonalities(trx, values.id, personalityIds)
      return row
    },

    /**
     * Runs `check` on the pet as it is inside the write transaction (it throws to refuse, which
     * undoes the write) and applies what it returns; undefined when no pet has that id.
     */
    async updatePetIn(
      trx: Transaction<Database>,
      id: string,
      check: (current: PetRow) => { changes: PetChanges; personalityIds?: string[] },
    ): Promise<{ before: PetRow; after: PetRow } | undefined> {
      const seq = await nextChangeSeq(trx, 'pets')
      const before = await selectPets(trx).where('id', '=', id).executeTakeFirst()
      if (!before) return undefined
      const { changes, personalityIds } = check(before)
      const after = await trx
        .updateTable('pets')
        .set({ ...changes, seq })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
      if (personalityIds) await replacePersonalities(trx, id, personalityIds)
      return { before, after }
    },

    /** Keeps the row as a tombstone (deleted = 1, photos cleared) with a new seq. */
    async tombstonePetIn(
      trx: Transaction<Database>,
      id: string,
      check: (current: PetRow) => void,
      now: string,
    ): Promise<{ before: PetRow; after: PetRow } | undefined> {
      const seq = await nextChangeSeq(trx, 'pets')
      const before = await selectPets(trx).where('id', '=', id).executeTakeFirst()
      if (!before) return undefined
      check(before)
      const after = await trx
        .updateTable('pets')
        .set({ deleted: 1, photos: '[]', updated_at: now, seq })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return { before, after }
    },
  }
}

export type PetsRepository = ReturnType<typeof createPetsRepository>
