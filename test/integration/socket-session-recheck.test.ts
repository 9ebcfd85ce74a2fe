import { createHash } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthResponse } from '@contract/auth.contract'
import { serverMessages } from '@contract/errors'
import { SESSION_ENDED_EVENT } from '@contract/socket.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { executeSql } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { connected, openSocket } from '../support/sockets.js'

/**
 * A socket whose token stops being valid is closed (issue 13 §2): the server re-reads its
 * sockets' sessions from the database every SESSION_RECHECK_SECONDS (1 s here, 30 s by
 * default), so a token expired or revoked behind the socket's back (sign-out everywhere and a
 * password change revoke rows; a script may delete them) ends the connection, with
 * SESSION_ENDED_EVENT first so the client signs out.
 */
const opened: Socket[] = []
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect()
})

interface Ending {
  ended: unknown
  reason: string
}

/** Connects and records how the socket ends. */
async function watchedSocket(baseUrl: string, token: string) {
  const socket = openSocket(baseUrl, token)
  opened.push(socket)
  let ended: unknown = undefined
  socket.on(SESSION_ENDED_EVENT, (payload: unknown) => (ended = payload))
  const ending = new Promise<Ending>((resolve) =>
    socket.once('disconnect', (reason) => resolve({ ended, reason })),
  )
  await connected(socket)
  return { socket, ending }
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(what)), ms)),
  ])

/** What the database keys a token by (server/auth/tokens.ts). */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex')

const sessionEnded = { error: 'unauthorized', message: serverMessages.unauthorized }

describe.each(databaseTargets)('socket session re-check on $kind', (target) => {
  const fixture = useServer(target, { env: { SESSION_RECHECK_SECONDS: '1' } })

  async function secondSession(user: RegisteredUser): Promise<string> {
    const login = await call<AuthResponse>(fixture.baseUrl, 'POST', '/api/auth/login', {
      json: { email: user.email, password: user.password },
    })
    return login.body.token
  }

  it('closes the socket of a token that expired while connected, and only that one', async () => {
    const user = await registerUser(fixture.baseUrl)
    const expiring = await watchedSocket(fixture.baseUrl, user.token)
    const other = await watchedSocket(fixture.baseUrl, await secondSession(user))
    await executeSql(fixture, 'UPDATE auth_tokens SET expires_at = ? WHERE token_hash = ?', [
      new Date(Date.now() - 1000).toISOString(),
      tokenHashOf(user.token),
    ])
    const ending = await within(expiring.ending, 5000, 'the expired socket stayed open')
    expect(ending).toEqual({ ended: sessionEnded, reason: 'io server disconnect' })
    // The same user's other, live session keeps its socket through more checks.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(other.socket.connected).toBe(true)
  })

  it('closes the socket of a token revoked in the database', async () => {
    const user = await registerUser(fixture.baseUrl)
    const revoked = await watchedSocket(fixture.baseUrl, user.token)
    await executeSql(fixture, 'UPDATE auth_tokens SET revoked_at = ? WHERE token_hash = ?', [
      new Date().toISOString(),
      tokenHashOf(user.token),
    ])
    const ending = await within(revoked.ending, 5000, 'the revoked socket stayed open')
    expect(ending).toEqual({ ended: sessionEnded, reason: 'io server disconnect' })
  })

  it('closes every socket of a user whose tokens were all deleted', async () => {
    const user = await registerUser(fixture.baseUrl)
    const sockets = [
      await watchedSocket(fixture.baseUrl, user.token),
      await watchedSocket(fixture.baseUrl, await secondSession(user)),
    ]
    await executeSql(fixture, 'DELETE FROM auth_tokens WHERE user_id = ?', [user.user.id])
    for (const socket of sockets) {
      const ending = await within(socket.ending, 5000, 'a socket stayed open')
      expect(ending.ended).toEqual(sessionEnded)
    }
    // The handshake is refused from now on too.
    const again = openSocket(fixture.baseUrl, user.token)
    opened.push(again)
    await expect(connected(again)).rejects.toThrow(serverMessages.unauthorized)
  })

  it('tells the sockets of a token signed out through the API before closing them', async () => {
    const user = await registerUser(fixture.baseUrl)
    const socket = await watchedSocket(fixture.baseUrl, user.token)
    expect(
      (await call(fixture.baseUrl, 'POST', '/api/auth/logout', { token: user.token })).status,
    ).toBe(204)
    const ending = await within(socket.ending, 5000, 'the signed-out socket stayed open')
    expect(ending).toEqual({ ended: sessionEnded, reason: 'io server disconnect' })
  })
})
