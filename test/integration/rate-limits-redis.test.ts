import type { Socket } from 'socket.io-client'
import { afterEach, describe, expect, it } from 'vitest'
import { call, registerUser, uniqueEmail } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { twoNodes } from '../support/two-nodes.js'
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
    const sockets: Socket[] = []
    const nodes = twoNodes(target, redisUrl ?? '', {
      SIGNUP_MAX_PER_IP: '3',
      SOCKET_JOINS_MAX_PER_USER: '3',
    })

    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect()
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
