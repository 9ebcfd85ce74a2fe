import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import { SESSION_ENDED_EVENT, type SessionEndedPayload } from '../contract/socket.contract.js'
import type { SessionChecker } from '../auth/session.js'
import type { RealtimeServer } from './realtime-server.js'

/**
 * A socket is authenticated once, at its handshake; a token can stop being valid afterwards
 * (it expires, or it is revoked: sign-out, sign-out everywhere, a password change, each
 * possibly on another node). Every `intervalMs` each node asks the database, in one query for
 * all of its own sockets' tokens, which of them are still live, and ends the others: the
 * socket gets SESSION_ENDED_EVENT (the client treats it as a 401) and is closed. Reading the
 * database rather than an in-memory flag is what makes a revocation by any node, or by a
 * script, count.
 *
 * A check that runs long is never overlapped by the next; a failed check (database away)
 * is logged and tried again at the next tick, leaving sockets alone meanwhile.
 */
export interface SessionRecheckOptions {
  io: RealtimeServer
  sessions: SessionChecker
  intervalMs: number
  log: FastifyBaseLogger
}

/** Sent before closing a socket whose session is over (engine.io flushes it first). */
export const sessionEnded: SessionEndedPayload = {
  error: errorCodes.unauthorized,
  message: serverMessages.unauthorized,
}

export function startSessionRecheck(options: SessionRecheckOptions): { stop(): void } {
  const { io, sessions, log } = options
  let isRunning = false

  async function check(): Promise<void> {
    const byToken = new Map<string, string[]>()
    // This node's sockets only: each node checks its own.
    for (const socket of io.of('/').sockets.values()) {
      const { tokenHash } = socket.data
      const ids = byToken.get(tokenHash)
      if (ids) ids.push(socket.id)
      else byToken.set(tokenHash, [socket.id])
    }
    if (byToken.size === 0) return
    const live = await sessions.liveTokenHashes([...byToken.keys()])
    for (const [tokenHash, ids] of byToken) {
      if (live.has(tokenHash)) continue
      log.info({ sockets: ids.length }, 'closing sockets of an expired or revoked session')
      for (const id of ids) {
        const socket = io.of('/').sockets.get(id)
        socket?.emit(SESSION_ENDED_EVENT, sessionEnded)
        socket?.disconnect(true)
      }
    }
  }

  const timer = setInterval(() => {
    if (isRunning) return
    isRunning = true
    check()
      .catch((error: unknown) => log.warn({ err: error }, 'socket session re-check failed'))
      .finally(() => {
        isRunning = false
      })
  }, options.intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
