import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import {
  defaultPushPreferences,
  pushMessages,
  type PushPreferencesResponse,
} from '@contract/push.contract'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { call, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import {
  pushedTo,
  pushQueueDrained,
  startFakePushService,
  subscribeDevice,
  type FakePushService,
  type FakeSubscription,
} from '../support/fake-push-service.js'
import { useServer } from '../support/server-fixture.js'
import { ESCALON, ownerWithPet, reportAlert, SAN_SALVADOR, userAt } from './lost-pets-fixtures.js'

/**
 * Web push on a real server (issue 17) against a push service on localhost that checks the
 * VAPID signature and decrypts each payload: who gets a push for a nearby lost-pet alert, what
 * preferences, quiet hours and the urgent override do, a 410 removing the subscription, and the
 * routes' checks.
 */
describe.each(databaseTargets)('web push on $kind', (target) => {
  const fixture = useServer(target)
  let pushService: FakePushService
  let database: DatabaseHandle

  beforeAll(async () => {
    pushService = await startFakePushService()
    database = openDatabase({
      databaseUrl: fixture.databaseUrl,
      sqlitePath: join(fixture.server.dataDir, 'huellitas.sqlite'),
    })
  })
  afterAll(async () => {
    await pushService.close()
    await database.close()
  })

  const subscribe = (user: RegisteredUser, preferences?: Record<string, unknown>) =>
    subscribeDevice(pushService, fixture.baseUrl, user, preferences)
  const setPreferences = async (user: RegisteredUser, json: Record<string, unknown>) => {
    const answer = await call<PushPreferencesResponse>(
      fixture.baseUrl,
      'PUT',
      '/api/notifications/preferences',
      { token: user.token, json },
    )
    expect(answer.status).toBe(200)
    return answer.body.preferences
  }
  const queueDrained = () => pushQueueDrained(database.db)
  const newAlert = async (urgencyLevel = 'high') => {
    const { user, pet } = await ownerWithPet(fixture.baseUrl, SAN_SALVADOR)
    return reportAlert(fixture.baseUrl, user.token, pet.id, { urgencyLevel })
  }
  const payloads = (subscription: FakeSubscription) => pushedTo(pushService, subscription)
  /** Quiet hours around now, read in UTC. */
  const quietNow = () => {
    const hour = new Date().getUTCHours()
    const hh = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`
    return { enabled: true, start: hh(hour - 1), end: hh(hour + 2) }
  }

  it('a nearby alert reaches a subscribed neighbour once, encrypted and signed', async () => {
    const neighbour = await userAt(fixture.baseUrl, ESCALON)
    const device = await subscribe(neighbour)
    const alert = await newAlert()
    await expect.poll(async () => (await payloads(device)).length, { timeout: 10_000 }).toBe(1)
    const [payload] = await payloads(device)
    expect(payload).toMatchObject({
      type: 'lost-pet',
      title: '¡Mascota perdida cerca de ti!',
      url: `/lost-pets?alert=${alert.id}`,
      tag: `lost-pet:${alert.id}`,
    })
    expect(String(payload?.body)).toContain(alert.name)
    await queueDrained()
    expect(await payloads(device)).toHaveLength(1)
  })

  it('a kind turned off is not pushed; quiet hours hold it; urgent alerts break them for those who opted in', async () => {
    const muted = await userAt(fixture.baseUrl, ESCALON)
    const mutedDevice = await subscribe(muted, { lostPets: false })
    const sleeper = await userAt(fixture.baseUrl, ESCALON)
    const sleeperDevice = await subscribe(sleeper, { quietHours: quietNow(), timeZone: 'UTC' })

    await newAlert('critical')
    await queueDrained()
    expect(await payloads(mutedDevice)).toHaveLength(0)
    expect(await payloads(sleeperDevice)).toHaveLength(0)
    // The in-app notification is kept either way.
    const feed = await call<{ documents: unknown[] }>(
      fixture.baseUrl,
      'GET',
      '/api/sync/notifications/pull?seq=0&limit=100',
      { token: sleeper.token },
    )
    expect(feed.body.documents).toHaveLength(1)

    await setPreferences(sleeper, { urgentLostPetsBreakQuiet: true })
    await newAlert('medium')
    await queueDrained()
    expect(await payloads(sleeperDevice)).toHaveLength(0)
    await newAlert('critical')
    await expect
      .poll(async () => (await payloads(sleeperDevice)).length, { timeout: 10_000 })
      .toBe(1)
    expect(await payloads(mutedDevice)).toHaveLength(0)
  })

  it('a 410 from the push service removes that subscription', async () => {
    const neighbour = await userAt(fixture.baseUrl, ESCALON)
    const device = await subscribe(neighbour)
    const subscriptionsOf = async () =>
      (
        await database.db
          .selectFrom('push_subscriptions')
          .select('endpoint')
          .where('user_id', '=', neighbour.user.id)
          .execute()
      ).map((row) => row.endpoint)
    expect(await subscriptionsOf()).toEqual([device.endpoint])
    await pushService.expire(device.clientHash)
    await newAlert()
    await queueDrained()
    expect(await subscriptionsOf()).toEqual([])
  })

  it('a device whose session signed out gets no more pushes', async () => {
    const neighbour = await userAt(fixture.baseUrl, ESCALON)
    const device = await subscribe(neighbour)
    const out = await call(fixture.baseUrl, 'POST', '/api/auth/logout', { token: neighbour.token })
    expect(out.status).toBeLessThan(300)
    await newAlert()
    await queueDrained()
    expect(await payloads(device)).toHaveLength(0)
  })

  it('preferences: defaults, one key at a time, and Spanish refusals', async () => {
    const user = await userAt(fixture.baseUrl, null)
    const read = await call<PushPreferencesResponse>(
      fixture.baseUrl,
      'GET',
      '/api/notifications/preferences',
      { token: user.token },
    )
    expect(read.body.preferences).toEqual(defaultPushPreferences)
    const changed = await setPreferences(user, { promotions: true, quietHours: { start: '23:30' } })
    expect(changed.promotions).toBe(true)
    expect(changed.quietHours).toEqual({ enabled: true, start: '23:30', end: '08:00' })

    const refused = async (json: unknown, message: string) => {
      const answer = await call<ApiErrorBody>(
        fixture.baseUrl,
        'PUT',
        '/api/notifications/preferences',
        { token: user.token, json },
      )
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
    }
    await refused({ quietHours: { start: '25:00' } }, pushMessages.timeInvalid)
    await refused({ timeZone: 'Marte/Olympus' }, pushMessages.timeZoneInvalid)
    await refused({ matches: 'sí' }, pushMessages.preferencesInvalid)
  })

  it('subscribe checks who asks and what is sent; unsubscribe removes only this device', async () => {
    const user = await userAt(fixture.baseUrl, null)
    const anonymous = await call(fixture.baseUrl, 'POST', '/api/notifications/subscribe', {
      json: {
        subscription: {
          endpoint: 'https://push.example/x',
          keys: { p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) },
        },
      },
    })
    expect(anonymous.status).toBe(401)
    for (const endpoint of ['javascript:alert(1)', 'not a url', 42]) {
      const bad = await call<ApiErrorBody>(
        fixture.baseUrl,
        'POST',
        '/api/notifications/subscribe',
        {
          token: user.token,
          json: {
            subscription: { endpoint, keys: { p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) } },
          },
        },
      )
      expect(bad.status).toBe(400)
      expect(bad.body.message).toBe(pushMessages.subscriptionInvalid)
    }
    const phone = await subscribe(user)
    const laptop = await subscribe(user)
    const removed = await call<{ removed: number }>(
      fixture.baseUrl,
      'POST',
      '/api/notifications/unsubscribe',
      { token: user.token, json: { endpoint: phone.endpoint } },
    )
    expect(removed.body.removed).toBe(1)
    const left = await database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.user.id)
      .execute()
    expect(left.map((row) => row.endpoint)).toEqual([laptop.endpoint])
    // Someone else cannot remove it by naming it.
    const stranger = await userAt(fixture.baseUrl, null)
    const foreign = await call<{ removed: number }>(
      fixture.baseUrl,
      'POST',
      '/api/notifications/unsubscribe',
      { token: stranger.token, json: { endpoint: laptop.endpoint } },
    )
    expect(foreign.body.removed).toBe(0)
    // The spec's call, with no body: every device of the caller.
    const all = await call<{ removed: number }>(
      fixture.baseUrl,
      'POST',
      '/api/notifications/unsubscribe',
      { token: user.token },
    )
    expect(all.body.removed).toBe(1)
  })
})
