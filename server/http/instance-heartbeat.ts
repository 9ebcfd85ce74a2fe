import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { IdempotencyRepository } from './idempotency.repository.js'

/**
 * This server process as other processes see it: a random id made at start, a row in
 * `server_instances` refreshed every HEARTBEAT_MS, removed on a clean shutdown. A process
 * killed outright (crash, OOM, SIGKILL, power loss) stops refreshing it, so OWNER_SILENT_MS
 * later every process, a restarted one included, knows that its pending idempotency claims
 * will never finish.
 */
export const HEARTBEAT_MS = 1_000
/**
 * Three missed heartbeats. Long enough that a busy event loop or a slow write does not make a
 * live process look dead; short enough that a retry after a crash is not kept waiting. Nodes
 * compare heartbeats with their own clocks, so their clocks must agree to well within this.
 */
export const OWNER_SILENT_MS = 3 * HEARTBEAT_MS

export interface InstanceHeartbeat {
  readonly id: string
  /** Resolves once the first heartbeat was attempted; claims are made after it. */
  readonly ready: Promise<void>
  stop(): Promise<void>
}

export function startHeartbeat(options: {
  repository: IdempotencyRepository
  log: FastifyBaseLogger
  now: () => number
}): InstanceHeartbeat {
  const { repository, log, now } = options
  const id = randomUUID()
  let running: Promise<void> | null = null
  let failing = false

  const beat = (): Promise<void> => {
    // One at a time: a slow database must not pile heartbeats up.
    running ??= repository
      .heartbeat(id, new Date(now()).toISOString())
      .then(
        () => {
          if (failing) log.info({ instanceId: id }, 'instance heartbeat stored again')
          failing = false
        },
        (error: unknown) => {
          // Logged once per outage, not once a second.
          if (!failing) log.warn({ err: error, instanceId: id }, 'instance heartbeat failed')
          failing = true
        },
      )
      .finally(() => {
        running = null
      })
    return running
  }

  const ready = beat()
  const timer = setInterval(() => void beat(), HEARTBEAT_MS)
  timer.unref()
  log.info({ instanceId: id }, 'server instance registered')

  return {
    id,
    ready,
    async stop() {
      clearInterval(timer)
      await running
      await repository.removeInstance(id).catch((error: unknown) => {
        log.warn({ err: error, instanceId: id }, 'instance row not removed')
      })
    },
  }
}
