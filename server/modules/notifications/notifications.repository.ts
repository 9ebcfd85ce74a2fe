import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database, NotificationRow, NotificationsTable } from '../../db/schema.js'
import { allocateChangeSeqs, lockChangeCounter } from '../sync/change-sequence.repository.js'
import { ownedChangesAfter } from '../sync/owned-changes.repository.js'
import { hasRow } from '../../db/has-row.js'
import { onPostgres } from '../../db/on-postgres.js'

/** The transaction of an event whose notifications commit with it. */
export type EventTransaction = Transaction<Database>

/**
 * A notification as insertCappedIn stored it: `pushQueued` when its push job was stored with
 * it (its recipient has a push subscription), so the push worker is woken only when there is
 * something to send.
 */
export type StoredNotification = NotificationRow & { pushQueued?: boolean }

/** A notification to store for one recipient (the service fills in the rest). */
export interface NewNotificationRow extends Pick<
  NotificationsTable,
  'id' | 'user_id' | 'key' | 'type' | 'title' | 'message' | 'data' | 'created_at'
> {
  /**
   * A thread (a chat): while the recipient has an unread live notification of it, another is
   * dropped. Its rows' keys start with `${thread}#`.
   */
  thread?: string
}

export interface SavedLocationCandidate {
  id: string
  latitude: number
  longitude: number
}

/** Long `in (…)` lists are split: SQLite and PostgreSQL both cap bound parameters. */
const CHUNK = 500

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK))
  return out
}

/** Writers of the feed queue up behind the caller's transaction. */
const lockFeed = (trx: Transaction<Database>) => lockChangeCounter(trx, 'notifications')

export function createNotificationsRepository(db: Kysely<Database>) {
  return {
    /** The user's notifications after `afterSeq`, in seq order, tombstones included. */
    page(userId: string, afterSeq: number, limit: number): Promise<NotificationRow[]> {
      return ownedChangesAfter(db, 'notifications', 'user_id', userId, afterSeq, limit)
    },

    /**
     * Tombstones the users' notifications of an ended match (unmatch, block): its match notice
     * and its chat's messages, read or not, so none leads to a conversation that is gone.
     */
    removeOfMatch(
      userIds: readonly string[],
      matchId: string,
      now: string,
    ): Promise<NotificationRow[]> {
      return db.transaction().execute(async (trx) => {
        await lockFeed(trx)
        const rows = await trx
          .selectFrom('notifications')
          .select(['id', 'user_id'])
          .where('user_id', 'in', userIds)
          .where('deleted', '=', 0)
          .where((eb) =>
            eb.or([
              eb('key', '=', `match:${matchId}`),
              eb('key', 'like', threadKeys(`message:${matchId}`)),
            ]),
          )
          .execute()
        const out: NotificationRow[] = []
        for (const userId of new Set(userIds)) {
          const ids = rows.filter((row) => row.user_id === userId).map((row) => row.id)
          out.push(...(await renumber(trx, userId, ids, { deleted: 1, updated_at: now })))
        }
        return out
      })
    },

    /** insertCappedIn in a transaction of its own (an event committed already). */
    insertCapped(
      rows: readonly NewNotificationRow[],
      since: string,
      dailyMax: number,
    ): Promise<StoredNotification[]> {
      if (rows.length === 0) return Promise.resolve([])
      return db.transaction().execute((trx) => insertCappedIn(trx, rows, since, dailyMax))
    },

    /**
     * Marks the user's notifications read (one by id, or every unread one when `id` is null)
     * and renumbers them in the feed, in `trx` (the group commit's); returns the changed rows.
     */
    async markReadIn(
      trx: Transaction<Database>,
      userId: string,
      id: string | null,
      now: string,
    ): Promise<NotificationRow[]> {
      await lockFeed(trx)
      let query = trx
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('deleted', '=', 0)
        .where('read', '=', 0)
      if (id !== null) query = query.where('id', '=', id)
      return renumber(
        trx,
        userId,
        (await query.execute()).map((row) => row.id),
        { read: 1, updated_at: now },
      )
    },

    /** Marks read the user's unread notifications of a thread (their chat was read). */
    markThreadRead(userId: string, thread: string, now: string): Promise<NotificationRow[]> {
      return db.transaction().execute((trx) => markThreadReadIn(trx, userId, thread, now))
    },

    /**
     * Tombstones every notification of the user ('Limpiar todo'), in `trx` (the group
     * commit's); returns the changed rows.
     */
    async clearIn(trx: Transaction<Database>, userId: string, now: string) {
      await lockFeed(trx)
      const ids = await trx
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('deleted', '=', 0)
        .execute()
      return renumber(
        trx,
        userId,
        ids.map((row) => row.id),
        { deleted: 1, updated_at: now },
      )
    },

    /** Whether the user has a live notification with this id. */
    exists(
      userId: string,
      id: string,
      executor: Kysely<Database> | Transaction<Database> = db,
    ): Promise<boolean> {
      return hasRow(
        executor
          .selectFrom('notifications')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .where('deleted', '=', 0),
      )
    },

    /** Users whose saved location lies in the box; the service checks the exact distance. */
    usersInBox(box: {
      minLat: number
      maxLat: number
      minLng: number
      maxLng: number
    }): Promise<SavedLocationCandidate[]> {
      return db
        .selectFrom('users')
        .select(['id', 'latitude', 'longitude'])
        .where('latitude', '>=', box.minLat)
        .where('latitude', '<=', box.maxLat)
        .where('longitude', '>=', box.minLng)
        .where('longitude', '<=', box.maxLng)
        .execute() as Promise<SavedLocationCandidate[]>
    },

    /** The other owners of the user's live matches. */
    async matchedOwners(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('matches')
        .select(['user_a_id', 'user_b_id'])
        .where('kind', '=', 'match')
        .where('deleted', '=', 0)
        .where((w) => w.or([w('user_a_id', '=', userId), w('user_b_id', '=', userId)]))
        .execute()
      return rows.map((row) => (row.user_a_id === userId ? row.user_b_id : row.user_a_id))
    },
  }
}

const threadKeys = (thread: string) => `${thread}#%`

/**
 * The unread live notifications of each user's thread (one per user and thread while unread).
 * The pairs join as a VALUES list, each one searched on its user's index: one OR term per pair
 * let SQLite collect the rows by index but then test each row against every term (a batch of
 * 200 chats is 40,000 tests: 2.1 ms against 0.37 ms this way, with 50 notifications a user).
 * On SQLite a thread's keys are the range [`${thread}#`, `${thread}$`) of the (user_id, key)
 * index ('$' follows '#'), where a LIKE would read every notification of the user; PostgreSQL
 * compares text by the database's collation, which may not order punctuation by code point,
 * so it keeps the pattern, and looks each pair up on the index by a lateral subquery that
 * `offset 0` keeps the planner from flattening into a plain join: as a join, a table whose
 * statistics lag its growth (a new deployment's first minutes; any table autovacuum has not
 * analysed since it grew) was planned as a nested loop testing every row against every
 * pair, 34 ms for 100 pairs over 2,000 rows (60 ms as a hash join over 300,000), against
 * 0.5–0.9 ms this way in each case, while the batch holds the counters' locks.
 */
async function openOfThreads(
  trx: Transaction<Database>,
  pairs: readonly { userId: string; thread: string }[],
): Promise<{ id: string; user_id: string; key: string }[]> {
  const isPostgres = onPostgres(trx)
  const wanted = sql.join(
    pairs.map(({ userId, thread }) =>
      isPostgres
        ? sql`(${userId}, ${threadKeys(thread)})`
        : sql`(${userId}, ${`${thread}#`}, ${`${thread}$`})`,
    ),
  )
  const { rows } = await (
    isPostgres
      ? sql<{ id: string; user_id: string; key: string }>`
        with wanted(user_id, pattern) as (values ${wanted})
        select n.id, n.user_id, n.key from wanted w cross join lateral (
          select n.id, n.user_id, n.key from notifications n
          where n.user_id = w.user_id and n.key like w.pattern and n.read = 0 and n.deleted = 0
          offset 0
        ) n`
      : sql<{ id: string; user_id: string; key: string }>`
        with wanted(user_id, low, high) as (values ${wanted})
        select n.id, n.user_id, n.key from wanted w join notifications n
          on n.user_id = w.user_id and n.key >= w.low and n.key < w.high
        where n.read = 0 and n.deleted = 0`
  ).execute(trx)
  return rows
}

/** A thread row's key is `${thread}#${uuid}`: its thread. */
const threadOfKey = (key: string) => key.slice(0, key.lastIndexOf('#'))

/**
 * Stores, inside the caller's transaction (the event's own, so the event and its notifications
 * commit together), the rows whose recipient got fewer than `dailyMax` since `since`, has no
 * row with the same key yet and no unread one of the same thread; returns the stored rows. The
 * feed's counter is locked first, so two deliveries at once cannot both pass the cap check
 * (writers of the feed are serialized). It is the last counter any writer takes, so callers
 * that hold the 'matches' or 'messages' one queue in the same order as everyone else
 * (`feedLocked`: the caller took it already, with those). Each stored row of a user with a push
 * subscription gets its push job in the same commit.
 */
export async function insertCappedIn(
  trx: Transaction<Database>,
  rows: readonly NewNotificationRow[],
  since: string,
  dailyMax: number,
  feedLocked = false,
): Promise<StoredNotification[]> {
  if (rows.length === 0) return []
  if (!feedLocked) await lockFeed(trx)
  const keys = new Set<string>()
  const threadPairs = new Map<string, { userId: string; thread: string }>()
  for (const row of rows) {
    if (row.thread) {
      threadPairs.set(`${row.user_id}\n${row.thread}`, { userId: row.user_id, thread: row.thread })
    }
  }
  // Open threads first: a chat's recipient who has not read its last notice is the usual case
  // in a live conversation, and a batch whose every row is such needs no cap or key read.
  for (const part of chunks([...threadPairs.values()])) {
    for (const row of await openOfThreads(trx, part))
      keys.add(`${row.user_id}\n${threadOfKey(row.key)}#`)
  }
  const candidates = rows.filter(
    (row) => !(row.thread && keys.has(`${row.user_id}\n${row.thread}#`)),
  )
  if (candidates.length === 0) return []
  const counts = new Map<string, number>()
  for (const part of chunks([...new Set(candidates.map((row) => row.user_id))])) {
    const recent = await trx
      .selectFrom('notifications')
      .select(['user_id', (eb) => eb.fn.countAll().as('count')])
      .where('user_id', 'in', part)
      .where('created_at', '>=', since)
      .groupBy('user_id')
      .execute()
    for (const row of recent) counts.set(row.user_id, Number(row.count))
    const existing = await trx
      .selectFrom('notifications')
      .select(['user_id', 'key'])
      .where('user_id', 'in', part)
      .where('key', 'in', [...new Set(candidates.map((row) => row.key))])
      .execute()
    for (const row of existing) keys.add(`${row.user_id}\n${row.key}`)
  }
  const accepted: NewNotificationRow[] = []
  for (const row of candidates) {
    const dedupe = `${row.user_id}\n${row.key}`
    const thread = row.thread ? `${row.user_id}\n${row.thread}#` : null
    const count = counts.get(row.user_id) ?? 0
    if (keys.has(dedupe) || (thread && keys.has(thread)) || count >= dailyMax) continue
    keys.add(dedupe)
    if (thread) keys.add(thread)
    counts.set(row.user_id, count + 1)
    accepted.push(row)
  }
  if (accepted.length === 0) return []
  const first = await allocateChangeSeqs(trx, 'notifications', accepted.length)
  const stored = accepted.map(({ thread: _thread, ...row }, index) => ({
    ...row,
    read: 0,
    deleted: 0,
    updated_at: row.created_at,
    seq: first + index,
  }))
  const pushQueued = new Set<string>()
  for (const part of chunks(stored)) {
    await trx.insertInto('notifications').values(part).execute()
    // Its push, in the same transaction: stored once, pushed once (modules/push).
    const jobs = await trx
      .insertInto('push_jobs')
      .columns(['id', 'user_id', 'not_before'])
      .expression((eb) =>
        eb
          .selectFrom('notifications')
          .select(['notifications.id', 'notifications.user_id', 'notifications.created_at'])
          .where(
            'notifications.id',
            'in',
            part.map((row) => row.id),
          )
          .where((inner) =>
            inner.exists(
              inner
                .selectFrom('push_subscriptions')
                .select('push_subscriptions.id')
                .whereRef('push_subscriptions.user_id', '=', 'notifications.user_id'),
            ),
          ),
      )
      .returning('id')
      .execute()
    for (const job of jobs) pushQueued.add(job.id)
  }
  return stored.map((row) => (pushQueued.has(row.id) ? { ...row, pushQueued: true } : row))
}

/** Inside the caller's transaction: marks read the user's unread notifications of a thread. */
export async function markThreadReadIn(
  trx: Transaction<Database>,
  userId: string,
  thread: string,
  now: string,
): Promise<NotificationRow[]> {
  await lockFeed(trx)
  const ids = await openOfThreads(trx, [{ userId, thread }])
  return renumber(
    trx,
    userId,
    ids.map((row) => row.id),
    { read: 1, updated_at: now },
  )
}

async function renumber(
  trx: Transaction<Database>,
  userId: string,
  ids: string[],
  changes: { read?: number; deleted?: number; updated_at: string },
): Promise<NotificationRow[]> {
  if (ids.length === 0) return []
  const first = await allocateChangeSeqs(trx, 'notifications', ids.length)
  for (const [index, id] of ids.entries()) {
    await trx
      .updateTable('notifications')
      .set({ ...changes, seq: first + index })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute()
  }
  const out: NotificationRow[] = []
  for (const part of chunks(ids)) {
    out.push(
      ...(await trx.selectFrom('notifications').selectAll().where('id', 'in', part).execute()),
    )
  }
  return out.sort((a, b) => Number(a.seq) - Number(b.seq))
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
