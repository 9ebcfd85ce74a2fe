import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PushKeyResponse } from '@contract/push.contract'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { startFakePushService, type FakePushService } from '../support/fake-push-service.js'
import { twoNodes } from '../support/two-nodes.js'
import { createPet } from './pets-fixtures.js'

/**
 * Web push with two server processes on one database and one Redis (issue 17): both nodes run
 * the push worker, and a match made across them pushes exactly once to each of its owners.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim()

describe.runIf(redisUrl).each(databaseTargets)('push across two nodes on $kind', (target) => {
  const nodes = twoNodes(target, redisUrl ?? '')
  let pushService: FakePushService
  let database: DatabaseHandle

  beforeAll(async () => {
    pushService = await startFakePushService()
    const [first] = nodes()
    database = openDatabase({
      databaseUrl: nodes.databaseUrl(),
      sqlitePath: join(first.dataDir, 'huellitas.sqlite'),
    })
  })
  afterAll(async () => {
    await pushService.close()
    await database.close()
  })

  const subscribe = async (baseUrl: string, user: RegisteredUser) => {
    const key = await call<PushKeyResponse>(baseUrl, 'GET', '/api/notifications/push-key', {
      token: user.token,
    })
    const subscription = await pushService.subscribe(key.body.publicKey)
    const answer = await call(baseUrl, 'POST', '/api/notifications/subscribe', {
      token: user.token,
      json: {
        subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
        preferences: { quietHours: { enabled: false, start: '22:00', end: '08:00' } },
      },
    })
    expect(answer.status).toBe(200)
    return subscription
  }
  const queueDrained = async () => {
    await expect
      .poll(
        async () => {
          const row = await database.db
            .selectFrom('push_jobs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
          return Number(row.n)
        },
        { timeout: 15_000 },
      )
      .toBe(0)
  }

  it('one match made across the nodes pushes exactly once to each owner', async () => {
    const [first, second] = nodes()
    const ana = await registerUser(first.baseUrl, { name: 'Ana' })
    const bruno = await registerUser(second.baseUrl, { name: 'Bruno' })
    const anaPet = await createPet(first.baseUrl, ana.token, { name: 'Luna' })
    const brunoPet = await createPet(second.baseUrl, bruno.token, { name: 'Max' })
    // Each owner's device subscribed through the other node than the one that makes the match.
    const anaDevice = await subscribe(second.baseUrl, ana)
    const brunoDevice = await subscribe(first.baseUrl, bruno)

    const swipe = (baseUrl: string, user: RegisteredUser, from: string, to: string) =>
      call<{ matched: boolean }>(baseUrl, 'POST', '/api/matches/swipe', {
        token: user.token,
        json: { targetPetId: to, action: 'like', userPetId: from },
      })
    expect((await swipe(first.baseUrl, ana, anaPet.id, brunoPet.id)).body.matched).toBe(false)
    expect((await swipe(second.baseUrl, bruno, brunoPet.id, anaPet.id)).body.matched).toBe(true)

    await queueDrained()
    for (const device of [anaDevice, brunoDevice]) {
      const pushed = (await pushService.received(device.clientHash)).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      )
      expect(pushed.map((payload) => payload.type)).toEqual(['match'])
    }
  })
})
