import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * Whether the pet whose id is `petId` (an SQL expression) carries a live 'en celo' mark at
 * `nowIso`: marked, not yet expired, and no metestrus or anestrus recorded on or after the day
 * of the mark (her estrus is over). The one test both the owner's read and discover's filter use.
 */
export function activeHeatMarkSql(petId: RawBuilder<unknown>, nowIso: string): RawBuilder<unknown> {
  return sql`exists (select 1 from pet_heat_marks h
    where h.pet_id = ${petId} and h.expires_at > ${nowIso}
      and not exists (select 1 from cycle_records c
        where c.pet_id = h.pet_id and c.deleted = 0
          and c.phase in ('metestrus', 'anestrus') and c.date >= h.marked_on))`
}

/** Reads outside a write, or a write's own transaction (the group commit's). */
type Executor = Kysely<Database> | Transaction<Database>

export function createHeatMarksRepository(db: Kysely<Database>) {
  return {
    /** The live mark's end, or undefined when the pet carries none. */
    async activeUntil(
      petId: string,
      nowIso: string,
      executor: Executor = db,
    ): Promise<string | undefined> {
      const row = await executor
        .selectFrom('pet_heat_marks')
        .select('expires_at')
        .where('pet_id', '=', petId)
        .where(activeHeatMarkSql(sql`pet_heat_marks.pet_id`, nowIso) as never)
        .executeTakeFirst()
      return row?.expires_at
    },

    async markIn(
      trx: Transaction<Database>,
      petId: string,
      mark: { markedOn: string; expiresAt: string; at: string },
    ): Promise<void> {
      const { markedOn, expiresAt, at } = mark
      await trx
        .insertInto('pet_heat_marks')
        .values({ pet_id: petId, marked_on: markedOn, expires_at: expiresAt, updated_at: at })
        .onConflict((conflict) =>
          conflict
            .column('pet_id')
            .doUpdateSet({ marked_on: markedOn, expires_at: expiresAt, updated_at: at }),
        )
        .execute()
    },

    async clearIn(trx: Transaction<Database>, petId: string): Promise<void> {
      await trx.deleteFrom('pet_heat_marks').where('pet_id', '=', petId).execute()
    },
  }
}

export type HeatMarksRepository = ReturnType<typeof createHeatMarksRepository>
