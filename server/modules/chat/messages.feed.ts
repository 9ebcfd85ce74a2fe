import type { FastifyBaseLogger } from 'fastify'
import type { MessageFeedDoc } from '../../contract/chat.messages.js'
import type { PullResponse, Tombstoned } from '../../contract/sync.contract.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { EndedMatch } from '../matches/match.model.js'
import { feedPage, type SyncFeed } from '../sync/sync-feed.js'
import type { MessagesFeedRepository } from './messages-feed.repository.js'
import type { MessageRow } from './message.model.js'

export const toMessageFeedDoc = (row: MessageRow): Tombstoned<MessageFeedDoc> => ({
  id: row.id,
  matchId: row.match_id,
  senderId: row.sender_id,
  content: row.content,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  _deleted: row.deleted === 1,
})

/** Live events of one tombstoning carry at most this many; the rest come by pull. */
const LIVE_TOMBSTONES_MAX = 1000

/**
 * The 'messages' change feed: every message of every match the viewer is (or was) in, in seq
 * order. When a match ends its messages are renumbered as tombstones (match-end.repository.ts), so both
 * users' replicas drop them on their next pull or live event.
 */
export function createMessagesFeed(deps: {
  repository: MessagesFeedRepository
  broadcaster: ChangeBroadcaster
  log?: FastifyBaseLogger
}) {
  const { repository, broadcaster } = deps

  async function pull(
    viewer: string,
    afterSeq: number,
    limit: number,
    uptoSeq?: number,
  ): Promise<PullResponse<MessageFeedDoc>> {
    const rows = await repository.page(viewer, afterSeq, limit, uptoSeq)
    return feedPage(rows, afterSeq, toMessageFeedDoc)
  }

  function send(userIds: string[], page: PullResponse<MessageFeedDoc>) {
    if (page.documents.length === 0) return
    broadcaster.publish(userIds, { collection: 'messages', ...page })
  }

  return {
    pull,

    /** A new message, to both members' sockets (`local`: those of this node). */
    publishMessage(userIds: string[], row: MessageRow, options?: { local?: boolean }): void {
      const page = { documents: [toMessageFeedDoc(row)], checkpoint: { seq: Number(row.seq) } }
      broadcaster.publish(userIds, { collection: 'messages', ...page }, options)
    },

    /** The tombstones of an ended match, to both (former) members. */
    async publishEnded(ended: EndedMatch): Promise<void> {
      if (!ended.messageSeqs) return
      const { first, last } = ended.messageSeqs
      try {
        const { match } = ended
        // Both users see the same rows of this match: one read serves both.
        const page = await pull(match.user_a_id, first - 1, LIVE_TOMBSTONES_MAX, last)
        send([match.user_a_id, match.user_b_id], page)
      } catch (error) {
        // Committed already: clients catch up on their next pull.
        deps.log?.warn({ err: error }, 'messages sync event not sent')
      }
    },

    feed: { pull: (userId, afterSeq, limit) => pull(userId, afterSeq, limit) } satisfies SyncFeed,
  }
}

export type MessagesFeed = ReturnType<typeof createMessagesFeed>
