import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { WRITE_QUEUE_SYNC_TAG } from '../../sw/messages'
import type { QueuedWrite } from '../../sw/write-queue/queued-write'
import type { RegisteredUser } from './api'
import { newPhoneContext } from './browser'

/**
 * End-to-end helpers around the device's write queue (sw/write-queue): a signed-in page under
 * the service worker's control, the queue's entries read straight from its IndexedDB database
 * (the one truth page and worker share, so a test sees what both of them see), and the
 * DevTools-protocol switches for the worker (fire the queue's Background Sync event, deny the
 * permission to act like Safari or Firefox, stop and start the worker).
 */

/** Names fixed by sw/write-queue/queue-store.ts (the store's name is not exported). */
const QUEUE_DB = 'huellitas-write-queue'
const QUEUE_STORE = 'writes'

/** What a test may check of an entry: the request's bytes and headers stay out. */
export type QueuedWriteView = Pick<
  QueuedWrite,
  'key' | 'method' | 'url' | 'state' | 'failures' | 'nextAttemptAt' | 'error' | 'status'
>

/** A signed-in page (session in localStorage, as the app stores it) the worker controls. */
export async function openControlledApp(
  browser: Browser,
  baseUrl: string,
  user: RegisteredUser,
  path = '/profile',
  /** set-up of the context before its first page (permissions, init scripts) */
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser, baseUrl)
  await prepare?.(context)
  await context.addInitScript(
    (session) => localStorage.setItem('auth-storage', session),
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

/**
 * The queue's entries, in the order the writes were made, read from its IndexedDB database
 * in `page` (any page of the app's origin). Opening the database without a version never
 * upgrades it, so a queue not created yet reads as empty instead of being created here.
 */
export function queuedWrites(page: Page): Promise<QueuedWriteView[]> {
  return page.evaluate(
    ({ name, storeName }) =>
      new Promise<QueuedWriteView[]>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onerror = () => reject(request.error ?? new Error('cannot open the queue'))
        request.onsuccess = () => {
          const database = request.result
          if (!database.objectStoreNames.contains(storeName)) {
            database.close()
            resolve([])
            return
          }
          const all = database.transaction(storeName, 'readonly').objectStore(storeName).getAll()
          all.onerror = () => reject(all.error ?? new Error('cannot read the queue'))
          all.onsuccess = () => {
            database.close()
            resolve(
              (all.result as QueuedWrite[]).map((entry) => ({
                key: entry.key,
                method: entry.method,
                url: entry.url,
                state: entry.state,
                failures: entry.failures,
                nextAttemptAt: entry.nextAttemptAt,
                error: entry.error,
                status: entry.status,
              })),
            )
          }
        }
      }),
    { name: QUEUE_DB, storeName: QUEUE_STORE },
  )
}

/** Whether the page's last pass registered the queue's Background Sync tag with the browser. */
export async function waitForSyncRegistration(page: Page): Promise<void> {
  await page.waitForFunction(async (tag) => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags(): Promise<string[]> }
    }
    return (await registration.sync?.getTags())?.includes(tag) ?? false
  }, WRITE_QUEUE_SYNC_TAG)
}

/** Fires the window's 'online' event in `page`, as the browser does when the network returns. */
export async function fireOnlineEvent(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
}

/** The id of the origin's service worker registration (what the ServiceWorker domain's calls name). */
export async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)
      if (match) resolve(match.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return found
}

/**
 * Fires the queue's Background Sync event, as Chromium does when it sees a connection. `page`
 * may be any page of the context (about:blank will do, so no page of the app takes part).
 */
export async function dispatchQueueSync(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId(cdp, origin),
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
 * Starts the origin's (stopped) service worker with no page of the app open, as a browser does
 * for any event it has for it: only the worker's own code runs.
 */
export async function startServiceWorker(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.startWorker', { scopeURL: `${origin}/` })
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
