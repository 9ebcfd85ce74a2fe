import { describe, expect, it } from 'vitest'
import type { AuthResponse, MeResponse } from '@contract/auth.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { connected, disconnected, openSocket } from '../support/sockets.js'
import { twoNodes } from '../support/two-nodes.js'

/**
 * Sessions cached by token on two nodes (SESSION_CACHE_MS, long here so that only an
 * invalidation can explain a change): whatever makes a cached session wrong on one node is
 * forgotten on the other at once, through Redis, and the token's sockets are still cut.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim()

describe.runIf(redisUrl).each(databaseTargets)(
  'cached sessions on two nodes on $kind',
  (target) => {
    const nodes = twoNodes(target, redisUrl ?? '', {
      SESSION_CACHE_MS: '10000',
      LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    })
    const me = (baseUrl: string, token: string) =>
      call<MeResponse>(baseUrl, 'GET', '/api/auth/me', { token })

    it('refuses a token signed out on the other node at once and cuts its sockets', async () => {
      const [a, b] = nodes()
      const user = await registerUser(a.baseUrl)
      expect((await me(b.baseUrl, user.token)).status).toBe(200)
      const socket = openSocket(b.baseUrl, user.token)
      try {
        await connected(socket)
        const gone = disconnected(socket)
        expect(
          (await call(a.baseUrl, 'POST', '/api/auth/logout', { token: user.token })).status,
        ).toBe(204)
        expect(await gone).toBe('io server disconnect')
        expect((await me(b.baseUrl, user.token)).status).toBe(401)
      } finally {
        socket.disconnect()
      }
    })

    it('forgets every other session after a sign-out everywhere', async () => {
      const [a, b] = nodes()
      const user = await registerUser(a.baseUrl)
      const other = await call<AuthResponse>(b.baseUrl, 'POST', '/api/auth/login', {
        json: { email: user.email, password: user.password },
      })
      expect((await me(b.baseUrl, other.body.token)).status).toBe(200)
      const socket = openSocket(b.baseUrl, other.body.token)
      try {
        await connected(socket)
        const gone = disconnected(socket)
        const signedOut = await call(a.baseUrl, 'POST', '/api/auth/logout-all', {
          token: user.token,
        })
        expect(signedOut.status).toBeLessThan(300)
        expect(await gone).toBe('io server disconnect')
        expect((await me(b.baseUrl, other.body.token)).status).toBe(401)
      } finally {
        socket.disconnect()
      }
    })

    it('shows a profile change made on the other node at once', async () => {
      const [a, b] = nodes()
      const user = await registerUser(a.baseUrl)
      expect((await me(b.baseUrl, user.token)).status).toBe(200)
      const changed = await call(a.baseUrl, 'PUT', '/api/users/profile', {
        token: user.token,
        json: { name: 'Nombre Nuevo' },
      })
      expect(changed.status).toBe(200)
      // The forget travels through Redis; a read on the other node right after the answer may
      // precede it by that round trip, so wait for it as a client reading its profile would.
      let name = ''
      for (let attempt = 0; attempt < 20 && name !== 'Nombre Nuevo'; attempt++) {
        name = (await me(b.baseUrl, user.token)).body.user.name
        if (name !== 'Nombre Nuevo') await new Promise((resolve) => setTimeout(resolve, 25))
      }
      expect(name).toBe('Nombre Nuevo')
    })
  },
)
