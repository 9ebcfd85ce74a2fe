import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, normalize, sep } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import type { BenchPageApi } from '../../bench/bench-page'
import { databaseNameFor, dexiePrefix } from '../../src/db'
import type { PullFigures, QueryFigures, RestFigures } from '../../bench/sync-measure'
import { launchChromium, newPhoneContext } from '../../test/support/browser'
import { projectRoot } from '../../test/support/server-process'

/**
 * The Chromium half of bench:sync, in the system Chromium (test/support/browser.ts):
 * - the bench page (bench/, built apart from the app) on the real server's origin under
 *   /__bench/, answered by Playwright from the built files, so the app ships no bench code;
 * - the production app itself, signed in, timed from navigation until its IndexedDB holds
 *   every pet (the whole cold start: HTML, JS, database, leader election, pull, writes).
 */
export interface ChromiumFigures {
  version: string
  rest: RestFigures
  /** the same pages put into a bare IndexedDB store, one record per document (median of runs) */
  rawStores: RestFigures[]
  /** one initial pull per run, bench page (the sync engine alone) */
  pulls: PullFigures[]
  /** over the documents of the last bench-page run */
  query: QueryFigures
  /** one cold start per run, the production app */
  apps: AppColdStart[]
}

/** The production app's cold start, ms from navigation start. */
export interface AppColdStart {
  /** the first pull request leaves: page, JS chunks, database and leadership are ready */
  firstPullMs: number
  /** the answer to the last pull request (the one that drained the feed) has arrived */
  lastPullMs: number
  /** pull requests sent */
  pulls: number
  /** every pet is in the app's IndexedDB */
  storedMs: number
  /** the page's JavaScript heap in use right then, after a full garbage collection */
  heapBytes: number
}

export interface BenchUser {
  userId: string
  token: string
  /** the stored session, as the app keeps it under 'auth-storage' */
  session: string
}

const BENCH_PREFIX = '/__bench/'
/** Bounds a run whose pull never completes (a broken build), so the bench cannot hang. */
const DEADLINE_MS = 180_000

async function buildBenchPage(isProfiled: boolean): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'huellitas-bench-page-'))
  await build({
    configFile: join(projectRoot, 'bench', 'vite.config.ts'),
    // A profile wants readable function names; the figures without one keep the app's minifier.
    build: { outDir, ...(isProfiled ? { minify: false } : {}) },
  })
  return outDir
}

/** Runs `work` under Chromium's sampling profiler and writes DIR/<name>.cpuprofile. */
async function profiled<T>(page: Page, dir: string, name: string, work: () => Promise<T>) {
  const session = await page.context().newCDPSession(page)
  await session.send('Profiler.enable')
  await session.send('Profiler.setSamplingInterval', { interval: 200 })
  await session.send('Profiler.start')
  try {
    return await work()
  } finally {
    const { profile } = await session.send('Profiler.stop')
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile))
    await session.detach()
  }
}

/** The bench page, opened on the server's origin; `close` ends it and deletes its build. */
async function openBenchPage(browser: Browser, baseUrl: string, isProfiled: boolean) {
  const outDir = await buildBenchPage(isProfiled)
  const context = await newPhoneContext(browser, baseUrl)
  await context.route(`${baseUrl}${BENCH_PREFIX}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(BENCH_PREFIX.length)
    const file = normalize(join(outDir, path || 'index.html'))
    if (!file.startsWith(outDir + sep)) return route.fulfill({ status: 404 })
    return route.fulfill({ path: file })
  })
  const page = await context.newPage()
  page.setDefaultTimeout(DEADLINE_MS)
  await page.goto(`${BENCH_PREFIX}index.html`)
  await page.waitForFunction(() => window.huellitasBench !== undefined)
  return {
    page,
    async close() {
      await context.close()
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}

/** The production app, signed in, on a screen that does not list pets (/settings). */
async function appColdStart(
  browser: Browser,
  baseUrl: string,
  user: BenchUser,
  expected: number,
): Promise<AppColdStart> {
  const context = await newPhoneContext(browser, baseUrl)
  try {
    await context.addInitScript((session) => {
      localStorage.setItem('auth-storage', session)
    }, user.session)
    // tsx compiles this file with esbuild's keepNames, which wraps the named functions inside
    // the evaluated callback below in a `__name(...)` helper that only exists in Node.
    await context.addInitScript('globalThis.__name = (target) => target')
    const page = await context.newPage()
    page.setDefaultTimeout(DEADLINE_MS)
    // Node's clock; the page's epoch origin below turns these into ms from navigation.
    let firstPullAt: number | null = null
    let lastPullAt: number | null = null
    let pulls = 0
    const isPetsPull = (url: string) => url.includes('/api/sync/pets/pull')
    page.on('request', (request) => {
      if (!isPetsPull(request.url())) return
      firstPullAt ??= Date.now()
      pulls += 1
    })
    page.on('requestfinished', (request) => {
      if (isPetsPull(request.url())) lastPullAt = Date.now()
    })
    await page.goto('/settings')
    const timeOrigin = await page.evaluate(() => performance.timeOrigin)
    // RxDB's Dexie storage keeps a collection in IndexedDB 'rxdb-dexie-<db>--<version>--<name>',
    // table 'docs'. A second connection only reads; it never opens a database not yet created
    // (that would create it at version 1 under Dexie's feet).
    const storedMs = await page.evaluate(
      async ({ prefix, expected, deadlineMs }) => {
        const countDocs = (name: string) =>
          new Promise<number>((resolve) => {
            const request = indexedDB.open(name)
            request.onerror = () => resolve(0)
            request.onsuccess = () => {
              const db = request.result
              if (!db.objectStoreNames.contains('docs')) {
                db.close()
                resolve(0)
                return
              }
              const counting = db.transaction('docs', 'readonly').objectStore('docs').count()
              counting.onsuccess = () => {
                db.close()
                resolve(counting.result)
              }
              counting.onerror = () => {
                db.close()
                resolve(0)
              }
            }
          })
        while (performance.now() < deadlineMs) {
          const names = (await indexedDB.databases())
            .map((info) => info.name ?? '')
            .filter((name) => name.startsWith(prefix) && name.endsWith('--pets'))
          if (names[0] && (await countDocs(names[0])) >= expected) return performance.now()
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        throw new Error(`the app did not hold ${expected} pets after ${deadlineMs} ms`)
      },
      {
        prefix: dexiePrefix(databaseNameFor(user.userId)),
        expected,
        deadlineMs: DEADLINE_MS,
      },
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    await cdp.detach()
    // The same machine clock on both sides: the page's epoch origin and Node's Date.now().
    return {
      heapBytes: usedSize,
      firstPullMs: (firstPullAt ?? Number.NaN) - timeOrigin,
      lastPullMs: (lastPullAt ?? Number.NaN) - timeOrigin,
      pulls,
      storedMs,
    }
  } finally {
    await context.close()
  }
}

/**
 * `runs` rounds, each one bench-page pull then one app cold start, so both see the same machine
 * load; the Mis Mascotas query is timed once, over the last bench-page pull.
 */
export async function chromiumRuns(
  baseUrl: string,
  user: BenchUser,
  expected: number,
  runs: number,
  queryRuns: number,
  onProgress: (step: string) => void,
  /** profile the last bench-page pull into this folder (bench:sync --cpu-prof=DIR) */
  cpuProfDir?: string,
): Promise<ChromiumFigures> {
  const browser = await launchChromium()
  try {
    onProgress('Chromium: building the bench page, raw transfer')
    const bench = await openBenchPage(browser, baseUrl, !!cpuProfDir)
    try {
      // Warm-up (not reported), then the measured raw transfer.
      await bench.page.evaluate((token) => window.huellitasBench!.restTransfer(token), user.token)
      const rest: RestFigures = await bench.page.evaluate(
        (token) => window.huellitasBench!.restTransfer(token),
        user.token,
      )
      const rawStores: RestFigures[] = []
      const pulls: PullFigures[] = []
      const apps: AppColdStart[] = []
      let query: QueryFigures | null = null
      for (let run = 1; run <= runs; run += 1) {
        onProgress(`Chromium run ${run}/${runs}: raw IndexedDB store, bench page pull`)
        rawStores.push(
          await bench.page.evaluate((token) => window.huellitasBench!.rawStore(token), user.token),
        )
        const pull = (): Promise<Awaited<ReturnType<BenchPageApi['pull']>>> =>
          bench.page.evaluate((options) => window.huellitasBench!.pull(options), {
            userId: user.userId,
            token: user.token,
            expected,
            queryRuns: run === runs ? queryRuns : 0,
          })
        const measured =
          cpuProfDir && run === runs
            ? await profiled(bench.page, cpuProfDir, 'bench-page-pull', pull)
            : await pull()
        pulls.push(measured.pull)
        query = measured.query ?? query
        onProgress(`Chromium run ${run}/${runs}: production app cold start`)
        apps.push(await appColdStart(browser, baseUrl, user, expected))
      }
      if (!query) throw new Error('the query was not measured')
      return { version: browser.version(), rest, rawStores, pulls, query, apps }
    } finally {
      await bench.close()
    }
  } finally {
    await browser.close()
  }
}
