import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import {
  matchMessages,
  type DailyQuota,
  type FavoritesResponse,
  type MatchDetail,
  type MatchFeedDoc,
  type MatchListResponse,
  type SuccessResponse,
  type SuperLikesResponse,
  type SwipeAction,
  type SwipeResponse,
} from '../../contract/matches.contract.js'
import type { PullResponse, Tombstoned } from '../../contract/sync.contract.js'
import { writeOneByOne, type BatchTransaction } from '../../db/group-commit.js'
import type { UserRow } from '../../db/schema.js'
import { HttpError } from '../../http/http-error.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import {
  feedSeqOf,
  matchFeedDoc,
  outgoingFeedDocs,
  receivedFeedDoc,
  toFavorite,
  toMatchDetail,
  toMatchListItem,
  toReceivedSuperLike,
  toSentSuperLike,
} from './match-docs.js'
import type { EndedMatch, MatchEndReason } from './match.model.js'
import { matchNotices, type MatchNotifier } from './match-notices.repository.js'
import {
  createMatchesViewsRepository,
  type MatchesViewsRepository,
  type SeqWindow,
} from './matches-views.repository.js'
import { createMatchRepublisher } from './match-republisher.js'
import { dailyLimits, isPremium, quotaOf, secondsToReset, utcDayStart } from './quota.js'
import {
  DailyLimitError,
  MissingRowError,
  type SwipeKind,
  type SwipesRepository,
} from './swipes.repository.js'

export interface MatchesServiceDeps {
  swipes: SwipesRepository
  views: MatchesViewsRepository
  broadcaster: ChangeBroadcaster
  /** Swipes commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
  freeDailyLikes: number
  log?: FastifyBaseLogger
  now?: () => Date
  /** Writes the match and super-like notifications in the like's transaction. */
  notifier?: MatchNotifier
  /**
   * After a match ends (unmatch, block): chat sends its tombstoned messages (wired in
   * matches.register.ts).
   */
  onMatchEnded?: (ended: EndedMatch, reason: MatchEndReason) => Promise<void>
}

/** What a queued swipe carries into its batch. */
interface SwipeWrite {
  user: UserRow
  request: SwipeRequest
  now: Date
}

export interface SwipeRequest {
  targetPetId: string
  action: SwipeAction | 'superlike'
  userPetId?: string | null | undefined
}

const fail = (
  status: number,
  code: (typeof errorCodes)[keyof typeof errorCodes],
  message: string,
) => new HttpError(status, code, message)

/** A write on a row that is not the viewer's (or is gone): a 404 with `message`, as if absent. */
async function notFoundAs<T>(message: string, write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (error instanceof MissingRowError) throw fail(404, errorCodes.notFound, message)
    throw error
  }
}

/**
 * Swipes, super likes, matches, favorites and their change feed. Every check of who asks is
 * here: a user answers only with their own live pet, never to their own pets, and reads or
 * changes only matches they are in and favorites that are theirs (others get 404, as if the
 * row did not exist). After each commit the changed documents go to every concerned user's
 * sockets, each user getting only their own view of them.
 */
export function createMatchesService(deps: MatchesServiceDeps) {
  const { swipes, views, broadcaster } = deps
  const clock = () => deps.now?.() ?? new Date()

  /** The viewer's feed documents in a seq window, and how far the window reached. */
  async function feedFor(viewer: string, window: SeqWindow) {
    const page = await views.feedPage(viewer, window)
    const items = [
      ...page.outgoing.map((row) => ({ seq: feedSeqOf(row), docs: outgoingFeedDocs(row) })),
      ...page.received.map((row) => ({ seq: feedSeqOf(row), docs: [receivedFeedDoc(row)] })),
      ...page.matches.map((row) => ({ seq: feedSeqOf(row), docs: [matchFeedDoc(row)] })),
    ]
      .sort((x, y) => x.seq - y.seq)
      .slice(0, window.limit)
    const documents: Tombstoned<MatchFeedDoc>[] = items.flatMap((item) => item.docs)
    return { documents, checkpoint: { seq: items.at(-1)?.seq ?? window.afterSeq } }
  }

  /** Sends each user their view of the seqs one committed write took. */
  async function publish(userIds: string[], firstSeq: number, lastSeq: number): Promise<void> {
    if (firstSeq <= 0) return
    try {
      for (const userId of new Set(userIds)) {
        const window = { afterSeq: firstSeq - 1, uptoSeq: lastSeq, limit: lastSeq - firstSeq + 1 }
        const { documents } = await feedFor(userId, window)
        broadcaster.publish([userId], {
          collection: 'matches',
          documents,
          checkpoint: { seq: lastSeq },
        })
      }
    } catch (error) {
      // Committed already: clients catch up on their next pull.
      deps.log?.warn({ err: error }, 'matches sync event not sent')
    }
  }

  const chatRepublisher = createMatchRepublisher(views, broadcaster, deps.log)
  const localRepublisher = createMatchRepublisher(views, broadcaster, deps.log, true)
  const noticesOf = deps.notifier ? matchNotices(deps.notifier) : undefined

  async function quotaFor(
    views: MatchesViewsRepository,
    user: UserRow,
    now: Date,
  ): Promise<DailyQuota> {
    const dayStart = utcDayStart(now).toISOString()
    const [likes, superLikes] = await Promise.all([
      views.countSince(user.id, 'like', dayStart),
      views.countSince(user.id, 'superlike', dayStart),
    ])
    return quotaOf(
      dailyLimits(isPremium(user, now), deps.freeDailyLikes),
      { likes, superLikes },
      now,
    )
  }

  async function liveMatchOfPair(
    views: MatchesViewsRepository,
    viewer: string,
    petId: string | null,
    targetPetId: string,
  ) {
    if (petId === null) return null
    const match = await views.findMatchOfPair(petId, targetPetId)
    if (!match || match.deleted === 1) return null
    const row = await views.liveMatch(viewer, match.id)
    return row ? toMatchDetail(row) : null
  }

  function limitError(kind: SwipeKind, premium: boolean, limit: number, now: Date): HttpError {
    const message =
      kind === 'like'
        ? matchMessages.likeLimitReached(limit)
        : premium
          ? matchMessages.premiumSuperLikeLimitReached
          : matchMessages.freeSuperLikeLimitReached
    return new HttpError(429, errorCodes.dailyLimitReached, message, {
      'Retry-After': String(secondsToReset(now)),
    })
  }

  /** The swiping pet (null: browsing mode) and the target's owner, or the refusal. */
  async function checkPets(
    views: MatchesViewsRepository,
    user: UserRow,
    request: SwipeRequest,
  ): Promise<{ petId: string | null; targetOwnerId: string }> {
    const target = await views.findPet(request.targetPetId)
    if (!target || target.deleted === 1)
      throw fail(404, errorCodes.notFound, matchMessages.targetNotFound)
    if (target.owner_id === user.id) throw fail(400, errorCodes.badRequest, matchMessages.ownTarget)
    if (!request.userPetId) {
      if (request.action === 'superlike') {
        throw fail(400, errorCodes.badRequest, matchMessages.superLikeNeedsPet)
      }
      return { petId: null, targetOwnerId: target.owner_id }
    }
    const own = await views.findPet(request.userPetId)
    if (!own || own.deleted === 1)
      throw fail(404, errorCodes.notFound, matchMessages.ownPetNotFound)
    if (own.owner_id !== user.id) throw fail(403, errorCodes.forbidden, matchMessages.notYourPet)
    return { petId: own.id, targetOwnerId: target.owner_id }
  }

  /**
   * One swipe inside the group commit's transaction: the checks of who asks, the write and its
   * answer (the match it made, today's quota) all read `trx`, so the answer its key keeps is
   * what this write left. A refusal (not found, not yours, daily limit) throws its HttpError:
   * the write is undone alone and the key keeps that answer.
   */
  async function swipeIn(trx: BatchTransaction, { user, request, now }: SwipeWrite) {
    const views = createMatchesViewsRepository(trx)
    const { petId, targetOwnerId } = await checkPets(views, user, request)
    const premium = isPremium(user, now)
    const limits = dailyLimits(premium, deps.freeDailyLikes)
    const kind: SwipeKind = request.action
    const limit = kind === 'like' ? limits.likes : kind === 'superlike' ? limits.superLikes : null
    let outcome
    try {
      outcome = await swipes.recordSwipeIn(
        trx,
        {
          id: randomUUID(),
          userId: user.id,
          petId,
          actorKey: petId ?? `user:${user.id}`,
          targetPetId: request.targetPetId,
          targetOwnerId,
          action: kind,
          now: now.toISOString(),
          dayStart: utcDayStart(now).toISOString(),
          limit,
          matchId: randomUUID(),
        },
        noticesOf,
      )
    } catch (error) {
      if (error instanceof DailyLimitError) throw limitError(kind, premium, limit ?? 0, now)
      throw error
    }
    const swipe = outcome.swipe
    const match = await liveMatchOfPair(views, user.id, swipe.pet_id, swipe.target_pet_id)
    const already = outcome.kind === 'already'
    const response: SwipeResponse = {
      success: true,
      action: swipe.action,
      matched: match !== null,
      isMatch: match !== null,
      browsingMode: swipe.pet_id === null,
      alreadyInteracted: already,
      ...(already ? { message: matchMessages.alreadyInteracted } : {}),
      match,
      quota: await quotaFor(views, user, now),
    }
    return { outcome, response }
  }
  // Likes take 'matches' and, for their notices, 'notifications' (in that order).
  const swipeWrites = writeOneByOne('swipes', ['matches', 'notifications'], swipeIn)
  // Ending a match takes 'matches' then 'messages' (its chat's tombstones).
  const unmatchWrites = writeOneByOne(
    'unmatches',
    ['matches', 'messages'],
    (trx, end: { matchId: string; userId: string; now: string }) =>
      notFoundAs(matchMessages.matchNotFound, swipes.unmatchIn(trx, end)),
  )
  const favoriteRemovals = writeOneByOne(
    'favorite-removals',
    ['matches'],
    (trx, removal: { swipeId: string; userId: string; now: string }) =>
      notFoundAs(matchMessages.favoriteNotFound, swipes.removeFavoriteIn(trx, removal)),
  )
  const success = { status: 200, body: { success: true } satisfies SuccessResponse }

  return {
    /**
     * A swipe (like, pass, super like) as a queued write: it joins the group commit with its
     * key's record and answer. After the commit the concerned users' sockets get their view.
     */
    async swipe(
      user: UserRow,
      request: SwipeRequest,
      ticket?: WriteTicket | null,
    ): Promise<Committed<SwipeResponse>> {
      const committed = await deps.writes.commit(
        swipeWrites,
        { user, request, now: clock() },
        {
          ticket,
          answer: (done) => ({ status: 200, body: done.response }),
        },
      )
      if (committed.isReplay) return committed
      const { outcome, response } = committed.output
      if (outcome.kind === 'recorded') {
        const kind = request.action
        const concerned = [
          user.id,
          ...(kind === 'superlike' || outcome.match ? [outcome.swipe.target_owner_id] : []),
        ]
        await publish(concerned, outcome.firstSeq, outcome.lastSeq)
        deps.notifier?.announce(outcome.notices)
      }
      return { isReplay: false, output: response, answer: committed.answer }
    },

    quota: (user: UserRow) => quotaFor(views, user, clock()),

    /**
     * After a chat write that moved only this match (a message, a read, a mute) to `seq`: each
     * given member gets their own 'match' doc — the docs `publish` would find in that seq
     * window. Calls of one tick (a batch of messages resolves at once) share one read.
     */
    republishMatch(
      match: { id: string; user_a_id: string; user_b_id: string },
      seq: number,
      userIds: readonly string[],
    ): Promise<void> {
      if (seq <= 0) return Promise.resolve()
      return chatRepublisher.add(match.id, seq, userIds)
    },

    /** republishMatch to this node's sockets only (a node-fanout delivery). */
    republishMatchLocally(matchId: string, seq: number, userIds: readonly string[]): Promise<void> {
      if (seq <= 0 || userIds.length === 0) return Promise.resolve()
      return localRepublisher.add(matchId, seq, userIds)
    },

    /** Tells both users a match ended (unmatch here, block in chat). */
    async ended(result: EndedMatch, reason: MatchEndReason = 'unmatched'): Promise<void> {
      const { match } = result
      await publish([match.user_a_id, match.user_b_id], result.firstSeq, result.lastSeq)
      await deps.onMatchEnded?.(result, reason)
      await deps.notifier?.forgetMatch([match.user_a_id, match.user_b_id], match.id)
    },

    async list(viewer: string): Promise<MatchListResponse> {
      return { matches: (await views.liveMatches(viewer)).map(toMatchListItem) }
    },

    async get(viewer: string, matchId: string): Promise<MatchDetail> {
      const row = await views.liveMatch(viewer, matchId)
      if (!row) throw fail(404, errorCodes.notFound, matchMessages.matchNotFound)
      return toMatchDetail(row)
    },

    /** 200 { success }, committed with its key's answer; then both users hear it ended. */
    async unmatch(
      viewer: string,
      matchId: string,
      ticket?: WriteTicket | null,
    ): Promise<Committed<unknown>> {
      const committed = await deps.writes.commit(
        unmatchWrites,
        { matchId, userId: viewer, now: clock().toISOString() },
        { ticket, answer: () => success },
      )
      if (!committed.isReplay) await this.ended(committed.output)
      return committed
    },

    async superLikes(viewer: string): Promise<SuperLikesResponse> {
      const [sent, received] = await Promise.all([
        views.sentSuperLikes(viewer),
        views.receivedSuperLikes(viewer),
      ])
      return { sent: sent.map(toSentSuperLike), received: received.map(toReceivedSuperLike) }
    },

    async favorites(viewer: string): Promise<FavoritesResponse> {
      return { success: true, favorites: (await views.favorites(viewer)).map(toFavorite) }
    },

    /** 200 { success }, committed with its key's answer; then the viewer's devices get it. */
    async removeFavorite(
      viewer: string,
      favoriteId: string,
      ticket?: WriteTicket | null,
    ): Promise<Committed<unknown>> {
      const committed = await deps.writes.commit(
        favoriteRemovals,
        { swipeId: favoriteId, userId: viewer, now: clock().toISOString() },
        { ticket, answer: () => success },
      )
      if (!committed.isReplay) {
        const row = committed.output
        await publish([viewer], feedSeqOf(row), feedSeqOf(row))
      }
      return committed
    },

    /** The 'matches' change feed: the viewer's rows of swipes and matches after `afterSeq`. */
    pull(viewer: string, afterSeq: number, limit: number): Promise<PullResponse<MatchFeedDoc>> {
      return feedFor(viewer, { afterSeq, limit })
    },

    /** GET /api/users/stats: live matches, and super likes received (the 'Super Likes' card). */
    async stats(viewer: string): Promise<{ matchCount: number; likeCount: number }> {
      const [matchCount, likeCount] = await Promise.all([
        views.countLiveMatches(viewer),
        views.countSuperLikesReceived(viewer),
      ])
      return { matchCount, likeCount }
    },
  }
}

export type MatchesService = ReturnType<typeof createMatchesService>
