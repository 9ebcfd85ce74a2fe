import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { MessageRow } from './message.model.js'

/** The read behind the 'messages' change feed (messages.feed.ts). */
export function createMessagesFeedRepository(db: Kysely<Database>) {
  return {
    /**
     * Every message of every match the viewer is (or was) in, in seq order, after `afterSeq`
     * and up to `uptoSeq` when given. Ended matches count: their messages come back as the
     * tombstones the viewer's replica must apply.
     */
    async page(
      viewer: string,
      afterSeq: number,
      limit: number,
      uptoSeq?: number,
    ): Promise<MessageRow[]> {
      let query = db
        .selectFrom('messages')
        .selectAll()
        .where('match_id', 'in', (eb) =>
          eb
            .selectFrom('matches')
            .select('id')
            .where((w) => w.or([w('user_a_id', '=', viewer), w('user_b_id', '=', viewer)])),
        )
        .where('seq', '>', afterSeq)
      if (uptoSeq !== undefined) query = query.where('seq', '<=', uptoSeq)
      return query.orderBy('seq').limit(limit).execute()
    },
  }
}

export type MessagesFeedRepository = ReturnType<typeof createMessagesFeedRepository>
