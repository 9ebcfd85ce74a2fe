import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { WRITE_QUEUE_SYNC_TAG } from '../../sw/messages'
import type { RegisteredUser } from './api'
import { newPhoneContext } from './browser'

/**
 * End-to-end helpers around the service worker's offline write queue (sw/write-queue.ts): a
 * signed-in page under the worker's control that records every message the worker posts, the
 * queue's size as the worker reports it, and the DevTools-protocol switches for Background
 * Sync (fire the queue's sync event; deny the permission to act like Safari or Firefox).
 */
export interface RecordedWorkerMessage {
  type: string
  key?: string | null
  outcome?: string
  status?: number
  size?: number
  body?: unknown
}

declare global {
  interface Window {
    __workerMessages: RecordedWorkerMessage[]
  }
}

/** A signed-in page (session in localStorage, as the app stores it) the worker controls. */
export async function openControlledApp(
  browser: Browser,
  baseUrl: string,
  user: RegisteredUser,
  path = '/profile',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser, baseUrl)
  await context.addInitScript(
    (session) => {
      localStorage.setItem('auth-storage', session)
      window.__workerMessages = []
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
        window.__workerMessages.push(event.data as RecordedWorkerMessage)
      })
    },
    JSON.stringify({ user: user.user, token: user.token }),
  )
  const page = await context.newPage()
  await page.goto(path)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  // The first load is not controlled until the worker claims it; a reload is.
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.getByRole('navigation', { name: 'Navegación principal' }).waitFor()
  return { context, page }
}

/** The number of queued writes, from the worker's own answer to 'get-queue-size'. */
export function queueSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          const data = event.data as RecordedWorkerMessage
          if (data.type !== 'queue-changed') return
          navigator.serviceWorker.removeEventListener('message', onMessage)
          resolve(data.size ?? -1)
        }
        navigator.serviceWorker.addEventListener('message', onMessage)
        navigator.serviceWorker.controller?.postMessage({ type: 'get-queue-size' })
      }),
  )
}

/** Ask the worker to replay, as the app does on the 'online' event. */
export async function requestReplay(page: Page): Promise<void> {
  await page.evaluate(() =>
    navigator.serviceWorker.controller?.postMessage({ type: 'replay-queue' }),
  )
}

/** Waits for the worker's 'queue-replayed' report of the write sent with `key`. */
export async function waitForReplayed(page: Page, key: string): Promise<RecordedWorkerMessage> {
  const handle = await page.waitForFunction(
    (key) => window.__workerMessages.find((m) => m.type === 'queue-replayed' && m.key === key),
    key,
  )
  return (await handle.jsonValue()) as RecordedWorkerMessage
}

export async function hasAnyReplayed(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__workerMessages.some((m) => m.type === 'queue-replayed'))
}

/**
 * Fires the queue's Background Sync event, as Chromium does when it sees a connection. `page`
 * may be any page of the context (about:blank will do).
 */
export async function dispatchQueueSync(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)
      if (found) resolve(found.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: WRITE_QUEUE_SYNC_TAG,
    lastChance: false,
  })
  await cdp.detach()
}

/** Stops the context's service workers; the next event (a navigation) starts them again. */
export async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')
  await cdp.detach()
}

/**
 * Denies Background Sync's permission to `origin` in the page's context, so no sync event ever
 * fires (as in Safari and Firefox). The override lasts while the returned session is attached.
 */
export async function denyBackgroundSync(
  browser: Browser,
  page: Page,
  origin: string,
): Promise<CDPSession> {
  const pageSession = await page.context().newCDPSession(page)
  const { targetInfo } = await pageSession.send('Target.getTargetInfo')
  await pageSession.detach()
  const browserSession = await browser.newBrowserCDPSession()
  await browserSession.send('Browser.setPermission', {
    permission: { name: 'background-sync' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  })
  return browserSession
}
