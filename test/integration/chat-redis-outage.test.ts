import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HealthResponse } from '@contract/health.contract'
import { call } from '../support/api.js'
import { databaseTargets, type PreparedDatabase } from '../support/databases.js'
import type { ServerFixture } from '../support/server-fixture.js'
import { startServer, type RunningServer } from '../support/server-process.js'
import { connected, openSocket } from '../support/sockets.js'
import { matchedPair, sendMessage } from './chat-fixtures.js'

/**
 * A Redis outage must not take the node down: with Redis killed, chat writes still commit and
 * answer (their live emits wait in the Redis client's offline queue), health says Redis is
 * down, and a later SIGTERM still exits cleanly although closing the client then drops the
 * queued commands (server/redis.test.ts checks that those drops are handled). The suite runs
 * its own redis-server, so it can kill it.
 */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    let output = ''
    redis.stdout?.setEncoding('utf8')
    redis.stdout?.on('data', (chunk: string) => {
      output += chunk
      if (output.includes('Ready to accept connections')) resolve()
    })
    redis.once('exit', (code) => reject(new Error(`redis-server exited (code ${code})`)))
  })
  return redis
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else {
      child.once('exit', () => resolve())
      child.kill('SIGKILL')
    }
  })

describe.runIf(hasRedisServer).each(databaseTargets)(
  'chat through a Redis outage on $kind',
  (target) => {
    let database: PreparedDatabase | undefined
    let redis: ChildProcess | undefined
    let server: RunningServer | undefined

    beforeAll(async () => {
      database = await target.prepare()
      const port = await freePort()
      redis = await startRedis(port)
      server = await startServer({
        databaseUrl: database.databaseUrl,
        env: { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: 'outage-test:' },
      })
    })

    afterAll(async () => {
      try {
        if (server && server.process.exitCode === null) await server.stop().catch(() => undefined)
        if (redis) await killed(redis)
      } finally {
        await database?.drop()
      }
    })

    it('keeps answering while Redis is down, then still exits 0 on SIGTERM', async () => {
      if (!server || !redis) throw new Error('the suite did not start')
      const fixture = { baseUrl: server.baseUrl } as ServerFixture
      const { ana, bruno, matchId } = await matchedPair(fixture)
      const socket = openSocket(server.baseUrl, ana.token)
      try {
        await connected(socket)
        const joined = (await socket.emitWithAck('join-match', { matchId })) as { ok: boolean }
        expect(joined.ok).toBe(true)

        await killed(redis)
        // Each send emits to the room and the users' feeds through the adapter: commands that
        // can only queue now.
        for (const content of ['¿sigues ahí?', 'Redis se fue']) {
          const sent = await sendMessage(fixture, bruno.token, matchId, { content })
          expect(sent.status).toBe(201)
        }
        const health = await call<HealthResponse>(server.baseUrl, 'GET', '/api/health')
        expect(health.body).toMatchObject({ redis: { state: 'down' } })
      } finally {
        socket.disconnect()
      }
      // Rejects unless the exit code is 0.
      await server.stop()
    })
  },
)
