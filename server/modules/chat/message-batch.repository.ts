import { sql, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely'
import type { Database, UserRow } from '../../db/schema.js'
import type { WriteKind } from '../../db/group-commit.js'
import { onPostgres } from '../../db/on-postgres.js'
import { isMember, MESSAGES_FEED, NotMemberError, type MatchRow } from '../matches/match.model.js'
import { isPremium } from '../matches/quota.js'
import { allocateChangeSeqsOf } from '../sync/change-sequence.repository.js'
import {
  mutedChats,
  stageMessageNotices,
  type ChatNotice,
  type ChatNotifier,
} from './message-notices.repository.js'
import type { MessageRow, NewMessage, StoredMessage } from './message.model.js'
import { NamedError } from '../../named-error.js'

/** The same message id is already another message (other content, match or sender). */
export class MessageIdTakenError extends NamedError {
  constructor() {
    super('message id taken')
  }
}

/** The other member deleted their account: the match has ended for new messages. */
export class RecipientDeletedError extends NamedError {
  constructor() {
    super('the other member deleted their account')
  }
}

/** A message's outcome before its author is read. */
type Written = Omit<StoredMessage, 'author'>

type Author = Pick<UserRow, 'name' | 'avatar' | 'subscription_type' | 'subscription_expires_at'>

/** The receiver's unread state a batch adds to: how many new messages, and any of them priority. */
interface UnreadEntry {
  matchId: string
  userId: string
  count: number
  priority: boolean
}

const otherMember = (match: MatchRow, userId: string) =>
  match.user_a_id === userId ? match.user_b_id : match.user_a_id

/**
 * Message writes as one kind of the group commit (db/group-commit.ts): every message of a batch
 * is written by a handful of multi-row statements, so a burst costs a few statements per batch
 * instead of a few per message. Both
 * feeds' counters are locked for a whole transaction (change-sequence.repository.ts), which
 * serialises writers — on PostgreSQL across nodes, where each statement is a round trip while
 * the lock is held — and a SQLite commit costs more than the statements of one message.
 *
 * Each message still gets its own answer: a non-member or a taken id fails that message alone
 * (both are found before anything of it is written), a database error fails the whole batch.
 * Seqs follow arrival order; a match with several messages in a batch takes one 'matches'
 * seq, its last message becomes `last_message`, and the other member's unread count grows by
 * how many they are.
 *
 * Priority (spec §6 'priority messages'): a message whose sender's subscription is active at
 * its send time raises the receiver's `priority_unread` in the same upsert as the unread count;
 * only the server decides it (nothing the client sends is read for it).
 */
export function createMessageWrites(notifier?: ChatNotifier): WriteKind<NewMessage, StoredMessage> {
  async function apply(trx: Transaction<Database>, messages: readonly NewMessage[]) {
    const { authors, muted, existing } = await readBeforeLock(trx, messages, notifier !== undefined)
    const isPriority = (message: NewMessage) => {
      const author = authors.get(message.senderId)
      return author !== undefined && isPremium(author, new Date(message.now))
    }
    const written = await writeBatch(trx, messages, existing, isPriority, notifier !== undefined)
    // The recipients' notifications commit with their messages (their counter, the last one,
    // was locked with the others).
    const notices = notifier
      ? await stageMessageNotices(notifier, trx, noticesOf(written, authors), muted)
      : []
    const outcomes = written.map((outcome): StoredMessage | Error => {
      if (outcome instanceof Error) return outcome
      const author = authors.get(outcome.row.sender_id)
      return author
        ? { ...outcome, author: { name: author.name, avatar: author.avatar } }
        : new Error(`no user ${outcome.row.sender_id}`)
    })
    return { outcomes, afterCommit: () => notifier?.announce(notices) }
  }

  return { name: 'messages', feeds: ['matches', 'messages', 'notifications'], apply }
}

/**
 * What a batch reads before it takes the counters' lock, which every writer of every node waits
 * for: the senders' names, avatars and subscriptions; the chats' mutes (see mutedChats); the
 * ids already stored, which need no lock (an id stored meanwhile by another node fails the
 * insert, and with it this batch, whose writes are then sent again and answered as stored).
 */
async function readBeforeLock(
  trx: Transaction<Database>,
  messages: readonly NewMessage[],
  withMutes: boolean,
) {
  const authors = await authorsOf(
    trx,
    messages.map((message) => message.senderId),
  )
  const muted = withMutes
    ? await mutedChats(
        trx,
        messages.map((message) => message.matchId),
      )
    : new Set<string>()
  const existing = await trx
    .selectFrom('messages')
    .selectAll()
    .where(
      'id',
      'in',
      messages.map((m) => m.id),
    )
    .execute()
  return { authors, muted, existing: new Map(existing.map((row) => [row.id, row])) }
}

/** The senders' names, avatars and subscriptions, as they are now. */
async function authorsOf(trx: Transaction<Database>, senderIds: readonly string[]) {
  const ids = [...new Set(senderIds)]
  if (ids.length === 0) return new Map<string, Author>()
  const rows = await trx
    .selectFrom('users')
    .select(['id', 'name', 'avatar', 'subscription_type', 'subscription_expires_at'])
    .where('id', 'in', ids)
    .execute()
  return new Map<string, Author>(rows.map((row) => [row.id, row]))
}

/** Per chat and recipient, the newest message of the batch written to them. */
function noticesOf(
  outcomes: readonly (Written | Error)[],
  authors: ReadonlyMap<string, Author>,
): ChatNotice[] {
  const notices = new Map<string, ChatNotice>()
  for (const outcome of outcomes) {
    if (outcome instanceof Error || !outcome.created) continue
    const recipientId = otherMember(outcome.match, outcome.row.sender_id)
    notices.set(`${outcome.match.id} ${recipientId}`, {
      matchId: outcome.match.id,
      recipientId,
      senderName: authors.get(outcome.row.sender_id)?.name,
      content: outcome.row.content,
    })
  }
  return [...notices.values()]
}

async function writeBatch(
  trx: Transaction<Database>,
  messages: readonly NewMessage[],
  existing: Map<string, MessageRow>,
  isPriority: (message: NewMessage) => boolean,
  /** the notifications counter too, last, for the notices staged after the writes */
  lockNotices: boolean,
): Promise<(Written | Error)[]> {
  const matchIds = [...new Set(messages.map((m) => m.matchId))]
  // Counters first, matches before messages, as every writer does (chat.repository.ts); the
  // membership read comes after them, so it sees every earlier unmatch or block.
  const [firstMatchSeq = 0, firstSeq = 0] = await allocateChangeSeqsOf(trx, [
    ['matches', matchIds.length],
    [MESSAGES_FEED, messages.length],
    ...(lockNotices ? [['notifications', 0] as const] : []),
  ])
  // With each member's account state in the same statement: one round trip fewer while the
  // counters are locked. A member whose account was deleted (Settings › Privacidad) leaves
  // the chat readable for the other member, but it takes no new message.
  const deletedMembers = new Set<string>()
  const matches = new Map<string, MatchRow>()
  const memberDeleted = (eb: ExpressionBuilder<Database, 'matches'>, member: 'a' | 'b') =>
    eb
      .exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', `matches.user_${member}_id`)
          .where('users.deleted_at', 'is not', null),
      )
      .as(`${member}_deleted`)
  const matchRows = await trx
    .selectFrom('matches')
    .selectAll('matches')
    .select((eb) => [memberDeleted(eb, 'a'), memberDeleted(eb, 'b')])
    // PostgreSQL: one text for any number of matches (see writeFresh).
    .where((eb) =>
      onPostgres(trx)
        ? sql<SqlBool>`matches.id = any(${matchIds}::text[])`
        : eb('matches.id', 'in', matchIds),
    )
    .execute()
  for (const { a_deleted, b_deleted, ...match } of matchRows) {
    // PostgreSQL answers a boolean, SQLite 0 or 1.
    if (Number(a_deleted)) deletedMembers.add(match.user_a_id)
    if (Number(b_deleted)) deletedMembers.add(match.user_b_id)
    matches.set(match.id, match)
  }

  const outcomes: (Written | Error | { pending: MessageRow; match: MatchRow })[] = []
  const fresh: MessageRow[] = []
  const touched = new Map<string, { match: MatchRow; last: MessageRow }>()
  const unread = new Map<string, UnreadEntry>()
  messages.forEach((message, i) => {
    const match = matches.get(message.matchId)
    if (!isMember(match, message.senderId)) {
      outcomes.push(new NotMemberError())
      return
    }
    const stored = existing.get(message.id)
    if (stored) {
      const same =
        stored.match_id === message.matchId &&
        stored.sender_id === message.senderId &&
        stored.content === message.content
      // Nothing written for it: its allocated seq is a harmless gap.
      outcomes.push(
        same ? { row: stored, match, created: false, matchSeq: 0 } : new MessageIdTakenError(),
      )
      return
    }
    if (
      deletedMembers.has(match.user_a_id === message.senderId ? match.user_b_id : match.user_a_id)
    ) {
      outcomes.push(new RecipientDeletedError())
      return
    }
    const row: MessageRow = {
      id: message.id,
      match_id: message.matchId,
      sender_id: message.senderId,
      content: message.content,
      created_at: message.now,
      updated_at: message.now,
      deleted: 0,
      seq: firstSeq + i,
    }
    // A resend of an id earlier in this same batch answers like one of a stored message.
    existing.set(row.id, row)
    fresh.push(row)
    touched.set(match.id, { match, last: row })
    const recipient = otherMember(match, message.senderId)
    const key = `${match.id} ${recipient}`
    const entry = unread.get(key) ?? {
      matchId: match.id,
      userId: recipient,
      count: 0,
      priority: false,
    }
    entry.count += 1
    entry.priority ||= isPriority(message)
    unread.set(key, entry)
    outcomes.push({ pending: row, match })
  })
  // Seqs in the order matchIds were allocated, so a match's seq does not depend on the batch.
  const matchSeqs = new Map(matchIds.map((id, i) => [id, firstMatchSeq + i]))
  if (fresh.length > 0)
    await writeFresh(trx, fresh, [...touched.values()], matchSeqs, [...unread.values()])

  return outcomes.map((outcome) =>
    'pending' in outcome
      ? {
          row: outcome.pending,
          match: outcome.match,
          created: true,
          matchSeq: matchSeqs.get(outcome.match.id) ?? 0,
        }
      : outcome,
  )
}

/**
 * The batch's new rows: messages, each touched match's seq and last message, unread counts.
 * PostgreSQL runs them as ONE statement whose text is the same for every batch: data-modifying
 * CTEs (none of the three reads what another writes) over arrays, one per column. Each statement
 * there is a round trip while the counters are locked, waiting for the node's busy event loop
 * to read its answer, and a text that changes with the batch's sizes (a VALUES or CASE list per
 * row) is parsed and planned again on most batches instead of once per connection. SQLite runs
 * the same writes as three statements (no round trips there).
 */
async function writeFresh(
  trx: Transaction<Database>,
  fresh: MessageRow[],
  touched: { match: MatchRow; last: MessageRow }[],
  matchSeqs: Map<string, number>,
  unread: UnreadEntry[],
): Promise<void> {
  const updatedAt = fresh.at(-1)?.created_at ?? ''
  if (onPostgres(trx)) {
    await sql`with new_messages as (
        insert into messages (id, match_id, sender_id, content, created_at, updated_at, deleted, seq)
        select * from unnest(
          ${fresh.map((m) => m.id)}::text[], ${fresh.map((m) => m.match_id)}::text[],
          ${fresh.map((m) => m.sender_id)}::text[], ${fresh.map((m) => m.content)}::text[],
          ${fresh.map((m) => m.created_at)}::text[], ${fresh.map((m) => m.updated_at)}::text[],
          ${fresh.map((m) => m.deleted)}::integer[], ${fresh.map((m) => m.seq)}::bigint[])
      ), moved_matches as (
        update matches set seq = t.seq, updated_at = t.at, last_message = t.content,
          last_message_at = t.at
        from unnest(
          ${touched.map((e) => e.match.id)}::text[],
          ${touched.map((e) => matchSeqs.get(e.match.id))}::bigint[],
          ${touched.map((e) => e.last.created_at)}::text[],
          ${touched.map((e) => e.last.content)}::text[]) as t(id, seq, at, content)
        where matches.id = t.id
      )
      insert into chat_states
        (match_id, user_id, unread_count, last_read_at, muted, priority_unread, updated_at)
      select t.match_id, t.user_id, t.unread, null, 0, t.priority, ${updatedAt}
      from unnest(
        ${unread.map((e) => e.matchId)}::text[], ${unread.map((e) => e.userId)}::text[],
        ${unread.map((e) => e.count)}::integer[],
        ${unread.map((e) => (e.priority ? 1 : 0))}::integer[]) as t(match_id, user_id, unread, priority)
      on conflict (match_id, user_id) do update set
        unread_count = chat_states.unread_count + excluded.unread_count,
        priority_unread = case when excluded.priority_unread = 1 then 1
          else chat_states.priority_unread end,
        updated_at = excluded.updated_at`.execute(trx)
    return
  }
  await trx.insertInto('messages').values(fresh).execute()
  // One UPDATE for every touched match (CASE per column), not a statement per match.
  const caseOf = (value: (entry: (typeof touched)[number]) => unknown) =>
    sql.join(
      touched.map((entry) => sql`when ${entry.match.id} then ${value(entry)}`),
      sql` `,
    )
  await sql`update matches set
      seq = cast(case id ${caseOf((e) => matchSeqs.get(e.match.id))} end as bigint),
      updated_at = case id ${caseOf((e) => e.last.created_at)} end,
      last_message = case id ${caseOf((e) => e.last.content)} end,
      last_message_at = case id ${caseOf((e) => e.last.created_at)} end
    where id in (${sql.join(touched.map((e) => e.match.id))})`.execute(trx)
  await trx
    .insertInto('chat_states')
    .values(
      unread.map((entry) => ({
        match_id: entry.matchId,
        user_id: entry.userId,
        unread_count: entry.count,
        last_read_at: null,
        muted: 0,
        priority_unread: entry.priority ? 1 : 0,
        updated_at: updatedAt,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['match_id', 'user_id']).doUpdateSet((eb) => ({
        unread_count: eb('chat_states.unread_count', '+', eb.ref('excluded.unread_count')),
        // Raised by a priority message, kept by a free one: only reading the chat clears it.
        priority_unread: eb
          .case()
          .when('excluded.priority_unread', '=', 1)
          .then(1)
          .else(eb.ref('chat_states.priority_unread'))
          .end(),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute()
}
