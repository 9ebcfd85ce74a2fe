import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database } from '../../db/schema.js'
import { allocateChangeSeqs } from './change-sequence.repository.js'

/**
 * A placed item's feed table (lost_pet_audience, found_report_audience): one row per (user,
 * item) the user holds or held on their device. Membership is decided by place-audience.ts;
 * this only writes what changed, with fresh seqs taken first in the transaction
 * (change-sequence.repository.ts) so a pull never skips a change, reads who holds what, and
 * answers a user's pull joined with the items. The two tables differ only in their item column
 * and item table, hence the SQL built from `table`, `itemColumn` and `items`, which come from
 * the code, never from a request.
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

type ItemTable = 'lost_pets' | 'found_reports'

export interface AudienceTable<Items extends ItemTable> {
  table: 'lost_pet_audience' | 'found_report_audience'
  itemColumn: 'lost_pet_id' | 'found_report_id'
  /** the table of the items, joined on its `id` */
  items: Items
  feed: 'lostPets' | 'foundReports'
}

/** One row of a user's pull: the item as it is now, and whether the user still holds it. */
export interface AudiencePullRow<Item> {
  seq: number
  visible: boolean
  item: Item
}

/** What place-audience.ts keeps: the membership, not the feed's pull. */
export type AudienceRows = Omit<ReturnType<typeof createAudienceRows<ItemTable>>, 'pull'>

/** Both databases' bound-parameter limits hold for 500 rows of five values. */
const CHUNK = 500

export function createAudienceRows<Items extends ItemTable>(
  db: Kysely<Database>,
  { table, itemColumn, items, feed }: AudienceTable<Items>,
) {
  const tableRef = sql.table(table)
  const itemRef = sql.ref(itemColumn)
  const itemsRef = sql.table(items)
  const joinedItemRef = sql.ref(`a.${itemColumn}`)
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

    /** The user's rows with seq > afterSeq, by seq, with their items. */
    async pull(
      userId: string,
      afterSeq: number,
      limit: number,
    ): Promise<AudiencePullRow<Selectable<Database[Items]>>[]> {
      // The columns of `items`, typed by the caller's choice of table: the SQL is built, so the
      // row's type is declared here rather than inferred.
      const { rows } = await sql<
        Record<string, unknown> & { audience_seq: number | string; audience_visible: number }
      >`
        select i.*, a.seq as audience_seq, a.visible as audience_visible
        from ${tableRef} as a inner join ${itemsRef} as i on i.id = ${joinedItemRef}
        where a.user_id = ${userId} and a.seq > ${afterSeq}
        order by a.seq limit ${limit}`.execute(db)
      return rows.map(({ audience_seq, audience_visible, ...item }) => ({
        seq: Number(audience_seq),
        visible: Number(audience_visible) === 1,
        item: item as Selectable<Database[Items]>,
      }))
    },
  }
}
