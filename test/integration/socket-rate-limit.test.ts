import { io, type Socket } from 'socket.io-client'
import { afterEach, describe, expect, it } from 'vitest'
import { serverMessages } from '@contract/errors'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { connected, recordingSocket, type ConnectError } from '../support/sockets.js'
import { matchedPair } from './chat-socket-fixtures.js'

/**
 * Socket joins (issue 13 §2): every handshake and every join-match counts against the
 * client's address and the user, per minute (SOCKET_JOINS_MAX_PER_IP / _PER_USER, small
 * here). A refused handshake is a connect_error the client can show and retry after; a
 * refused join is the ack's error; the server stays up.
 */
const opened: Socket[] = []
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect()
})

function socketFrom(baseUrl: string, token: string, address?: string): Socket {
  const socket = io(baseUrl, {
    path: '/socket.io/',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
    ...(address ? { extraHeaders: { 'x-forwarded-for': address } } : {}),
  })
  opened.push(socket)
  return socket
}

async function refusal(socket: Socket): Promise<ConnectError> {
  try {
    await connected(socket)
  } catch (error) {
    return error as ConnectError
  }
  throw new Error('the handshake was accepted')
}

function expectTooMany(error: ConnectError) {
  expect(error.message).toBe(serverMessages.tooManySocketJoins(1))
  const data = error.data as { error?: string; retryAfter?: number }
  expect(data.error).toBe('too-many-requests')
  expect(data.retryAfter).toBeGreaterThan(0)
  expect(data.retryAfter).toBeLessThanOrEqual(60)
}

// The counters live in the server's memory (Redis: rate-limits-redis.test.ts), never in SQL,
// so PostgreSQL would only repeat the SQLite run: first target only.
const sqlite = databaseTargets[0]!

describe.each([sqlite])('socket join limits on $kind', (target) => {
  describe('per user', () => {
    const fixture = useServer(target, { env: { SOCKET_JOINS_MAX_PER_USER: '4' } })

    it('refuses a user’s fifth handshake in a minute, not another user’s', async () => {
      const user = await registerUser(fixture.baseUrl)
      for (let index = 0; index < 4; index += 1) {
        await connected(socketFrom(fixture.baseUrl, user.token))
      }
      expectTooMany(await refusal(socketFrom(fixture.baseUrl, user.token)))
      const other = await registerUser(fixture.baseUrl)
      await connected(socketFrom(fixture.baseUrl, other.token))
      expect((await call(fixture.baseUrl, 'GET', '/api/health')).status).toBe(200)
    })

    it('counts join-match events with the handshakes, across the user’s sockets', async () => {
      const { ana, matchId } = await matchedPair(fixture.baseUrl)
      const first = await recordingSocket(fixture.baseUrl, ana.token)
      const second = await recordingSocket(fixture.baseUrl, ana.token)
      opened.push(first.socket, second.socket)
      expect(await first.ask('join-match', { matchId })).toEqual({ ok: true })
      expect(await second.ask('join-match', { matchId })).toEqual({ ok: true })
      // Two handshakes and two joins used the four points: a fifth join is refused.
      expect(await first.ask('join-match', { matchId })).toEqual({
        ok: false,
        error: 'too-many-requests',
        message: serverMessages.tooManySocketJoins(1),
      })
      // The socket itself stays connected and usable.
      expect(first.socket.connected).toBe(true)
      expect(await first.ask('typing-start', { matchId })).toEqual({ ok: true })
    })
  })

  describe('per address', () => {
    const fixture = useServer(target, {
      env: { SOCKET_JOINS_MAX_PER_IP: '3', TRUST_PROXY: 'true' },
    })

    it('refuses an address past its limit before reading the token, whoever it is', async () => {
      const users = await Promise.all([1, 2, 3, 4].map(() => registerUser(fixture.baseUrl)))
      const address = '203.0.113.50'
      for (const user of users.slice(0, 3)) {
        await connected(socketFrom(fixture.baseUrl, user.token, address))
      }
      const fourth = users[3]
      if (!fourth) throw new Error('no fourth user')
      expectTooMany(await refusal(socketFrom(fixture.baseUrl, fourth.token, address)))
      // A made-up token from that address is refused for the rate, not even looked up.
      expectTooMany(await refusal(socketFrom(fixture.baseUrl, 'x'.repeat(43), address)))
      await connected(socketFrom(fixture.baseUrl, fourth.token, '198.51.100.9'))
    })
  })
})
