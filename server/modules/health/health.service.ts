import { performance } from 'node:perf_hooks'
import type { HealthResponse } from '../../contract/health.contract.js'
import type { DatabaseHandle } from '../../db/database.js'
import type { RedisConnection } from '../../redis.js'

export interface HealthServiceOptions {
  database: DatabaseHandle
  redis: RedisConnection | null
  version: string
  /** A check slower than this counts as down: a load balancer should not wait on a hung pool. */
  timeoutMs?: number
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref()
  })
}

export function createHealthService(options: HealthServiceOptions) {
  const timeoutMs = options.timeoutMs ?? 2000

  async function checkDatabase(): Promise<HealthResponse['database']> {
    const started = performance.now()
    try {
      await Promise.race([options.database.ping(), timeout(timeoutMs)])
      const latencyMs = Math.round((performance.now() - started) * 100) / 100
      return { dialect: options.database.dialect, state: 'up', latencyMs }
    } catch {
      return { dialect: options.database.dialect, state: 'down', latencyMs: null }
    }
  }

  async function checkRedis(): Promise<HealthResponse['redis']> {
    if (!options.redis) return { state: 'disabled' }
    return { state: (await options.redis.ping(timeoutMs)) ? 'up' : 'down' }
  }

  return {
    async check(): Promise<HealthResponse> {
      const [database, redis] = await Promise.all([checkDatabase(), checkRedis()])
      return {
        status: database.state === 'up' && redis.state !== 'down' ? 'ok' : 'degraded',
        database,
        redis,
        uptimeSeconds: Math.round(process.uptime()),
        version: options.version,
      }
    },
  }
}

export type HealthService = ReturnType<typeof createHealthService>
