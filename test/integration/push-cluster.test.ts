import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import {
  pushedTo,
  pushQueueDrained,
  startFakePushService,
  subscribeDevice,
  type FakePushService,
} from '../support/fake-push-service.js'
import { twoNodes } from '../support/two-nodes.js'
import { createPet } from './pets-fixtures.js'

/**
 * Web push with two server processes on one database and one Redis (issue 17): both nodes run
 * the push worker, a match made across them pushes exactly once to each of its owners, and a
 * node killed while sending leaves its pushes queued: they go out once after it restarts.
 *
 * The first node looks for leftover pushes only hourly, so the push of an event the second node
 * commits is the second node's to send (its own wake-up right after the commit), and after it is
 * killed only the restarted second node (polling every second) picks it up.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim()

describe.runIf(redisUrl).each(databaseTargets)('push across two nodes on $kind', (target) => {
  const nodes = twoNodes(target, redisUrl ?? '', { PUSH_LEASE_SECONDS: '15' }, [
    { PUSH_POLL_SECONDS: '3600' },
    { PUSH_POLL_SECONDS: '1' },
  ])
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

  const subscribe = (baseUrl: string, user: RegisteredUser) =>
    subscribeDevice(pushService, baseUrl, user)
  const swipe = (baseUrl: string, user: RegisteredUser, from: string, to: string) =>
    call<{ matched: boolean }>(baseUrl, 'POST', '/api/matches/swipe', {
      token: user.token,
      json: { targetPetId: to, action: 'like', userPetId: from },
    })
  const pushJobs = async () =>
    database.db.selectFrom('push_jobs').select(['id', 'claimed_until', 'attempts']).execute()

  it('one match made across the nodes pushes exactly once to each owner', async () => {
    const [first, second] = nodes()
    const ana = await registerUser(first.baseUrl, { name: 'Ana' })
    const bruno = await registerUser(second.baseUrl, { name: 'Bruno' })
    const anaPet = await createPet(first.baseUrl, ana.token, { name: 'Luna' })
    const brunoPet = await createPet(second.baseUrl, bruno.token, { name: 'Max' })
    // Each owner's device subscribed through the other node than the one that makes the match.
    const anaDevice = await subscribe(second.baseUrl, ana)
    const brunoDevice = await subscribe(first.baseUrl, bruno)

    expect((await swipe(first.baseUrl, ana, anaPet.id, brunoPet.id)).body.matched).toBe(false)
    expect((await swipe(second.baseUrl, bruno, brunoPet.id, anaPet.id)).body.matched).toBe(true)

    await pushQueueDrained(database.db)
    for (const device of [anaDevice, brunoDevice]) {
      const pushed = await pushedTo(pushService, device)
      expect(pushed.map((payload) => payload.type)).toEqual(['match'])
    }
  })

  it('a node killed while sending leaves its pushes queued; restarted, it sends each once', async () => {
    const [first, second] = nodes()
    const ana = await registerUser(first.baseUrl, { name: 'Ana' })
    const bruno = await registerUser(second.baseUrl, { name: 'Bruno' })
    const anaPet = await createPet(first.baseUrl, ana.token, { name: 'Luna' })
    const brunoPet = await createPet(second.baseUrl, bruno.token, { name: 'Max' })
    const anaDevice = await subscribe(first.baseUrl, ana)
    const brunoDevice = await subscribe(second.baseUrl, bruno)

    // The push service takes the request and never answers: the second node is mid-send.
    pushService.hold()
    expect((await swipe(first.baseUrl, ana, anaPet.id, brunoPet.id)).body.matched).toBe(false)
    expect((await swipe(second.baseUrl, bruno, brunoPet.id, anaPet.id)).body.matched).toBe(true)
    await expect.poll(() => pushService.held, { timeout: 10_000 }).toBe(1)
    // Both owners' pushes committed with the match and were taken by the second node.
    const taken = await pushJobs()
    expect(taken).toHaveLength(2)
    expect(taken.every((job) => job.claimed_until !== null && Number(job.attempts) === 1)).toBe(
      true,
    )

    await nodes.killSecond()
    // Its half-sent request dies with it: the push service never accepted that push.
    await expect.poll(() => pushService.dropped, { timeout: 10_000 }).toBe(1)
    pushService.release()
    expect(await pushJobs()).toHaveLength(2)

    await nodes.startSecond()
    await pushQueueDrained(database.db, 45_000)
    // Drained: no job is left for anyone to send again, so these counts are final.
    for (const device of [anaDevice, brunoDevice]) {
      const pushed = await pushedTo(pushService, device)
      expect(pushed.map((payload) => payload.type)).toEqual(['match'])
    }
  }, 90_000)
})
