import type { FastifyBaseLogger } from 'fastify'
import type { RealtimeServer } from './gateway.js'

/**
 * Fan-out of committed writes across nodes with one Redis publish per tick instead of one per
 * event and room: the events of a tick (a group commit resolves all its writes in the same
 * one) go to the other nodes in ONE inter-server message (socket.io's serverSideEmit over the
 * Redis adapter), and every node, this one directly, builds and emits what its own sockets
 * need with `io.local`: a node without any socket of a user does no work for that user.
 *
 * Delivery stays at-most-once, as every live event here: a node that misses a message leaves
 * its clients to catch up by pulling (realtime/change-broadcaster.ts).
 */
export function createNodeFanout<T>(options: {
  io: RealtimeServer
  /** the inter-server event's name, unique per kind of event */
  name: string
  /** false without the Redis adapter: one node, nothing to send */
  isClustered: boolean
  /** Emits to this node's sockets what `events` mean for them. */
  deliver(events: readonly T[]): void
  log: FastifyBaseLogger
}): { add(event: T): void } {
  const { io, name, log } = options
  let pending: T[] = []

  const deliver = (events: readonly T[]) => {
    try {
      options.deliver(events)
    } catch (error) {
      log.warn({ err: error, name }, 'live events not delivered')
    }
  }
  if (options.isClustered) {
    // Only this deployment's nodes send on `name`, each a batch of this same T.
    io.on(name, (events) => deliver(events as T[]))
  }

  function flush(): void {
    const events = pending
    pending = []
    deliver(events)
    if (!options.isClustered) return
    try {
      io.serverSideEmit(name, events)
    } catch (error) {
      log.warn({ err: error, name }, 'live events not sent to the other nodes')
    }
  }

  return {
    add(event) {
      pending.push(event)
      if (pending.length === 1) setImmediate(flush)
    },
  }
}

/** Whether any socket of this node is in `room` (what a node builds events for). */
export function hasLocalMembers(io: RealtimeServer, room: string): boolean {
  return (io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0
}
