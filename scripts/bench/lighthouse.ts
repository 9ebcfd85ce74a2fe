/**
 * npm run bench:lighthouse — Lighthouse 12 (mobile, simulated throttling: nothing leaves the
 * machine) on the screens held to design.md's budget: performance, accessibility and best
 * practices ≥ 0.95 each. A benchmark, not a test: it prints the scores and the audits that
 * failed, and asserts nothing (the axe-core e2e suite is the gate for accessibility).
 *
 * The production build on a real server (temporary data folder, demo data), Ana's match with
 * Carlos added (test/support/a11y-world.ts); the system Chromium, started here with a DevTools
 * port for Lighthouse. The landing page is measured as a visitor's. For the signed-in screens
 * Ana's session is put where the app keeps it (localStorage 'auth-storage') and Lighthouse's
 * storage reset is told to leave localStorage alone, clearing the rest (HTTP cache, service
 * worker, caches, IndexedDB): each screen is measured as a signed-in first visit on a new
 * device, whatever screen ran before it.
 *
 * Options: --runs=<n> Lighthouse runs per route (default 1), the median reported;
 * --only=<name,…> some routes (names as printed); --save=<dir> writes each route's median
 * report there (Lighthouse's JSON, for the details of an audit). Needs `npm run build` (the npm script runs it).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import { chromium } from 'playwright-core'
import { SIGNED_IN_COOKIE } from '@contract/signed-in-hint'
import { prepareA11yWorld, type A11yRoute } from '../../test/support/a11y-world'
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/support/browser'
import { projectRoot, startServer } from '../../test/support/server-process'
import { argument, option } from './args'

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const
const BUDGET = 0.95

const runs = option('runs', 1)
const only = argument('only')?.split(',')
const saveDir = argument('save')

for (const built of ['index.html', join('server', 'main.js')]) {
  if (!existsSync(join(projectRoot, 'dist', built))) {
    console.error(`dist/${built} is missing: run \`npm run build\` first.`)
    process.exit(1)
  }
}

const progress = (step: string) => console.error(`… ${step}`)

/** The system Chromium with a DevTools port (Lighthouse drives it over CDP). */
async function launchDebuggableChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  assertChromiumInstalled()
  const profile = mkdtempSync(join(tmpdir(), 'huellitas-lighthouse-'))
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (chunk: string) => {
      output += chunk
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (found?.[1]) resolve(Number(found[1]))
    })
    void exited.then(() => reject(new Error(`Chromium exited during start:\n${output}`)))
  })
  return {
    port,
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Puts Ana's session where the app reads it, on the server's origin, in the default profile. */
async function storeSession(port: number, baseUrl: string, session: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('Chromium has no default context')
    const page = await context.newPage()
    // A static file of the origin: the app itself would start and sync before Lighthouse runs.
    await page.goto(`${baseUrl}/manifest.webmanifest`)
    await page.evaluate((value) => localStorage.setItem('auth-storage', value), session)
    // And the hint that the app sets beside it, so the server answers with the app at once.
    await context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: baseUrl }])
    await page.close()
  } finally {
    await browser.close()
  }
}

interface RouteScores {
  scores: Record<(typeof CATEGORIES)[number], number>
  /** audits of the three categories scoring under 0.9 in the median run */
  failing: string[]
}

function failingAudits(lhr: Result): string[] {
  const failing = new Set<string>()
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        const value = audit.displayValue ? ` (${audit.displayValue})` : ''
        failing.add(`${category}: ${audit.id}${value}`)
      }
    }
  }
  return [...failing]
}

async function measure(port: number, url: string, isSignedIn: boolean): Promise<RouteScores> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    // Everything but localStorage, which holds the session for the signed-in screens.
    clearStorageTypes: isSignedIn
      ? ['cache_storage', 'service_workers', 'indexeddb', 'file_systems', 'shader_cache']
      : [
          'cache_storage',
          'service_workers',
          'indexeddb',
          'file_systems',
          'shader_cache',
          'local_storage',
        ],
  }
  const results: Result[] = []
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, flags)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) {
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    }
    results.push(result.lhr)
  }
  const score = (lhr: Result) => lhr.categories.performance?.score ?? 0
  const median = [...results].sort((a, b) => score(a) - score(b))[Math.floor(results.length / 2)]
  if (!median) throw new Error('no run')
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true })
    const file = `${new URL(url).pathname.replaceAll('/', '_') || '_'}${isSignedIn ? '-signed-in' : ''}.json`
    writeFileSync(join(saveDir, file), JSON.stringify(median, null, 1))
  }
  return {
    scores: {
      performance: median.categories.performance?.score ?? 0,
      accessibility: median.categories.accessibility?.score ?? 0,
      'best-practices': median.categories['best-practices']?.score ?? 0,
    },
    failing: failingAudits(median),
  }
}

const loadStart = loadavg()[0]?.toFixed(2)
const server = await startServer({ env: { DEMO_DATA: '1' }, startTimeoutMs: 60_000 })
const browser = await launchDebuggableChromium()
try {
  const world = await prepareA11yWorld(server.baseUrl)
  const routes = world.routes.filter((route) => !only || only.includes(route.name))
  const measured: { route: A11yRoute; figures: RouteScores }[] = []
  // Visitors first: the session goes into the profile once and stays for the rest.
  const ordered = [...routes].sort((a, b) => Number(a.isSignedIn) - Number(b.isSignedIn))
  let hasSession = false
  for (const route of ordered) {
    if (route.isSignedIn && !hasSession) {
      await storeSession(browser.port, server.baseUrl, world.session)
      hasSession = true
    }
    progress(`${route.name} (${route.path})`)
    measured.push({
      route,
      figures: await measure(browser.port, `${server.baseUrl}${route.path}`, route.isSignedIn),
    })
  }

  const pad = (text: string, width: number) => text.padEnd(width)
  const cell = (value: number) => {
    const text = value.toFixed(2)
    return `${text}${value < BUDGET ? ' ✗' : '  '}`.padStart(15)
  }
  console.log(
    `bench:lighthouse — Lighthouse 12.2.3, mobile, simulated throttling; ${runs} run(s) per route (median by performance)`,
  )
  console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`)
  console.log()
  console.log(
    `${pad('route', 14)}${pad('path', 46)}${'performance'.padStart(15)}${'accessibility'.padStart(15)}${'best practices'.padStart(15)}`,
  )
  for (const { route, figures } of measured) {
    const path = route.isSignedIn ? `${route.path} (Ana)` : route.path
    console.log(
      `${pad(route.name, 14)}${pad(path, 46)}${cell(figures.scores.performance)}${cell(figures.scores.accessibility)}${cell(figures.scores['best-practices'])}`,
    )
  }
  console.log()
  console.log(`Budget (design.md): ≥ ${BUDGET} in each category; ✗ marks a miss.`)
  for (const { route, figures } of measured) {
    if (figures.failing.length === 0) continue
    console.log(`${route.name}: ${figures.failing.join('; ')}`)
  }
  console.log(
    `Load average (1 min) at start ${loadStart}, at end ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores: Lighthouse's simulated timings scale with the CPU it observed.`,
  )
} finally {
  await browser.stop()
  await server.stop()
}
