import { sql, type Kysely, type Transaction } from 'kysely'
import { onPostgres } from '../../db/on-postgres.js'
import type { Database } from '../../db/schema.js'

/**
 * Change sequence numbers for the replication feeds.
 *
 * A pull asks for "everything with seq > my checkpoint". That is only safe if a row can never
 * become visible with a seq lower than one a client has already seen, i.e. if seqs are handed
 * out in COMMIT order. Neither a timestamp nor a database sequence (nextval) gives that: two
 * transactions take 10 and 11, 11 commits first, a pull returns 11 and moves its checkpoint
 * past 10, and when 10 commits a moment later no pull ever returns it.
 *
 * So each feed has a row in `change_counters`, and a write takes its number with
 * `UPDATE change_counters SET value = value + 1 WHERE name = ? RETURNING value` INSIDE its own
 * transaction. On PostgreSQL the UPDATE holds that row's lock until the transaction ends: the
 * next writer waits, then reads the committed value, so numbers are handed out in commit order
 * (writers of one feed are serialized for the rest of their transaction; keep them short). On
 * SQLite writers are serialized by the database anyway.
 *
 * Take the number FIRST in the transaction: on SQLite that makes the transaction a writer from
 * its first statement (a reader that later upgrades can fail with SQLITE_BUSY when another
 * process wrote meanwhile), and on PostgreSQL every read after it sees the previous writer's
 * commit.
 */
export type ChangeFeedName =
  | 'pets'
  | 'profile'
  | 'matches'
  | 'messages'
  | 'lostPets'
  | 'sightings'
  | 'notifications'
  | 'cycleRecords'
  | 'services'
  | 'bookings'
  | 'foundReports'

/**
 * The table whose rows carry each feed's seq, for the feeds whose rows can be inserted without
 * one (the demo seed). The 'matches' feed is only written through the API, which always takes a
 * seq; its seq-0 rows are passes, which no feed shows.
 */
const feedTables = { pets: 'pets', profile: 'users' } as const satisfies Partial<
  Record<ChangeFeedName, 'pets' | 'users'>
>

/** Moves a feed's counter by `by` (0 only locks it) and returns its first number after the move. */
async function moveCounter(
  trx: Transaction<Database>,
  feed: ChangeFeedName,
  by: number,
): Promise<number> {
  const row = await trx
    .updateTable('change_counters')
    .set((eb) => ({ value: eb('value', '+', by) }))
    .where('name', '=', feed)
    .returning('value')
    .executeTakeFirst()
  if (!row) throw new Error(`change counter '${feed}' is missing: has its migration run?`)
  // PostgreSQL answers bigint as a string.
  return Number(row.value) - by + 1
}

/** Allocates `count` consecutive numbers and returns the first one. */
export function allocateChangeSeqs(
  trx: Transaction<Database>,
  feed: ChangeFeedName,
  count: number,
): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`invalid seq count ${count}`)
  return moveCounter(trx, feed, count)
}

/**
 * Several feeds' numbers at once, each feed's `count` of them (0 locks the counter without
 * moving it): returns each feed's first number. The feeds come in the order their counters are
 * locked, as every writer takes them ('matches', then 'messages', then 'notifications'), which
 * must also be their names' order. On PostgreSQL one statement locks them in that order (FOR
 * UPDATE under ORDER BY locks each row as the sort hands it out) and moves them: the later
 * counters cost no round trip of their own while the first one's lock is held. An UPDATE moves
 * the newest committed value even if it waited, as allocateChangeSeqs does.
 */
export async function allocateChangeSeqsOf(
  trx: Transaction<Database>,
  feeds: readonly (readonly [feed: ChangeFeedName, count: number])[],
): Promise<number[]> {
  const names = feeds.map(([feed]) => feed)
  if (names.some((name, i) => i > 0 && (names[i - 1] ?? '') >= name))
    throw new RangeError(`feeds out of their lock order: ${names.join(', ')}`)
  for (const [feed, count] of feeds)
    if (!Number.isInteger(count) || count < 0)
      throw new RangeError(`invalid seq count ${count} for ${feed}`)
  if (!onPostgres(trx) || feeds.length < 2) {
    const firsts: number[] = []
    for (const [feed, count] of feeds) firsts.push(await moveCounter(trx, feed, count))
    return firsts
  }
  const { rows } = await sql<{ name: string; value: string | number }>`
    with locked as materialized (
      select name from change_counters where name in (${sql.join(names)})
      order by name collate "C" for update
    )
    update change_counters set value = value + case change_counters.name ${sql.join(
      feeds.map(([feed, count]) => sql`when ${feed} then cast(${count} as bigint)`),
      sql` `,
    )} end
    from locked where change_counters.name = locked.name
    returning change_counters.name, change_counters.value`.execute(trx)
  const values = new Map(rows.map((row) => [row.name, Number(row.value)]))
  return feeds.map(([feed, count]) => {
    const value = values.get(feed)
    if (value === undefined)
      throw new Error(`change counter '${feed}' is missing: has its migration run?`)
    return value - count + 1
  })
}

/**
 * Locks a feed's counter without moving it, so that its writers queue behind this transaction;
 * returns the number the feed would hand out next.
 */
export function lockChangeCounter(
  trx: Transaction<Database>,
  feed: ChangeFeedName,
): Promise<number> {
  return moveCounter(trx, feed, 0)
}

/** The next number of a feed; call it inside the write's transaction, before anything else. */
export function nextChangeSeq(trx: Transaction<Database>, feed: ChangeFeedName): Promise<number> {
  return allocateChangeSeqs(trx, feed, 1)
}

/**
 * Numbers the rows of a feed's table that have none yet (seq 0: rows written by the demo seed,
 * which inserts directly, or before the change feed existed), oldest first, so their owners'
 * first pull returns them. Safe on several nodes starting at once: the counter row lock is taken
 * first, so a second node waits and then finds nothing left to number.
 */
export async function assignMissingSeqs(
  db: Kysely<Database>,
  feed: keyof typeof feedTables,
): Promise<number> {
  const table = feedTables[feed]
  return db.transaction().execute(async (trx) => {
    // Before looking for rows (see above).
    await lockChangeCounter(trx, feed)
    const rows = await trx
      .selectFrom(table)
      .select('id')
      .where('seq', '=', 0)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    if (rows.length === 0) return 0
    const first = await allocateChangeSeqs(trx, feed, rows.length)
    for (const [index, row] of rows.entries()) {
      await trx
        .updateTable(table)
        .set({ seq: first + index })
        .where('id', '=', row.id)
        .execute()
    }
    return rows.length
  })
}
