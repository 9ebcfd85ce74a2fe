import type { Kysely, Selectable } from 'kysely'
import type { Database, MatchesTable, SwipesTable } from '../../db/schema.js'

/**
 * Small reads of matching outside any write: the pets a swipe names, a pair's match, and the
 * counts behind the swipes indicator and the profile's stats. Part of the views repository.
 */
export function createMatchingLookups(db: Kysely<Database>) {
  return {
    /** Live matches whose pets both still exist (the profile's 'Matches' card). */
    async countLiveMatches(viewer: string): Promise<number> {
      let total = 0
      for (const side of ['a', 'b'] as const) {
        const row = await db
          .selectFrom('matches as m')
          .innerJoin('pets as pa', 'pa.id', 'm.pet_a_id')
          .innerJoin('pets as pb', 'pb.id', 'm.pet_b_id')
          .select((eb) => eb.fn.countAll().as('count'))
          .where(`m.user_${side}_id`, '=', viewer)
          .where('m.kind', '=', 'match')
          .where('m.deleted', '=', 0)
          .where('pa.deleted', '=', 0)
          .where('pb.deleted', '=', 0)
          .executeTakeFirst()
        total += Number(row?.count ?? 0)
      }
      return total
    },

    /** Super likes the viewer's live pets received from live pets ('Super Likes' card). */
    async countSuperLikesReceived(viewer: string): Promise<number> {
      const row = await db
        .selectFrom('swipes as s')
        .innerJoin('pets as mp', 'mp.id', 's.target_pet_id')
        .innerJoin('pets as op', 'op.id', 's.pet_id')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('s.target_owner_id', '=', viewer)
        .where('s.action', '=', 'superlike')
        .where('mp.deleted', '=', 0)
        .where('op.deleted', '=', 0)
        .executeTakeFirst()
      return Number(row?.count ?? 0)
    },

    /** This kind's swipes by the user since `dayStart` (outside any write: for display). */
    async countSince(
      userId: string,
      action: SwipesTable['action'],
      dayStart: string,
    ): Promise<number> {
      const row = await db
        .selectFrom('swipes')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', dayStart)
        .where('action', '=', action)
        .executeTakeFirst()
      return Number(row?.count ?? 0)
    },

    /** A pet's owner and state (tombstones included: callers decide). */
    findPet(id: string): Promise<{ id: string; owner_id: string; deleted: number } | undefined> {
      return db
        .selectFrom('pets')
        .select(['id', 'owner_id', 'deleted'])
        .where('id', '=', id)
        .executeTakeFirst()
    },

    findMatchOfPair(petA: string, petB: string): Promise<Selectable<MatchesTable> | undefined> {
      const [a, b] = petA < petB ? [petA, petB] : [petB, petA]
      return db
        .selectFrom('matches')
        .selectAll()
        .where('pet_a_id', '=', a)
        .where('pet_b_id', '=', b)
        .executeTakeFirst()
    },
  }
}
