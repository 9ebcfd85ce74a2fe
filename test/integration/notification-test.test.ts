import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import {
  notificationTestMessages,
  notificationTestSamples,
  NOTIFICATION_TESTS_PER_WINDOW,
  type NotificationTestResponse,
} from '@contract/notification-test.contract'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import {
  pushedTo,
  startFakePushService,
  subscribeDevice,
  type FakePushService,
} from '../support/fake-push-service.js'
import { useServer } from '../support/server-fixture.js'

/**
 * POST /api/notifications/test (spec §2 /notifications/test): a sample notification for the
 * caller through the real pipeline — in their feed, pushed to their subscribed device — never
 * anyone else's; bad input and strangers get Spanish refusals; the route is rate-limited.
 */
describe.each(databaseTargets)('notification tests on $kind', (target) => {
  const fixture = useServer(target)
  let pushService: FakePushService

  beforeAll(async () => {
    pushService = await startFakePushService()
  })
  afterAll(async () => {
    await pushService.close()
  })

  const sendTest = (user: RegisteredUser | null, json: unknown) =>
    call<NotificationTestResponse & ApiErrorBody>(
      fixture.baseUrl,
      'POST',
      '/api/notifications/test',
      { ...(user ? { token: user.token } : {}), json },
    )
  const feedOf = async (user: RegisteredUser) =>
    (
      await call<{ documents: NotificationFeedDoc[] }>(
        fixture.baseUrl,
        'GET',
        '/api/sync/notifications/pull?seq=0&limit=100',
        { token: user.token },
      )
    ).body.documents

  it('stores each sample in the caller’s feed and pushes it to their device, no one else’s', async () => {
    const ana = await registerUser(fixture.baseUrl)
    const bruno = await registerUser(fixture.baseUrl)
    const device = await subscribeDevice(pushService, fixture.baseUrl, ana)

    for (const type of ['match', 'message', 'health'] as const) {
      const answer = await sendTest(ana, { type })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ success: true, delivered: true })
      expect(answer.body.message).toBe(notificationTestMessages.sent)
    }
    const feed = await feedOf(ana)
    expect(feed.map((doc) => [doc.type, doc.title, doc.read]).sort()).toEqual(
      (['health', 'match', 'message'] as const).map((type) => [
        type,
        notificationTestSamples[type].title,
        false,
      ]),
    )
    expect(await feedOf(bruno)).toEqual([])
    await expect
      .poll(async () => (await pushedTo(pushService, device)).map((p) => p.type).sort(), {
        timeout: 10_000,
      })
      .toEqual(['health', 'match', 'message'])
    const match = (await pushedTo(pushService, device)).find((p) => p.type === 'match')
    expect(match).toMatchObject({ title: notificationTestSamples.match.title, url: '/matches' })
  })

  it('refuses a wrong type and a caller without a session, in Spanish, storing nothing', async () => {
    const ana = await registerUser(fixture.baseUrl)
    for (const body of [{ type: 'lost-pet' }, {}, { type: 3 }]) {
      const answer = await sendTest(ana, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.message).toBe(notificationTestMessages.invalidType)
    }
    const notAnObject = await sendTest(ana, 'match')
    expect(notAnObject.status).toBe(400)
    expect(notAnObject.body.message).toBe('Los datos enviados no son válidos.')
    const stranger = await sendTest(null, { type: 'match' })
    expect(stranger.status).toBe(401)
    expect(stranger.body.message).toMatch(/sesión/i)
    expect(await feedOf(ana)).toEqual([])
  })

  it(`allows ${NOTIFICATION_TESTS_PER_WINDOW} tests per window, then a Spanish 429`, async () => {
    const ana = await registerUser(fixture.baseUrl)
    for (let i = 0; i < NOTIFICATION_TESTS_PER_WINDOW; i++) {
      expect((await sendTest(ana, { type: 'health' })).status).toBe(200)
    }
    const refused = await sendTest(ana, { type: 'health' })
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(/Inténtalo de nuevo en \d+ (minutos?|horas?)/)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
