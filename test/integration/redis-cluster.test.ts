import { describe, expect, it } from 'vitest'
import type { AuthResponse } from '@contract/auth.contract'
import type { HealthResponse } from '@contract/health.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { twoNodes } from '../support/two-nodes.js'
import { connected, disconnected, openSocket } from '../support/sockets.js'

/**
 * Two server nodes sharing one database and one Redis (TEST_REDIS_URL), as in a scaled
 * deployment: login limits and socket rooms must span both nodes.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim()

describe.runIf(redisUrl).each(databaseTargets)('two nodes sharing Redis on $kind', (target) => {
  const nodes = twoNodes(target, redisUrl ?? '', { LOGIN_MAX_ATTEMPTS_PER_IP: '10000' })

  it('reports Redis up on both nodes', async () => {
    for (const node of nodes()) {
      const health = await call<HealthResponse>(node.baseUrl, 'GET', '/api/health')
      expect(health.status).toBe(200)
      expect(health.body).toMatchObject({ status: 'ok', redis: { state: 'up' } })
    }
  })

  it('counts failed logins across nodes', async () => {
    const [a, b] = nodes()
    const user = await registerUser(a.baseUrl)
    const statuses: number[] = []
    for (const node of [a, b, a, b, a, b]) {
      const result = await call(node.baseUrl, 'POST', '/api/auth/login', {
        json: { email: user.email, password: 'mala' },
      })
      statuses.push(result.status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('drops a socket held by one node when the token logs out on the other', async () => {
    const [a, b] = nodes()
    const user = await registerUser(a.baseUrl)
    const other = await call<AuthResponse>(b.baseUrl, 'POST', '/api/auth/login', {
      json: { email: user.email, password: user.password },
    })
    const onB = openSocket(b.baseUrl, user.token)
    const otherOnB = openSocket(b.baseUrl, other.body.token)
    try {
      await Promise.all([connected(onB), connected(otherOnB)])
      const gone = disconnected(onB)
      expect(
        (await call(a.baseUrl, 'POST', '/api/auth/logout', { token: user.token })).status,
      ).toBe(204)
      expect(await gone).toBe('io server disconnect')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(otherOnB.connected).toBe(true)
    } finally {
      onB.disconnect()
      otherOnB.disconnect()
    }
  })
})
