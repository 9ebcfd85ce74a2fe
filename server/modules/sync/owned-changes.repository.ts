import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/schema.js'

/** The feeds whose rows each belong to one user, named by a column of the row. */
type OwnedFeedTable = 'bookings' | 'cycle_records' | 'notifications' | 'sightings'

/**
 * One page of a user's change feed: the rows of `table` whose `ownerColumn` is the user's,
 * after `afterSeq`, in seq order, tombstones included (a pull must hear of deletions too).
 */
export function ownedChangesAfter<T extends OwnedFeedTable>(
  db: Kysely<Database>,
  table: T,
  ownerColumn: keyof Database[T] & string,
  ownerId: string,
  afterSeq: number,
  limit: number,
): Promise<Selectable<Database[T]>[]> {
  const ref = (column: string) => db.dynamic.ref(column)
  // Kysely cannot build on a generic table name: the query is typed for any of the feeds and
  // its rows for the one asked.
  const feed: OwnedFeedTable = table
  return db
    .selectFrom(feed)
    .selectAll()
    .where(ref(ownerColumn), '=', ownerId)
    .where(ref('seq'), '>', afterSeq)
    .orderBy(ref('seq'))
    .limit(limit)
    .execute() as Promise<Selectable<Database[T]>[]>
}
