import { randomBytes } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call, registerUser, uniqueEmail } from '../support/api.js'
import { databaseTargets, type PreparedDatabase } from '../support/databases.js'
import { startServer, type RunningServer } from '../support/server-process.js'
import { connected, openSocket, type ConnectError } from '../support/sockets.js'

/**
 * The sign-up and socket-join limits on two server nodes sharing one database and one Redis
 * (TEST_REDIS_URL): the counters are Redis's, so alternating nodes does not double anyone's
 * allowance.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim()

describe.runIf(redisUrl).each(databaseTargets)(
  'rate limits across two nodes on $kind',
  (target) => {
    let database: PreparedDatabase | undefined
    let first: RunningServer | undefined
    let second: RunningServer | undefined
    const sockets: Socket[] = []
    const nodes = () => {
      if (!first || !second) throw new Error('the nodes did not start')
      return [first, second] as const
    }

    beforeAll(async () => {
      database = await target.prepare()
      const env = {
        REDIS_URL: redisUrl ?? '',
        // A fresh prefix: counters from earlier runs on the same Redis must not leak in.
        REDIS_KEY_PREFIX: `huellitas-test-${randomBytes(4).toString('hex')}:`,
        SIGNUP_MAX_PER_IP: '3',
        SOCKET_JOINS_MAX_PER_USER: '3',
      }
      first = await startServer({ databaseUrl: database.databaseUrl, env })
      second = await startServer({ databaseUrl: database.databaseUrl, env, dataDir: first.dataDir })
    })

    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect()
    })

    afterAll(async () => {
      try {
        await second?.stop()
        await first?.stop()
      } finally {
        await database?.drop()
      }
    })

    it('counts socket handshakes of one user across nodes', async () => {
      const [a, b] = nodes()
      // Signed up directly on one node (the sign-up limit allows three from this address).
      const user = await registerUser(a.baseUrl)
      for (const node of [a, b, a]) {
        const socket = openSocket(node.baseUrl, user.token)
        sockets.push(socket)
        await connected(socket)
      }
      const refused = openSocket(b.baseUrl, user.token)
      sockets.push(refused)
      const error = await connected(refused).then(
        () => null,
        (rejection: ConnectError) => rejection,
      )
      expect(error?.data?.error).toBe('too-many-requests')
    })

    it('counts sign-ups from one address across nodes', async () => {
      const [a, b] = nodes()
      // One sign-up was spent by the test above; two more pass, on either node.
      const statuses: number[] = []
      for (const node of [b, a, b]) {
        const result = await call(node.baseUrl, 'POST', '/api/auth/register', {
          json: { name: 'Nodo Prueba', email: uniqueEmail('nodes'), password: 'secreto123' },
        })
        statuses.push(result.status)
      }
      expect(statuses).toEqual([201, 201, 429])
    })
  },
)
