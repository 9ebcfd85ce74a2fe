import type { FastifyBaseLogger } from 'fastify'
import { SYNC_EVENT, type SyncEventPayload } from '../contract/sync.contract.js'
import { userRoom, type RealtimeGateway } from './gateway.js'

/**
 * Live half of replication: after a write COMMITS, its documents go to the sockets of the users
 * the change concerns (room `user:<id>`), on every node when the Redis adapter is on.
 *
 * Emitting before the commit could show a client a document that is then rolled back, so
 * services call this only once their transaction has returned. Delivery is at-most-once: a
 * client that misses an event catches up by pulling from its checkpoint after reconnecting.
 */
export interface ChangeBroadcaster {
  /** `local`: to this node's sockets only (a node-fanout delivery, realtime/node-fanout.ts). */
  publish<T>(
    userIds: readonly string[],
    payload: SyncEventPayload<T>,
    options?: { local?: boolean },
  ): void
}

export function createChangeBroadcaster(
  gateway: RealtimeGateway,
  log: FastifyBaseLogger,
): ChangeBroadcaster {
  return {
    publish(userIds, payload, options) {
      const rooms = [...new Set(userIds)].map(userRoom)
      if (rooms.length === 0 || payload.documents.length === 0) return
      try {
        // One emit to several rooms reaches a socket once even if it sits in more than one.
        const to = options?.local ? gateway.io.local.to(rooms) : gateway.io.to(rooms)
        to.emit(SYNC_EVENT, payload)
      } catch (error) {
        // The write is committed: a lost notice only delays clients until their next pull.
        log.warn({ err: error, collection: payload.collection }, 'sync event not sent')
      }
    },
  }
}
