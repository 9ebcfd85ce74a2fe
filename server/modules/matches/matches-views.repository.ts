import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely'
import type { Database, MatchRowKind } from '../../db/schema.js'
import { createMatchingLookups } from './matching-lookups.repository.js'

/**
 * The reads of matching, shaped for the viewer: every row says which pet is "mine" and which
 * is the other's, with the other pet's and owner's display fields joined in. The REST lists
 * and the 'matches' change feed both read through here, so they cannot disagree.
 *
 * - outgoing: the viewer's likes and super likes (favorites, sent super likes), with the live
 *   match of the pair if any;
 * - received: super likes other users gave the viewer's pets;
 * - matches: matches the viewer is in, from either side (two indexed queries, no OR).
 */
/** The other side of a relation or a match, as both views read it: their pet and its owner. */
interface OtherSideColumns {
  other_pet_id: string
  other_pet_name: string
  other_pet_breed: string
  other_pet_age: number
  other_pet_photos: string
  other_user_id: string
  other_user_name: string
  other_user_avatar: string | null
}

export interface RelationRow extends OtherSideColumns {
  id: string
  seq: number | string
  action: 'like' | 'pass' | 'superlike'
  favorite_removed: number
  created_at: string
  updated_at: string
  my_pet_id: string | null
  my_pet_name: string | null
  match_id: string | null
  matched_at: string | null
}

export interface MatchViewRow extends OtherSideColumns {
  id: string
  seq: number | string
  is_super_like: number
  deleted: number
  created_at: string
  updated_at: string
  my_pet_id: string
  my_pet_name: string
  my_pet_breed: string
  my_pet_age: number
  my_pet_photos: string
  last_message: string | null
  last_message_at: string | null
  /** the viewer's unread messages (no chat_states row yet: null) */
  unread_count: number | string | null
  /** the viewer muted the chat: 1 (no chat_states row yet: null) */
  muted: number | null
  /** an unread message of a premium sender waits for the viewer: 1 (no row yet: null) */
  priority_unread: number | null
  /** 'match', or 'lostPet': a finder's conversation about an alert (both pets are its pet) */
  kind: MatchRowKind
  lost_pet_id: string | null
}

export interface SeqWindow {
  afterSeq: number
  /** inclusive upper bound (the live event of one write); undefined: none */
  uptoSeq?: number
  limit: number
}

type Side = 'a' | 'b'
const other = (side: Side): Side => (side === 'a' ? 'b' : 'a')

/** The pair's live match, joined to a swipe from either direction. */
const liveMatchOn = (
  eb: ExpressionBuilder<Database & { s: Database['swipes']; m: Database['matches'] }, 's' | 'm'>,
) =>
  eb.and([
    eb('m.deleted', '=', 0),
    eb.or([
      eb.and([
        eb('m.pet_a_id', '=', eb.ref('s.pet_id')),
        eb('m.pet_b_id', '=', eb.ref('s.target_pet_id')),
      ]),
      eb.and([
        eb('m.pet_a_id', '=', eb.ref('s.target_pet_id')),
        eb('m.pet_b_id', '=', eb.ref('s.pet_id')),
      ]),
    ]),
  ])

/** OtherSideColumns, from the other pet (`op`) and its owner (`ou`) joined in both views. */
const otherSide = [
  'op.id as other_pet_id',
  'op.name as other_pet_name',
  'op.breed as other_pet_breed',
  'op.age as other_pet_age',
  'op.photos as other_pet_photos',
  'ou.id as other_user_id',
  'ou.name as other_user_name',
  'ou.avatar as other_user_avatar',
] as const

export function createMatchesViewsRepository(db: Kysely<Database>) {
  const buildRelationBase = (direction: 'outgoing' | 'received') => {
    const [mine, others, otherUser] =
      direction === 'outgoing'
        ? (['s.pet_id', 's.target_pet_id', 's.target_owner_id'] as const)
        : (['s.target_pet_id', 's.pet_id', 's.user_id'] as const)
    return db
      .selectFrom('swipes as s')
      .innerJoin('pets as op', 'op.id', others)
      .innerJoin('users as ou', 'ou.id', otherUser)
      .leftJoin('pets as mp', 'mp.id', mine)
      .leftJoin('matches as m', (join) => join.on(liveMatchOn))
      .select([
        's.id as id',
        's.seq as seq',
        's.action as action',
        's.favorite_removed as favorite_removed',
        's.created_at as created_at',
        's.updated_at as updated_at',
        'mp.id as my_pet_id',
        'mp.name as my_pet_name',
        ...otherSide,
        'm.id as match_id',
        'm.created_at as matched_at',
      ])
  }

  const relationBases = {
    outgoing: buildRelationBase('outgoing'),
    received: buildRelationBase('received'),
  }
  const relationBase = (direction: 'outgoing' | 'received') => relationBases[direction]

  const outgoing = (viewer: string) =>
    relationBase('outgoing')
      .where('s.user_id', '=', viewer)
      .where('s.action', 'in', ['like', 'superlike'])
  const received = (viewer: string) =>
    relationBase('received')
      .where('s.target_owner_id', '=', viewer)
      .where('s.action', '=', 'superlike')

  /** A relation list as the screens show it: the other pet still exists, newest first. */
  const newestWithOtherPet = (query: ReturnType<typeof outgoing>): Promise<RelationRow[]> =>
    query.where('op.deleted', '=', 0).orderBy('s.created_at', 'desc').orderBy('s.id').execute()

  const buildMatchView = (side: Side) => {
    const o = other(side)
    return db
      .selectFrom('matches as m')
      .innerJoin('pets as mp', 'mp.id', `m.pet_${side}_id`)
      .innerJoin('pets as op', 'op.id', `m.pet_${o}_id`)
      .innerJoin('users as ou', 'ou.id', `m.user_${o}_id`)
      .leftJoin('chat_states as cs', (join) =>
        join.onRef('cs.match_id', '=', 'm.id').onRef('cs.user_id', '=', `m.user_${side}_id`),
      )
      .select([
        'm.id as id',
        'm.seq as seq',
        'm.is_super_like as is_super_like',
        'm.deleted as deleted',
        'm.created_at as created_at',
        'm.updated_at as updated_at',
        'mp.id as my_pet_id',
        'mp.name as my_pet_name',
        'mp.breed as my_pet_breed',
        'mp.age as my_pet_age',
        'mp.photos as my_pet_photos',
        ...otherSide,
        'm.last_message as last_message',
        'm.last_message_at as last_message_at',
        'cs.unread_count as unread_count',
        'cs.muted as muted',
        'cs.priority_unread as priority_unread',
        'm.kind as kind',
        'm.lost_pet_id as lost_pet_id',
      ])
  }

  // Kysely builders are immutable: the joins and column lists are parsed once, not on every
  // read (the chat's match republish reads a view for every batch of messages).
  const matchViews = { a: buildMatchView('a'), b: buildMatchView('b') }
  const matchView = (side: Side) => matchViews[side]

  function inWindow<Q extends SelectQueryBuilder<Database, never, object>>(
    query: Q,
    column: string,
    window: SeqWindow,
  ): Q {
    let q = query.where(column as never, '>', window.afterSeq as never)
    if (window.uptoSeq !== undefined) q = q.where(column as never, '<=', window.uptoSeq as never)
    return q.orderBy(column as never).limit(window.limit) as Q
  }

  /**
   * The matches `viewer` is the `side` member of; `live`: matches only (the feed carries
   * conversations too), not ended, and both pets still there.
   */
  function viewerMatches(side: Side, viewer: string, live: boolean) {
    const query = matchView(side).where(`m.user_${side}_id`, '=', viewer)
    if (!live) return query
    return query
      .where('m.kind', '=', 'match')
      .where('m.deleted', '=', 0)
      .where('op.deleted', '=', 0)
      .where('mp.deleted', '=', 0)
  }

  async function matchesOf(
    viewer: string,
    live: boolean,
    order: 'seq' | 'recent',
    window?: SeqWindow,
  ) {
    const sides: Side[] = ['a', 'b']
    const lists = await Promise.all(
      sides.map((side) => {
        // The match lists (/matches) are live; the feed carries every row.
        const query = viewerMatches(side, viewer, live)
        if (window) return inWindow(query, 'm.seq', window).execute()
        return query.execute()
      }),
    )
    const rows = lists.flat() as MatchViewRow[]
    return order === 'recent'
      ? rows.sort((x, y) =>
          x.created_at < y.created_at ? 1 : x.created_at > y.created_at ? -1 : 0,
        )
      : rows
  }

  return {
    /** One page of the viewer's feed rows, each list in seq order (the service merges them). */
    async feedPage(viewer: string, window: SeqWindow) {
      const [sent, got, matches] = await Promise.all([
        inWindow(outgoing(viewer), 's.seq', window).execute() as Promise<RelationRow[]>,
        inWindow(received(viewer), 's.seq', window).execute() as Promise<RelationRow[]>,
        matchesOf(viewer, false, 'seq', window),
      ])
      return { outgoing: sent, received: got, matches }
    },

    /**
     * Matches as each of their members sees them, live or not (the feed's 'match' docs of chat
     * writes): both sides in one statement (a union of one indexed lookup by id per side), as
     * the republish after every message batch reads them, instead of each viewer's whole feed
     * window.
     */
    matchViews(matchIds: readonly string[]): Promise<(MatchViewRow & { viewer_id: string })[]> {
      if (matchIds.length === 0) return Promise.resolve([])
      const side = (s: Side) =>
        matchView(s).select(`m.user_${s}_id as viewer_id`).where('m.id', 'in', matchIds)
      return side('a').unionAll(side('b')).execute()
    },

    /** Live matches whose pets both still exist, newest first. */
    liveMatches(viewer: string): Promise<MatchViewRow[]> {
      return matchesOf(viewer, true, 'recent')
    },

    /** The match as `viewer` sees it; undefined when it is not theirs, gone, or its pet is. */
    async liveMatch(viewer: string, id: string): Promise<MatchViewRow | undefined> {
      for (const side of ['a', 'b'] as const) {
        const row = await viewerMatches(side, viewer, true)
          .where('m.id', '=', id)
          .executeTakeFirst()
        if (row) return row
      }
      return undefined
    },

    /** Likes and super likes not removed, on pets that still exist, newest first. */
    favorites(viewer: string): Promise<RelationRow[]> {
      return newestWithOtherPet(outgoing(viewer).where('s.favorite_removed', '=', 0))
    },

    sentSuperLikes(viewer: string): Promise<RelationRow[]> {
      return newestWithOtherPet(outgoing(viewer).where('s.action', '=', 'superlike'))
    },

    receivedSuperLikes(viewer: string): Promise<RelationRow[]> {
      return newestWithOtherPet(received(viewer).where('mp.deleted', '=', 0))
    },
    /**
     * 'Quién te dio like' (premium, spec §6): likes and super likes the viewer's pets received
     * that are still open: no live match, and the viewer has not swiped that pet back (a pass
     * hides it; a like would have made the match).
     */
    receivedOpenLikes(viewer: string, limit: number): Promise<RelationRow[]> {
      return relationBase('received')
        .where('s.target_owner_id', '=', viewer)
        .where('s.action', 'in', ['like', 'superlike'])
        .where('m.id', 'is', null)
        .where('op.deleted', '=', 0)
        .where('mp.deleted', '=', 0)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('swipes as back')
                .select('back.id')
                .where('back.user_id', '=', viewer)
                .whereRef('back.target_pet_id', '=', 's.pet_id'),
            ),
          ),
        )
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id')
        .limit(limit)
        .execute()
    },
    ...createMatchingLookups(db),
  }
}

export type MatchesViewsRepository = ReturnType<typeof createMatchesViewsRepository>
