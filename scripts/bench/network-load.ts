import type { Browser, BrowserContext, Page } from 'playwright-core'
import { PHONE_OPTIONS } from '../../test/support/browser'
import { installProbe, readProbe, type ProbeReading } from './network-probe'
import { recordTraffic, throttle, type NetworkProfile, type TrafficLog } from './network-traffic'

/**
 * One measured page load of bench:network: a phone-sized context, the profile's throttling on
 * the page's DevTools session, and the figures a user on that network feels.
 * - cold: a fresh context (empty HTTP cache, no service worker, no IndexedDB) with the cache
 *   disabled too;
 * - warm: a returning user. The same page first opened without throttling until its service
 *   worker is installed, activated and controlling the page (Workbox precaches during install,
 *   so activation means the precache is complete), then once more under the worker, as a user's
 *   earlier visits were (what the first visit fetched before the worker ran, its pictures say,
 *   is in no cache of the worker's), each until the network is quiet; then the URL is opened
 *   again, throttled. Requests the worker itself sends to the network (an /uploads/ image it has
 *   not cached) are not throttled by the page's emulation and not counted;
 * - new-device (signed-in pages): a first sign-in on a phone that has the app but none of the
 *   user's data. The worker is installed as in warm by a visitor's visit to the same URL (the
 *   landing for '/'), then the session is stored and the URL opened, throttled: the app comes
 *   from the worker, the local database is created and filled from the network.
 */
export type LoadMode = 'cold' | 'warm' | 'new-device'

export interface LoadTarget {
  url: string
  /** the fallback's selectors: content is visible when each one present in the end is */
  selectors: readonly string[]
  /** 'auth-storage' to put in localStorage before the app starts (a signed-in user) */
  session?: string
}

export interface LoadFigures {
  documentMs: number
  contentMs: number
  method: 'element-timing' | 'poll' | 'none'
  bytesBeforeContent: number
  scriptBeforeContent: number
  totalBytes: number
  /** false: the network was still busy at the deadline, totalBytes is what had arrived */
  isIdle: boolean
  /** warm and new-device: whether the worker controlled the page before the measured visit */
  isWorkerReady: boolean | null
  /**
   * the document's end by the Network events minus the navigation entry's responseEnd: near 0
   * when the events' clock is mapped right (null: the document came from the worker)
   */
  clockCheckMs: number | null
  /** the measured visit's requests, one line each (printed with --log) */
  requests: string[]
}

/** Content must show within this; the whole load (to network idle) gets twice as long. */
export const LIMIT_MS = 30_000
const IDLE_LIMIT_MS = 2 * LIMIT_MS
/**
 * The network is idle once nothing is in flight (long-lived connections aside) and no event came
 * for this long.
 */
const QUIET_MS = 3_000
/** A request in flight but silent this long is not waited for (see TrafficLog.inFlight). */
const STALLED_MS = 10_000
const POLL_MS = 250
const WORKER_WAIT_MS = 60_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function newContext(
  browser: Browser,
  target: LoadTarget,
  mode: LoadMode,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE_OPTIONS })
  // tsx compiles with esbuild's keepNames, which wraps named functions in the evaluated
  // callbacks in a `__name(...)` helper that only exists in Node.
  await context.addInitScript('globalThis.__name = (target) => target')
  await context.addInitScript(installProbe, { selectors: target.selectors, limitMs: LIMIT_MS })
  if (target.session && mode !== 'new-device') {
    await context.addInitScript((session) => {
      localStorage.setItem('auth-storage', session)
    }, target.session)
  }
  // Only this machine: anything the page asks of another host fails at once.
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  )
  return context
}

/** The first, unthrottled visit of a warm run: until the worker controls the page. */
async function installWorker(page: Page, url: string): Promise<boolean> {
  await page.goto(url, { waitUntil: 'load', timeout: WORKER_WAIT_MS })
  const isReady = await page
    .waitForFunction(
      () =>
        navigator.serviceWorker.controller !== null &&
        navigator.serviceWorker.controller.state === 'activated',
      undefined,
      { timeout: WORKER_WAIT_MS, polling: POLL_MS },
    )
    .then(() => true)
    .catch(() => false)
  return isReady
}

function isQuiet(traffic: TrafficLog, timeOrigin: number, nowMs: number): boolean {
  const last = traffic.lastActivityMs(timeOrigin)
  const isSilent = last === null || nowMs - last >= QUIET_MS
  return isSilent && traffic.inFlight(timeOrigin, nowMs, STALLED_MS) === 0
}

async function waitForQuiet(page: Page, traffic: TrafficLog, limitMs: number): Promise<boolean> {
  const started = Date.now()
  const origin = await page.evaluate(() => performance.timeOrigin)
  while (Date.now() - started < limitMs) {
    const now = await page.evaluate(() => performance.now())
    if (isQuiet(traffic, origin, now)) return true
    await sleep(POLL_MS)
  }
  return false
}

export async function measureLoad(
  browser: Browser,
  target: LoadTarget,
  profile: NetworkProfile,
  mode: LoadMode,
): Promise<LoadFigures> {
  const context = await newContext(browser, target, mode)
  try {
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    const traffic = await recordTraffic(session)
    let isWorkerReady: boolean | null = null
    if (mode === 'warm') {
      isWorkerReady = await installWorker(page, target.url)
      await waitForQuiet(page, traffic, IDLE_LIMIT_MS)
      await page.goto(target.url, { waitUntil: 'load', timeout: LIMIT_MS })
      await waitForQuiet(page, traffic, IDLE_LIMIT_MS)
    } else if (mode === 'new-device') {
      if (!target.session) throw new Error(`${target.url}: new-device is for signed-in pages`)
      isWorkerReady = await installWorker(page, target.url)
      await waitForQuiet(page, traffic, IDLE_LIMIT_MS)
      await page.evaluate((stored) => localStorage.setItem('auth-storage', stored), target.session)
    } else {
      await session.send('Network.setCacheDisabled', { cacheDisabled: true })
    }
    await throttle(session, profile)
    traffic.reset()
    const started = Date.now()
    await page.goto(target.url, { waitUntil: 'commit', timeout: LIMIT_MS })

    // A client-side redirect destroys the context being read: read again on the next turn.
    const read = () => page.evaluate(readProbe, target.selectors).catch(() => null)
    let reading: ProbeReading | null = await read()
    let isIdle = false
    while (Date.now() - started < IDLE_LIMIT_MS) {
      reading = (await read()) ?? reading
      if (!reading) {
        await sleep(POLL_MS)
        continue
      }
      const now = await page.evaluate(() => performance.now()).catch(() => 0)
      isIdle = reading.isComplete && isQuiet(traffic, reading.timeOrigin, now)
      const isMarked = reading.marked > 0 && reading.elementTimingMs !== null
      const isPolled = reading.marked === 0 && reading.polledMs !== null
      const isPastLimit = Date.now() - started >= LIMIT_MS
      if (isIdle && (isMarked || isPolled || isPastLimit)) break
      await sleep(POLL_MS)
    }

    if (!reading) throw new Error(`${target.url}: the page never answered the probe`)
    const { timeOrigin } = reading
    const isElementTiming = reading.elementTimingMs !== null && reading.elementTimingMs <= LIMIT_MS
    const isPoll = !isElementTiming && reading.polledMs !== null && reading.polledMs <= LIMIT_MS
    const contentMs = isElementTiming
      ? (reading.elementTimingMs ?? Number.NaN)
      : isPoll
        ? (reading.polledMs ?? Number.NaN)
        : Number.NaN
    const before = traffic.bytesUntil(timeOrigin, contentMs)
    const total = traffic.bytesUntil(timeOrigin, Number.POSITIVE_INFINITY)
    const documentEnd = traffic.documentEndMs(timeOrigin)
    return {
      documentMs: reading.documentMs ?? Number.NaN,
      contentMs,
      method: isElementTiming ? 'element-timing' : isPoll ? 'poll' : 'none',
      bytesBeforeContent: Number.isNaN(contentMs) ? Number.NaN : before.all,
      scriptBeforeContent: Number.isNaN(contentMs) ? Number.NaN : before.script,
      totalBytes: total.all,
      isIdle,
      isWorkerReady,
      clockCheckMs:
        documentEnd === null || reading.documentMs === null
          ? null
          : documentEnd - reading.documentMs,
      requests: traffic.describe(timeOrigin),
    }
  } finally {
    await context.close()
  }
}
