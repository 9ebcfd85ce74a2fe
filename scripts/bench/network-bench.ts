/**
 * npm run bench:network — what a user on a poor network feels, per page, on emulated 2G
 * (800 ms RTT, 280/256 kbit/s) and 3G (300 ms, 1.6 Mbit/s / 768 kbit/s), DevTools network
 * emulation in the system Chromium (390×844), cold (empty cache, no service worker), warm
 * (the service worker installed by an unthrottled first visit, then the page opened again) and,
 * for the home, new-device (the app installed, none of the user's data yet).
 * Pages: the landing and the public pages of a lost pet (/perdidos/{id}) and of a pet
 * (/pet/{id}) as a visitor; the home signed in as Ana (session in localStorage 'auth-storage').
 *
 * Per page × network × cache, the median of the runs: the HTML document's responseEnd (the
 * same-run baseline design.md's budgets are stated against), when the content is visible
 * (Element Timing on elements marked `elementtiming="hl-content"`, else the first time the
 * page's selectors are visible: network-probe.ts), the bytes on the wire before that, of which
 * JavaScript, and in all once the network is quiet; beside design.md's budgets with PASS/FAIL.
 * A benchmark, not a test: it prints, and a miss does not fail the process.
 *
 * Options (argv, or the environment variable in brackets):
 *   --pages=landing,alert,pet,home (BENCH_PAGES)   --profiles=2g,3g (BENCH_PROFILES)
 *   --modes=cold,warm,new-device (BENCH_MODES)     --runs=3 (BENCH_RUNS), the median printed
 *     new-device: signed-in pages only (the home): the app installed by a visitor's visit, then
 *     a first sign-in with no local data (network-load.ts)
 *   --url=http://host:port (BENCH_URL): measure a running server holding the demo data instead
 *     of starting the build (node dist/server/main.js, temporary data folder, DEMO_DATA=1)
 *   --selector-<page>=css,css (BENCH_SELECTOR_<PAGE>): the fallback's selectors for a page
 *   --log (BENCH_LOG=1): every measured visit's requests (ms from navigation, bytes, URL)
 */
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../../test/support/browser'
import { projectRoot, startServer, type RunningServer } from '../../test/support/server-process'
import { argument, flag, wholeNumber } from './args'
import { LIMIT_MS, measureLoad } from './network-load'
import { markdownTable, runLine, TABLE_HEADER, tableRow, type Row } from './network-table'
import { PROFILES } from './network-traffic'
import { DEFAULT_SELECTORS, PAGE_NAMES, prepareNetworkWorld, type PageName } from './network-world'

/** `--name=value`, else the environment variable `variable` (for CI jobs that set env only). */
const option = (name: string, variable: string): string | undefined =>
  argument(name) ?? (process.env[variable] || undefined)

function listOption<T extends string>(name: string, variable: string, allowed: readonly T[]): T[] {
  const given = option(name, variable)
  if (!given) return [...allowed]
  const values = given.split(',').map((value) => value.trim().toLowerCase())
  for (const value of values) {
    if (!allowed.includes(value as T)) {
      throw new Error(`--${name}: '${value}' is not one of ${allowed.join(', ')}`)
    }
  }
  return values as T[]
}

const pages = listOption('pages', 'BENCH_PAGES', PAGE_NAMES)
const profiles = listOption('profiles', 'BENCH_PROFILES', ['2g', '3g'] as const)
const modes = listOption('modes', 'BENCH_MODES', ['cold', 'warm', 'new-device'] as const)
const runs = wholeNumber('runs', option('runs', 'BENCH_RUNS') ?? '3')
const externalUrl = option('url', 'BENCH_URL')
const isLogged = flag('log') || process.env.BENCH_LOG === '1'
const selectors = Object.fromEntries(
  PAGE_NAMES.map((page) => {
    const given = option(`selector-${page}`, `BENCH_SELECTOR_${page.toUpperCase()}`)
    return [page, given ? given.split(',') : DEFAULT_SELECTORS[page]]
  }),
) as Record<PageName, string[]>

const progress = (step: string) => console.error(`… ${step}`)

async function start(): Promise<{ baseUrl: string; server: RunningServer | null }> {
  if (externalUrl) return { baseUrl: new URL(externalUrl).origin, server: null }
  for (const built of ['index.html', join('server', 'main.js')]) {
    if (!existsSync(join(projectRoot, 'dist', built))) {
      throw new Error(`dist/${built} is missing: run \`npm run build\` first.`)
    }
  }
  const server = await startServer({ env: { DEMO_DATA: '1' }, startTimeoutMs: 60_000 })
  return { baseUrl: server.baseUrl, server }
}

/** A server that went away mid-bench makes every later figure meaningless: say why, stop. */
function assertServerRunning(server: RunningServer | null): void {
  if (!server || (server.process.exitCode === null && server.process.signalCode === null)) return
  const { exitCode, signalCode } = server.process
  const tail = server.logs().trim().split('\n').slice(-20).join('\n')
  throw new Error(`the server exited (code ${exitCode}, signal ${signalCode}):\n${tail}`)
}

const loadStart = loadavg()[0]?.toFixed(2)
const { baseUrl, server } = await start()
let browser: Browser | null = null
try {
  browser = await launchChromium()
  const world = await prepareNetworkWorld(baseUrl)
  const rows: Row[] = []
  for (const page of pages) {
    const target = { ...world.pages[page], selectors: selectors[page] }
    for (const profileName of profiles) {
      const profile = PROFILES[profileName]
      for (const mode of modes) {
        if (mode === 'new-device' && !target.session) continue
        const row: Row = { page, profile: profile.name, mode, runs: [] }
        for (let run = 1; run <= runs; run += 1) {
          assertServerRunning(server)
          const figures = await measureLoad(browser, target, profile, mode)
          assertServerRunning(server)
          progress(
            `${page} ${target.path} ${profile.name} ${mode} run ${run}/${runs}: ${runLine(figures)}`,
          )
          if (isLogged) progress(figures.requests.join('\n  '))
          row.runs.push(figures)
        }
        rows.push(row)
      }
    }
  }

  console.log(
    `bench:network — Chromium ${browser.version()}, 390×844, DevTools network emulation; median of ${runs} run(s)`,
  )
  console.log(
    `2G: ${PROFILES['2g'].latencyMs} ms RTT, 280/256 kbit/s; 3G: ${PROFILES['3g'].latencyMs} ms RTT, 1600/768 kbit/s. Server: ${externalUrl ? baseUrl : 'the build, DEMO_DATA=1'}`,
  )
  console.log(`Pages: ${pages.map((page) => `${page} ${world.pages[page].path}`).join(', ')}`)
  console.log()
  console.log(markdownTable(TABLE_HEADER, rows.map(tableRow)))
  console.log()
  console.log(
    [
      `doc: the HTML document's responseEnd from navigation start. content: every element marked`,
      `elementtiming="hl-content" rendered ('element-timing'), else the page's selectors first`,
      `visible ('poll': ${pages.map((page) => `${page} ${selectors[page].join(' + ')}`).join('; ')}); '—': not within ${LIMIT_MS / 1000} s.`,
      `KiB: on the wire (headers and compressed bodies), service worker and cache answers excluded;`,
      `'at idle' once the network was quiet for 3 s ('busy': still not quiet at ${(2 * LIMIT_MS) / 1000} s).`,
      `Budgets: design.md 'Budgets' (poor networks, cold cache; the signed-in home warm). Printed, not asserted.`,
      `Load average (1 min) at start ${loadStart}, at end ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores.`,
    ].join('\n'),
  )
} finally {
  await browser?.close()
  await server?.stop()
}
