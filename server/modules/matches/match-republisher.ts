import type { FastifyBaseLogger } from 'fastify'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { matchFeedDoc } from './match-docs.js'
import type { MatchesViewsRepository } from './matches-views.repository.js'

interface Pending {
  /** the highest seq asked for: the checkpoint sent */
  seq: number
  userIds: Set<string>
}

/**
 * Sends 'match' docs after chat writes, coalesced per tick: a batch of messages resolves all
 * at once, so their republishes share one read per side, and a match written several times in
 * the tick goes out once per member, in its latest state (newer than any of the writes, which
 * is what a pull would return too). Each member still gets only their own view.
 */
export function createMatchRepublisher(
  views: MatchesViewsRepository,
  broadcaster: ChangeBroadcaster,
  log?: FastifyBaseLogger,
  /** to this node's sockets only (a node-fanout delivery) */
  isLocal = false,
) {
  let pending = new Map<string, Pending>()
  let flushed: Promise<void> | null = null

  async function flush(): Promise<void> {
    const batch = pending
    pending = new Map()
    flushed = null
    try {
      const rows = await views.matchViews([...batch.keys()])
      for (const row of rows) {
        const wanted = batch.get(row.id)
        if (!wanted?.userIds.has(row.viewer_id)) continue
        broadcaster.publish(
          [row.viewer_id],
          {
            collection: 'matches',
            documents: [matchFeedDoc(row)],
            checkpoint: { seq: wanted.seq },
          },
          { local: isLocal },
        )
      }
    } catch (error) {
      // Committed already: clients catch up on their next pull.
      log?.warn({ err: error }, 'matches sync event not sent')
    }
  }

  return {
    add(matchId: string, seq: number, userIds: readonly string[]): Promise<void> {
      const entry = pending.get(matchId) ?? { seq, userIds: new Set<string>() }
      entry.seq = Math.max(entry.seq, seq)
      for (const userId of userIds) entry.userIds.add(userId)
      pending.set(matchId, entry)
      flushed ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush)
      return flushed
    },
  }
}
