import type { Kysely } from 'kysely'
import type { BoostsTable, Database, PassportsTable } from '../../db/schema.js'

/** The passports and boosts tables (migration 0023). */
export function createPremiumBenefitsRepository(db: Kysely<Database>) {
  return {
    passportOf(userId: string): Promise<PassportsTable | undefined> {
      return db.selectFrom('passports').selectAll().where('user_id', '=', userId).executeTakeFirst()
    },

    async setPassport(row: PassportsTable): Promise<void> {
      await db
        .insertInto('passports')
        .values(row)
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            latitude: row.latitude,
            longitude: row.longitude,
            label: row.label,
            updated_at: row.updated_at,
          }),
        )
        .execute()
    },

    async clearPassport(userId: string): Promise<void> {
      await db.deleteFrom('passports').where('user_id', '=', userId).execute()
    },

    /** The user's boost of `month` ('2025-07'), if they used it. */
    boostOf(userId: string, month: string): Promise<BoostsTable | undefined> {
      return db
        .selectFrom('boosts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('month', '=', month)
        .executeTakeFirst()
    },

    /** The latest boost still running at `at` (one that began last month may still run). */
    runningBoost(userId: string, at: string): Promise<BoostsTable | undefined> {
      return db
        .selectFrom('boosts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('ends_at', '>', at)
        .orderBy('ends_at', 'desc')
        .executeTakeFirst()
    },

    /** Starts the month's boost; false when that month's was taken (the primary key decides). */
    async startBoost(row: BoostsTable): Promise<boolean> {
      const result = await db
        .insertInto('boosts')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },
  }
}

export type PremiumBenefitsRepository = ReturnType<typeof createPremiumBenefitsRepository>
