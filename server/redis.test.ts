import type { FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { connectRedis } from './redis.js'

/**
 * The socket.io Redis adapter fires publish and (un)subscribe without handling their promises.
 * A command that fails — the client closed at shutdown while a late handler still emits, or
 * destroyed with commands queued during an outage — must be logged, not left as an unhandled
 * rejection (main.ts exits the process on those: the ClientClosedError after bench:chat).
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim()

function recordingLog() {
  const warnings: string[] = []
  const log = Object.assign(pino({ level: 'silent' }), {
    warn: (_: unknown, message: string) => {
      warnings.push(message)
    },
  })
  return { log: log as unknown as FastifyBaseLogger, warnings }
}

describe.runIf(redisUrl)('the Redis connection', () => {
  it('gives the adapter clients whose fire-and-forget commands never reject', async () => {
    const { log, warnings } = recordingLog()
    const redis = await connectRedis(redisUrl ?? '', 'redis-test:', log)
    await expect(redis.forAdapter.publisher.publish('redis-test:x', 'hola')).resolves.toBe(0)
    await redis.close()
    // Closing twice is harmless.
    await redis.close()

    // The raw client refuses after close; the adapter's view logs the same failure instead.
    await expect(redis.client.publish('redis-test:x', 'hola')).rejects.toThrow()
    await expect(redis.forAdapter.publisher.publish('redis-test:x', 'hola')).resolves.toBe(
      undefined,
    )
    expect(warnings).toEqual(['redis command failed'])
    // Everything else is the client itself, bound to it.
    expect(redis.forAdapter.publisher.isOpen).toBe(false)
  })
})
