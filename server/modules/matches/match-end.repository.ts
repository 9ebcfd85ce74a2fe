import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { allocateChangeSeqs, nextChangeSeq } from '../sync/change-sequence.repository.js'
import {
  isMember,
  MESSAGES_FEED,
  NotMemberError,
  type EndedMatch,
  type MatchRow,
} from './match.model.js'

/**
 * The live match `matchId` when `userId` is one of its members; else NotMemberError (the
 * service answers 404). Read inside the write's transaction, after its seq was taken, it sees
 * every earlier unmatch or block.
 */
export async function memberMatch(
  executor: Kysely<Database> | Transaction<Database>,
  matchId: string,
  userId: string,
): Promise<MatchRow> {
  const match = await executor
    .selectFrom('matches')
    .selectAll()
    .where('id', '=', matchId)
    .executeTakeFirst()
  if (!isMember(match, userId)) throw new NotMemberError()
  return match
}

/**
 * Renumbers and tombstones every message of the match in one UPDATE, keeping their order:
 * live message seqs of one match are distinct, so `seq - min + first` maps them onto a fresh
 * block of the counter (gaps allowed) without reading them one by one.
 */
async function tombstoneMessages(trx: Transaction<Database>, matchId: string, now: string) {
  const range = await trx
    .selectFrom('messages')
    .select((eb) => [eb.fn.min('seq').as('low'), eb.fn.max('seq').as('high')])
    .where('match_id', '=', matchId)
    .where('deleted', '=', 0)
    .executeTakeFirst()
  if (range?.low === null || range?.low === undefined || range.high === null) return null
  const low = Number(range.low)
  const span = Number(range.high) - low + 1
  const first = await allocateChangeSeqs(trx, MESSAGES_FEED, span)
  await trx
    .updateTable('messages')
    .set((eb) => ({ deleted: 1, updated_at: now, seq: eb(eb('seq', '-', low), '+', first) }))
    .where('match_id', '=', matchId)
    .where('deleted', '=', 0)
    .execute()
  return { first, last: first + span - 1 }
}

/**
 * Ends a live match of `userId`'s for both users (unmatch, block): tombstones it, moves both
 * pets' likes up the matches feed, and tombstones its messages. Takes the 'matches' seq first
 * and the 'messages' one after, the same order as a message send, so the two never deadlock.
 * `beforeEnd` runs once the match is known to be the user's (the block row goes there).
 */
export async function endMatch(
  trx: Transaction<Database>,
  matchId: string,
  userId: string,
  now: string,
  beforeEnd?: (match: MatchRow) => Promise<void>,
): Promise<EndedMatch> {
  const seq = await nextChangeSeq(trx, 'matches')
  const match = await memberMatch(trx, matchId, userId)
  await beforeEnd?.(match)
  const after = await trx
    .updateTable('matches')
    .set({ deleted: 1, updated_at: now, seq })
    .where('id', '=', matchId)
    .returningAll()
    .executeTakeFirstOrThrow()
  const swipeSeq = await allocateChangeSeqs(trx, 'matches', 2)
  const pairs = [
    [match.pet_a_id, match.pet_b_id],
    [match.pet_b_id, match.pet_a_id],
  ] as const
  for (const [index, [actor, target]] of pairs.entries()) {
    await trx
      .updateTable('swipes')
      .set({ seq: swipeSeq + index, updated_at: now })
      .where('actor_key', '=', actor)
      .where('target_pet_id', '=', target)
      .execute()
  }
  const messageSeqs = await tombstoneMessages(trx, matchId, now)
  return { match: after, firstSeq: seq, lastSeq: swipeSeq + 1, messageSeqs }
}
