import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core'
import type { PushKeyResponse } from '@contract/push.contract'
import { call } from '../support/api'
import { launchChromium } from '../support/browser'
import { matchedPair, postMessage } from '../support/chat-e2e'
import { startFakePushService, type FakePushService } from '../support/fake-push-service'
import { openControlledApp, registrationId } from '../support/sw-queue-page'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * Issue 17's acceptance, with no internet: Ana writes to Bruno; the real server encrypts and
 * signs the push for Bruno's phone and sends it to a push service on localhost, which checks
 * the VAPID signature and decrypts it. That payload is then delivered to the app's service
 * worker in Chromium over the DevTools protocol (a real push service would), and the worker
 * shows the notification: title, body and one tag per conversation. Clicking it opens the chat.
 *
 * Headless Chromium cannot subscribe to a push service, so the page's
 * PushManager.subscribe answers with a subscription the local service made for the
 * server's VAPID key (and refuses any other key).
 */
let server: RunningServer
let browser: Browser
let pushService: FakePushService

beforeAll(async () => {
  pushService = await startFakePushService()
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await pushService?.close()
})

interface ShownNotification {
  title: string
  body: string
  tag: string
  data: { url?: string } | null
}

function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  const [worker] = context.serviceWorkers()
  return worker ? Promise.resolve(worker) : context.waitForEvent('serviceworker')
}

function shownNotifications(worker: Worker): Promise<ShownNotification[]> {
  return worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope
    const all = await scope.registration.getNotifications()
    return all.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as { url?: string } | null,
    }))
  })
}

async function deliverPush(page: Page, origin: string, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId(cdp, origin),
    data,
  })
  await cdp.detach()
}

describe('web push, end to end', () => {
  test("Ana's message reaches Bruno's phone as a notification; clicking it opens the chat", async () => {
    const {
      a: ana,
      b: bruno,
      matchId,
    } = await matchedPair(
      server.baseUrl,
      { name: 'Ana Push', petName: 'Luna' },
      { name: 'Bruno Push', petName: 'Max' },
    )
    const key = await call<PushKeyResponse>(server.baseUrl, 'GET', '/api/notifications/push-key', {
      token: bruno.token,
    })
    expect(key.status).toBe(200)
    const device = await pushService.subscribe(key.body.publicKey)
    const origin = new URL(server.baseUrl).origin

    const { context, page } = await openControlledApp(
      browser,
      server.baseUrl,
      bruno,
      '/notifications',
      async (phone) => {
        await phone.grantPermissions(['notifications'], { origin })
        await phone.addInitScript(
          ({ subscription, serverKey }) => {
            const stored = 'test-push-subscription'
            const toBase64Url = (bytes: Uint8Array) =>
              btoa(String.fromCharCode(...bytes))
                .replace(/\+/g, '-')
                .replace(/\//g, '_')
                .replace(/=+$/, '')
            const fake = () => ({
              endpoint: subscription.endpoint,
              expirationTime: null,
              options: { userVisibleOnly: true, applicationServerKey: null },
              toJSON: () => ({
                endpoint: subscription.endpoint,
                expirationTime: null,
                keys: subscription.keys,
              }),
              unsubscribe: () => {
                localStorage.removeItem(stored)
                return Promise.resolve(true)
              },
            })
            PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
              const asked = options?.applicationServerKey
              const bytes =
                asked instanceof ArrayBuffer
                  ? new Uint8Array(asked)
                  : ArrayBuffer.isView(asked)
                    ? new Uint8Array(asked.buffer, asked.byteOffset, asked.byteLength)
                    : null
              // The push service made this subscription for the server's key only.
              if (!bytes || toBase64Url(bytes) !== serverKey || options?.userVisibleOnly !== true) {
                return Promise.reject(new DOMException('wrong key', 'InvalidAccessError'))
              }
              localStorage.setItem(stored, '1')
              return Promise.resolve(fake() as unknown as PushSubscription)
            }
            PushManager.prototype.getSubscription = function () {
              return Promise.resolve(
                localStorage.getItem(stored) ? (fake() as unknown as PushSubscription) : null,
              )
            }
          },
          { subscription: device, serverKey: key.body.publicKey },
        )
      },
    )

    // Bruno turns push on for this phone, as anyone would, on /notifications.
    const toggle = page.getByRole('switch', { name: 'Notificaciones push en este dispositivo' })
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
    // The suite runs at any hour: no quiet hours for Bruno.
    const prefs = await call(server.baseUrl, 'PUT', '/api/notifications/preferences', {
      token: bruno.token,
      json: { quietHours: { enabled: false } },
    })
    expect(prefs.status).toBe(200)

    await postMessage(server.baseUrl, ana.token, matchId, '¿Vamos al parque con Luna y Max?')
    // The push service got the server's real request, checked its signature and decrypted it.
    await expect
      .poll(async () => (await pushService.received(device.clientHash)).length, {
        timeout: 15_000,
      })
      .toBe(1)
    const [payload = ''] = await pushService.received(device.clientHash)
    expect(JSON.parse(payload)).toMatchObject({
      type: 'message',
      title: 'Nuevo mensaje de Ana Push',
      body: '¿Vamos al parque con Luna y Max?',
      tag: `chat:${matchId}`,
      url: `/chat/${matchId}`,
    })

    // Bruno closed the app (the worker shows nothing while a window of it is in front, since
    // the app already shows the message live; Playwright reports every page as focused).
    const elsewhere = await context.newPage()
    const worker = await serviceWorkerOf(context)
    await page.close()
    await expect
      .poll(() =>
        worker.evaluate(async () => {
          const scope = self as unknown as ServiceWorkerGlobalScope
          return (await scope.clients.matchAll({ type: 'window' })).length
        }),
      )
      .toBe(0)

    // The same payload twice: one notification, the conversation's tag collapses them.
    await deliverPush(elsewhere, origin, payload)
    await expect.poll(() => shownNotifications(worker), { timeout: 10_000 }).toHaveLength(1)
    await deliverPush(elsewhere, origin, payload)
    const shown = await shownNotifications(worker)
    expect(shown).toEqual([
      {
        title: 'Nuevo mensaje de Ana Push',
        body: '¿Vamos al parque con Luna y Max?',
        tag: `chat:${matchId}`,
        data: { url: `/chat/${matchId}` },
      },
    ])

    // Later Bruno has the app open again, on another screen, and taps the notification.
    // Chromium has no DevTools call that clicks a notification: the worker gets the event it
    // would get for one, for the notification it is showing. Only a real click lets a worker
    // focus a window (Chromium refuses WindowClient.focus otherwise), so that single browser
    // step is answered here; finding the app's window and navigating it are the worker's own.
    const app = await context.newPage()
    await app.goto('/profile')
    await app.getByRole('navigation', { name: 'Navegación principal' }).waitFor()
    await app.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const clicked = await worker.evaluate(async (tag) => {
      const scope = self as unknown as ServiceWorkerGlobalScope
      WindowClient.prototype.focus = function (this: WindowClient) {
        return Promise.resolve(this)
      }
      const [notification] = await scope.registration.getNotifications({ tag })
      if (!notification) return false
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }))
      return true
    }, `chat:${matchId}`)
    expect(clicked).toBe(true)
    await expect
      .poll(() => new URL(app.url()).pathname, { timeout: 10_000 })
      .toBe(`/chat/${matchId}`)
    await app.getByText('¿Vamos al parque con Luna y Max?').waitFor()
    // The notification is gone from the tray once tapped.
    expect(await shownNotifications(worker)).toEqual([])
    await elsewhere.close()
    await context.close()
  })
})
