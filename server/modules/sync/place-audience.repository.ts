import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { allocateChangeSeqs } from './change-sequence.repository.js'

/**
 * A placed item's feed table (lost_pet_audience, found_report_audience): one row per (user,
 * item) the user holds or held on their device. Membership is decided by place-audience.ts;
 * this only writes what changed, with fresh seqs taken first in the transaction
 * (change-sequence.repository.ts) so a pull never skips a change, and reads who holds what.
 * The two tables differ only in their item column, hence the SQL built from `table` and
 * `itemColumn`, which come from the code, never from a request.
 */
export interface AudienceChange {
  userId: string
  itemId: string
  visible: boolean
  own: boolean
}

export interface AudienceEntry extends AudienceChange {
  seq: number
}

export interface AudienceTable {
  table: 'lost_pet_audience' | 'found_report_audience'
  itemColumn: 'lost_pet_id' | 'found_report_id'
  feed: 'lostPets' | 'foundReports'
}

export type AudienceRows = ReturnType<typeof createAudienceRows>

/** Both databases' bound-parameter limits hold for 500 rows of five values. */
const CHUNK = 500

export function createAudienceRows(
  db: Kysely<Database>,
  { table, itemColumn, feed }: AudienceTable,
) {
  const tableRef = sql.table(table)
  const itemRef = sql.ref(itemColumn)
  return {
    /** Writes each change with its own new seq; answers them with their seqs. */
    async write(changes: readonly AudienceChange[]): Promise<AudienceEntry[]> {
      if (changes.length === 0) return []
      return db.transaction().execute(async (trx) => {
        const first = await allocateChangeSeqs(trx, feed, changes.length)
        const entries = changes.map((change, index) => ({ ...change, seq: first + index }))
        for (let start = 0; start < entries.length; start += CHUNK) {
          const values = entries
            .slice(start, start + CHUNK)
            .map(
              (entry) =>
                sql`(${entry.userId}, ${entry.itemId}, ${entry.seq}, ${entry.visible ? 1 : 0}, ${entry.own ? 1 : 0})`,
            )
          await sql`insert into ${tableRef} (user_id, ${itemRef}, seq, visible, own)
            values ${sql.join(values)}
            on conflict (user_id, ${itemRef}) do update
            set seq = excluded.seq, visible = excluded.visible, own = excluded.own`.execute(trx)
        }
        return entries
      })
    },

    /** Who holds (or held) an item, tombstones included. */
    async ofItem(itemId: string): Promise<AudienceChange[]> {
      const { rows } = await sql<{ user_id: string; visible: number; own: number }>`
        select user_id, visible, own from ${tableRef} where ${itemRef} = ${itemId}`.execute(db)
      return rows.map((row) => ({
        userId: row.user_id,
        itemId,
        visible: Number(row.visible) === 1,
        own: Number(row.own) === 1,
      }))
    },

    /** A user's visible rows: what their device holds now. */
    async ofUser(userId: string): Promise<AudienceChange[]> {
      const { rows } = await sql<{ item_id: string; own: number }>`
        select ${itemRef} as item_id, own from ${tableRef}
        where user_id = ${userId} and visible = 1`.execute(db)
      return rows.map((row) => ({
        userId,
        itemId: row.item_id,
        visible: true,
        own: Number(row.own) === 1,
      }))
    },
  }
}
