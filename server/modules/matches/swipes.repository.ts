import { sql, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely'
import type { Database, NotificationRow, SwipesTable } from '../../db/schema.js'
import { allocateChangeSeqs, nextChangeSeq } from '../sync/change-sequence.repository.js'
import { endMatch } from './match-end.repository.js'
import { NotMemberError, type EndedMatch, type MatchRow } from './match.model.js'
import { NamedError } from '../../named-error.js'

export type { MatchRow }

/** Rows as read back: generated columns resolved, bigint seq possibly a string (PostgreSQL). */
export type SwipeRow = Selectable<SwipesTable>

export type SwipeKind = SwipesTable['action']

export interface NewSwipe {
  id: string
  userId: string
  petId: string | null
  actorKey: string
  targetPetId: string
  targetOwnerId: string
  action: SwipeKind
  now: string
  /** ISO start of the current UTC day: the quota counts this kind's swipes since then */
  dayStart: string
  /** today's allowance of this kind; null: unlimited */
  limit: number | null
  /** id for the match this swipe may create */
  matchId: string
}

export type SwipeOutcome =
  | { kind: 'already'; swipe: SwipeRow }
  | {
      kind: 'recorded'
      swipe: SwipeRow
      /** the match this swipe made, null when none */
      match: MatchRow | null
      /** this kind's swipes today, this one included */
      used: number
      /** the feed seqs this write took (0..0 for a pass, which no feed shows) */
      firstSeq: number
      lastSeq: number
      /** the notifications the swipe's own transaction stored (see NoticesOf) */
      notices: NotificationRow[]
    }

/** Writes a like's notifications inside its transaction, so both commit or neither does. */
export type NoticesOf = (
  trx: Transaction<Database>,
  made: { swipe: SwipeRow; match: MatchRow | null },
) => Promise<NotificationRow[]>

/** Thrown inside the transaction when today's allowance is spent: everything rolls back. */
export class DailyLimitError extends NamedError {
  constructor(readonly used: number) {
    super('daily limit reached')
  }
}

/** No such row for this user (or it is already gone): the service answers 404. */
export class MissingRowError extends NamedError {
  constructor() {
    super('no such row for this user')
  }
}

const LIKES = ['like', 'superlike'] as const

/**
 * The writes of matching, in the group commit's transaction (the service's queued writes)
 * but for undoing a pass (premium 'Deshacer', its own); each like, super like, unmatch and
 * favorite removal takes the 'matches' change seq FIRST (modules/sync/change-sequence
 * .repository.ts): on PostgreSQL that row lock serializes them, so the quota count and the
 * "has the other pet liked mine?" read both see every earlier commit — two concurrent likes
 * cannot share the last quota slot, and of two simultaneous mutual likes exactly one finds the
 * other and makes the match (the unique (pet_a_id, pet_b_id) index backs that up). SQLite
 * serializes writers by itself. Passes show in no feed and have no quota: they take no seq.
 */
export function createSwipesRepository(db: Kysely<Database>) {
  const findSwipe = (
    executor: Kysely<Database> | Transaction<Database>,
    actorKey: string,
    targetPetId: string,
  ) =>
    executor
      .selectFrom('swipes')
      .selectAll()
      .where('actor_key', '=', actorKey)
      .where('target_pet_id', '=', targetPetId)
      .executeTakeFirst()

  function rowOf(swipe: NewSwipe, seq: number) {
    return {
      id: swipe.id,
      user_id: swipe.userId,
      pet_id: swipe.petId,
      actor_key: swipe.actorKey,
      target_pet_id: swipe.targetPetId,
      target_owner_id: swipe.targetOwnerId,
      action: swipe.action,
      favorite_removed: 0,
      created_at: swipe.now,
      updated_at: swipe.now,
      seq,
    }
  }

  /**
   * Inserts the swipe unless the actor swiped the pet already: an earlier write, or one
   * committing meanwhile on another node (PostgreSQL waits for it, then skips the insert).
   * Answers the row that stands, whichever it is.
   */
  async function insertOnce(
    trx: Transaction<Database>,
    swipe: NewSwipe,
    seq: number,
  ): Promise<{ kind: 'already' | 'inserted'; row: SwipeRow }> {
    const row = await trx
      .insertInto('swipes')
      .values(rowOf(swipe, seq))
      .onConflict((oc) => oc.columns(['actor_key', 'target_pet_id']).doNothing())
      .returningAll()
      .executeTakeFirst()
    if (row) return { kind: 'inserted', row }
    const winner = await findSwipe(trx, swipe.actorKey, swipe.targetPetId)
    if (!winner)
      throw new Error(`swipe ${swipe.actorKey} → ${swipe.targetPetId} neither new nor stored`)
    return { kind: 'already', row: winner }
  }

  async function recordPass(trx: Transaction<Database>, swipe: NewSwipe): Promise<SwipeOutcome> {
    const existing = await findSwipe(trx, swipe.actorKey, swipe.targetPetId)
    if (existing) return { kind: 'already', swipe: existing }
    const { kind, row } = await insertOnce(trx, swipe, 0)
    if (kind === 'already') return { kind, swipe: row }
    return {
      kind: 'recorded',
      swipe: row,
      match: null,
      used: 0,
      firstSeq: 0,
      lastSeq: 0,
      notices: [],
    }
  }

  /** Makes the pair's match when the target pet has liked the swiping pet. */
  async function matchIfMutual(
    trx: Transaction<Database>,
    swipe: NewSwipe,
  ): Promise<{ match: MatchRow; lastSeq: number } | null> {
    if (swipe.petId === null) return null
    const reverse = await trx
      .selectFrom('swipes')
      .selectAll()
      .where('actor_key', '=', swipe.targetPetId)
      .where('target_pet_id', '=', swipe.petId)
      .where('action', 'in', LIKES)
      .executeTakeFirst()
    if (!reverse) return null
    // A user who blocked the other (or was blocked) never matches them again.
    const blocked = await trx
      .selectFrom('user_blocks')
      .select('blocker_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', swipe.userId), eb('blocked_id', '=', swipe.targetOwnerId)]),
          eb.and([eb('blocker_id', '=', swipe.targetOwnerId), eb('blocked_id', '=', swipe.userId)]),
        ]),
      )
      .executeTakeFirst()
    if (blocked) return null
    const mineFirst = swipe.petId < swipe.targetPetId
    const [petA, petB] = mineFirst
      ? [swipe.petId, swipe.targetPetId]
      : [swipe.targetPetId, swipe.petId]
    const [userA, userB] = mineFirst
      ? [swipe.userId, swipe.targetOwnerId]
      : [swipe.targetOwnerId, swipe.userId]
    const seq = await allocateChangeSeqs(trx, 'matches', 2)
    const inserted = await trx
      .insertInto('matches')
      .values({
        id: swipe.matchId,
        pet_a_id: petA,
        pet_b_id: petB,
        user_a_id: userA,
        user_b_id: userB,
        is_super_like: swipe.action === 'superlike' || reverse.action === 'superlike' ? 1 : 0,
        created_at: swipe.now,
        updated_at: swipe.now,
        deleted: 0,
        seq,
        last_message: null,
        last_message_at: null,
      })
      // The pair index is partial (kind 'match', migration 0014): the target names its predicate,
      // as a literal so both databases infer that index.
      .onConflict((oc) =>
        oc
          .columns(['pet_a_id', 'pet_b_id'])
          .where(sql<SqlBool>`kind = 'match'`)
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst()
    // The pair had a match already (unmatched since: swipes are once per pair, so it stays so).
    if (!inserted) return null
    // The other user's favorite now shows the match: move it up their feed.
    await trx
      .updateTable('swipes')
      .set({ seq: seq + 1, updated_at: swipe.now })
      .where('id', '=', reverse.id)
      .execute()
    return { match: inserted, lastSeq: seq + 1 }
  }

  async function recordLike(
    trx: Transaction<Database>,
    swipe: NewSwipe,
    noticesOf?: NoticesOf,
  ): Promise<SwipeOutcome> {
    const seq = await nextChangeSeq(trx, 'matches')
    const existing = await findSwipe(trx, swipe.actorKey, swipe.targetPetId)
    if (existing) return { kind: 'already', swipe: existing }
    const counted = await trx
      .selectFrom('swipes')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', swipe.userId)
      .where('created_at', '>=', swipe.dayStart)
      .where('action', '=', swipe.action)
      .executeTakeFirst()
    const used = Number(counted?.count ?? 0)
    if (swipe.limit !== null && used >= swipe.limit) throw new DailyLimitError(used)
    // A pass by the same actor on the same pet can slip in (passes take no lock).
    const { kind, row } = await insertOnce(trx, swipe, seq)
    if (kind === 'already') return { kind, swipe: row }
    const made = await matchIfMutual(trx, swipe)
    const notices = noticesOf
      ? await noticesOf(trx, { swipe: row, match: made?.match ?? null })
      : []
    return {
      kind: 'recorded',
      swipe: row,
      match: made?.match ?? null,
      used: used + 1,
      firstSeq: seq,
      lastSeq: made?.lastSeq ?? seq,
      notices,
    }
  }

  return {
    /**
     * 'Deshacer' (premium): removes the user's most recent pass, so its pet shows in discover
     * again. A pass is in no feed (seq 0) and made no notice, so deleting it leaves no trace to
     * retract. Answers the pet that returns, or null when the user has no pass.
     */
    /** The latest pass's pet, deleted; with `onlyPetId` only when it is that pet's. */
    async undoLastPass(
      userId: string,
      onlyPetId?: string,
    ): Promise<{ undone: string } | { last: string | null }> {
      return db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('swipes')
          .select(['id', 'target_pet_id'])
          .where('user_id', '=', userId)
          .where('action', '=', 'pass')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
        if (!last || (onlyPetId !== undefined && last.target_pet_id !== onlyPetId)) {
          return { last: last?.target_pet_id ?? null }
        }
        const gone = await trx.deleteFrom('swipes').where('id', '=', last.id).executeTakeFirst()
        return Number(gone.numDeletedRows) === 1 ? { undone: last.target_pet_id } : { last: null }
      })
    },
    /**
     * Records the swipe in `trx`, a transaction of the group commit (the service's queued
     * write): a repeat of the actor on the same pet answers the swipe that stands. A like over
     * today's allowance throws DailyLimitError, leaving nothing of it.
     */
    recordSwipeIn(
      trx: Transaction<Database>,
      swipe: NewSwipe,
      noticesOf?: NoticesOf,
    ): Promise<SwipeOutcome> {
      return swipe.action === 'pass' ? recordPass(trx, swipe) : recordLike(trx, swipe, noticesOf)
    },

    /**
     * Ends a live match of the user's for both (see match-end.repository.ts), in the group
     * commit's transaction; MissingRowError when it is not theirs (or gone).
     */
    async unmatchIn(
      trx: Transaction<Database>,
      end: { matchId: string; userId: string; now: string },
    ): Promise<EndedMatch> {
      try {
        return await endMatch(trx, end.matchId, end.userId, end.now)
      } catch (error) {
        if (error instanceof NotMemberError) throw new MissingRowError()
        throw error
      }
    },

    /**
     * Hides one of the user's likes from 'Mis Matches' (the like itself still counts), in the
     * group commit's transaction; MissingRowError when it is not theirs (or hidden already).
     */
    async removeFavoriteIn(
      trx: Transaction<Database>,
      removal: { swipeId: string; userId: string; now: string },
    ): Promise<SwipeRow> {
      const { swipeId, userId, now } = removal
      const seq = await nextChangeSeq(trx, 'matches')
      const row = await trx
        .updateTable('swipes')
        .set({ favorite_removed: 1, updated_at: now, seq })
        .where('id', '=', swipeId)
        .where('user_id', '=', userId)
        .where('action', 'in', LIKES)
        .where('favorite_removed', '=', 0)
        .returningAll()
        .executeTakeFirst()
      if (!row) throw new MissingRowError()
      return row
    },
  }
}

export type SwipesRepository = ReturnType<typeof createSwipesRepository>
