import { createClient } from 'redis'
import type { FastifyBaseLogger } from 'fastify'

/**
 * The Redis connections a node needs when REDIS_URL is set: one for commands (shared rate
 * limits, socket.io publishing) and one in subscriber mode for the socket.io adapter.
 *
 * Both carry an `error` listener: node-redis emits every connection failure as an `error`
 * event, and an EventEmitter without a listener turns that into a process crash. While Redis
 * is away the clients reconnect on their own; rate limits fall back to memory meanwhile.
 */
function newClient(url: string) {
  return createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries: number) => Math.min(200 * (retries + 1), 5_000),
    },
  })
}

export type RedisClient = ReturnType<typeof newClient>

export interface RedisConnection {
  client: RedisClient
  subscriber: RedisClient
  /**
   * The two clients as the socket.io Redis adapter must get them: it fires publish and
   * (un)subscribe commands without handling their promises, so a command that fails (Redis
   * closed at shutdown while handlers still emit, a connection lost mid-command, a queued
   * unsubscribe dropped by close) would be an unhandled rejection, and main.ts exits on those.
   * These views log such failures instead; live delivery is at-most-once anyway.
   */
  forAdapter: { publisher: RedisClient; subscriber: RedisClient }
  /** Prepended to every key and channel (REDIS_KEY_PREFIX). */
  keyPrefix: string
  /** Whether Redis answers a PING within the timeout. */
  ping(timeoutMs: number): Promise<boolean>
  close(): Promise<void>
}

const CONNECT_TIMEOUT_MS = 10_000

/** What the adapter calls and never awaits (see RedisConnection.forAdapter). */
const FIRE_AND_FORGET = new Set([
  'publish',
  'sPublish',
  'subscribe',
  'unsubscribe',
  'pSubscribe',
  'pUnsubscribe',
  'sSubscribe',
  'sUnsubscribe',
])

function withHandledCommands(redis: RedisClient, log: FastifyBaseLogger, role: string) {
  const report = (command: string) => (error: unknown) => {
    log.warn({ err: error, role, command }, 'redis command failed')
  }
  return new Proxy(redis, {
    get(target, property) {
      // The target as `this`: the client's getters and methods use its private fields.
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      const method = value as (...args: unknown[]) => unknown
      if (typeof property !== 'string' || !FIRE_AND_FORGET.has(property)) return method.bind(target)
      return (...args: unknown[]) => {
        try {
          return Promise.resolve(method.apply(target, args)).catch(report(property))
        } catch (error) {
          report(property)(error)
          return Promise.resolve()
        }
      }
    },
  })
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** A graceful close waits for Redis to answer; with Redis away that would never end. */
async function closeQuietly(redis: RedisClient): Promise<void> {
  if (!redis.isOpen) return
  if (redis.isReady) await redis.close()
  else redis.destroy()
}

export async function connectRedis(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): Promise<RedisConnection> {
  const client = newClient(url)
  const subscriber = client.duplicate()
  // Log a lost connection once per outage, not once per reconnection attempt.
  for (const [role, redis] of [
    ['client', client],
    ['subscriber', subscriber],
  ] as const) {
    let reported = false
    redis.on('error', (error: Error) => {
      if (!reported) log.error({ err: error, role }, 'redis connection error')
      reported = true
    })
    redis.on('ready', () => {
      if (reported) log.info({ role }, 'redis connection restored')
      reported = false
    })
  }

  try {
    await withTimeout(
      Promise.all([client.connect(), subscriber.connect()]),
      CONNECT_TIMEOUT_MS,
      `Could not connect to Redis (REDIS_URL) within ${CONNECT_TIMEOUT_MS / 1000} s`,
    )
  } catch (error) {
    client.destroy()
    subscriber.destroy()
    throw error
  }

  return {
    client,
    subscriber,
    forAdapter: {
      publisher: withHandledCommands(client, log, 'client'),
      subscriber: withHandledCommands(subscriber, log, 'subscriber'),
    },
    keyPrefix,
    async ping(timeoutMs) {
      // A command sent while disconnected waits in the offline queue: answer "down" at once.
      if (!client.isReady) return false
      try {
        await withTimeout(client.ping(), timeoutMs, 'redis ping timed out')
        return true
      } catch {
        return false
      }
    },
    async close() {
      await Promise.allSettled([closeQuietly(client), closeQuietly(subscriber)])
    },
  }
}
