import type { Kysely, Transaction, Updateable } from 'kysely'
import type { ChatStatesTable, Database } from '../../db/schema.js'
import { endMatch, memberMatch } from '../matches/match-end.repository.js'
import { isMember, NotMemberError, type EndedMatch, type MatchRow } from '../matches/match.model.js'
import { nextChangeSeq } from '../sync/change-sequence.repository.js'
import type { Committed, QueuedWriteOptions, QueuedWrites } from '../../http/queued-writes.js'
import {
  createMessageWrites,
  MessageIdTakenError,
  RecipientDeletedError,
} from './message-batch.repository.js'
import { chatThread, type ChatNotifier } from './message-notices.repository.js'
import type { AuthoredMessageRow, MessageRow, NewMessage, StoredMessage } from './message.model.js'

export { MessageIdTakenError, NotMemberError, RecipientDeletedError }
export type { AuthoredMessageRow, MessageRow, NewMessage, StoredMessage }

const otherMember = (match: MatchRow, userId: string) =>
  match.user_a_id === userId ? match.user_b_id : match.user_a_id

/**
 * The writes and reads of chat. Every write that moves the match in the matches feed takes the
 * 'matches' seq FIRST and then the 'messages' one (see change-sequence.repository.ts and
 * match-end.repository.ts): the same order everywhere, so writers queue instead of deadlocking,
 * and the membership check after the lock sees every earlier unmatch or block.
 */
export function createChatRepository(
  db: Kysely<Database>,
  writes: QueuedWrites,
  notifier?: ChatNotifier,
) {
  const messageWrites = createMessageWrites(notifier)

  /**
   * Writes the member's own state of the chat: the first write makes the row (nothing unread,
   * with `created`'s read time and mute), a later one sets `changes` on it.
   */
  async function upsertChatState(
    trx: Transaction<Database>,
    key: { matchId: string; userId: string; now: string },
    created: { last_read_at: string | null; muted: number },
    changes: Updateable<ChatStatesTable>,
  ) {
    await trx
      .insertInto('chat_states')
      .values({
        match_id: key.matchId,
        user_id: key.userId,
        unread_count: 0,
        ...created,
        updated_at: key.now,
      })
      .onConflict((oc) =>
        oc.columns(['match_id', 'user_id']).doUpdateSet({ ...changes, updated_at: key.now }),
      )
      .execute()
  }

  /** Moves the match up the matches feed (both users' 'match' docs re-emit). */
  async function touchMatch(
    trx: Transaction<Database>,
    matchId: string,
    seq: number,
    now: string,
    last?: { content: string; at: string },
  ) {
    await trx
      .updateTable('matches')
      .set({
        seq,
        updated_at: now,
        ...(last ? { last_message: last.content, last_message_at: last.at } : {}),
      })
      .where('id', '=', matchId)
      .execute()
  }

  return {
    /** The live match when `userId` is in it (and its user's name); undefined otherwise. */
    async membership(userId: string, matchId: string) {
      const match = await db
        .selectFrom('matches')
        .selectAll()
        .where('id', '=', matchId)
        .executeTakeFirst()
      if (!isMember(match, userId)) return undefined
      const user = await db
        .selectFrom('users')
        .select('name')
        .where('id', '=', userId)
        .executeTakeFirst()
      return user ? { match, userName: user.name } : undefined
    },

    /**
     * Stores a message in the group commit, or answers the stored one for a resend of its id
     * (message-batch.repository.ts); with a ticket, its key's answer commits with it.
     */
    insertMessage: (
      message: NewMessage,
      options: QueuedWriteOptions<StoredMessage>,
    ): Promise<Committed<StoredMessage>> => writes.commit(messageWrites, message, options),

    /** Oldest-first page of the match's messages created before `before` (the newest ones). */
    async page(matchId: string, before: string | undefined, limit: number) {
      let query = db
        .selectFrom('messages as msg')
        .innerJoin('users as u', 'u.id', 'msg.sender_id')
        .selectAll('msg')
        .select(['u.name as author_name', 'u.avatar as author_avatar'])
        .where('msg.match_id', '=', matchId)
        .where('msg.deleted', '=', 0)
      if (before !== undefined) query = query.where('msg.created_at', '<', before)
      const rows = await query
        .orderBy('msg.created_at', 'desc')
        .orderBy('msg.id', 'desc')
        .limit(limit)
        .execute()
      return rows.reverse() as AuthoredMessageRow[]
    },

    /**
     * The member's read or mute of a chat, in the group commit's transaction (the service's
     * queued write). Read: unread back to 0 (and no priority message waiting), and the chat's
     * notification read with it (so the next message writes a new one). Mute: the viewer's
     * mute. Either moves the match up the matches feed, so the member's other devices pull it;
     * answers the match, the 'matches' seq it took and the notices to announce after the
     * commit. Throws NotMemberError when `userId` is not in the live match.
     */
    async chatStateIn(
      trx: Transaction<Database>,
      write: { userId: string; matchId: string; now: string } & (
        { op: 'read' } | { op: 'mute'; muted: boolean }
      ),
    ) {
      const { userId, matchId, now } = write
      const matchSeq = await nextChangeSeq(trx, 'matches')
      const match = await memberMatch(trx, matchId, userId)
      if (write.op === 'read') {
        await upsertChatState(
          trx,
          { matchId, userId, now },
          { last_read_at: now, muted: 0 },
          { unread_count: 0, priority_unread: 0, last_read_at: now },
        )
      } else {
        const value = write.muted ? 1 : 0
        await upsertChatState(
          trx,
          { matchId, userId, now },
          { last_read_at: null, muted: value },
          { muted: value },
        )
      }
      await touchMatch(trx, matchId, matchSeq, now)
      const notices =
        write.op === 'read' && notifier
          ? await notifier.readThreadIn(trx, userId, chatThread(matchId))
          : []
      return { match, matchSeq, notices }
    },

    /** Announces what chatStateIn stored, once its batch committed. */
    announce: (notices: Awaited<ReturnType<NonNullable<ChatNotifier>['readThreadIn']>>) =>
      notifier?.announce(notices),

    /** Whether `userId` muted the match (for the notification layer). */
    async isMuted(userId: string, matchId: string): Promise<boolean> {
      const row = await db
        .selectFrom('chat_states')
        .select('muted')
        .where('match_id', '=', matchId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row?.muted === 1
    },

    /** Stores a member's report of the chat, in the group commit's transaction. */
    async reportIn(
      trx: Transaction<Database>,
      report: { id: string; matchId: string; reporterId: string; reason: string; now: string },
    ) {
      await memberMatch(trx, report.matchId, report.reporterId)
      await trx
        .insertInto('chat_reports')
        .values({
          id: report.id,
          match_id: report.matchId,
          reporter_id: report.reporterId,
          reason: report.reason,
          created_at: report.now,
        })
        .execute()
    },

    /**
     * Records the block and ends the match for both, in the group commit's transaction
     * (endMatch takes 'matches' then 'messages').
     */
    blockIn(
      trx: Transaction<Database>,
      block: { userId: string; matchId: string; now: string },
    ): Promise<EndedMatch> {
      const { userId, matchId, now } = block
      return endMatch(trx, matchId, userId, now, async (match) => {
        await trx
          .insertInto('user_blocks')
          .values({
            blocker_id: userId,
            blocked_id: otherMember(match, userId),
            match_id: matchId,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
          .execute()
      })
    },
  }
}

export type ChatRepository = ReturnType<typeof createChatRepository>
