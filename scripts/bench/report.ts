import type { LatencyFigures, PullFigures, RestFigures } from '../../bench/sync-measure'

/** Plain-text figures for bench:sync: aligned, with docs/s and the targets' verdicts. */

/** The targets' rates: the production app from navigation, and the sync engine on its own. */
export const APP_DOCS_PER_SECOND = 10_000
export const ENGINE_DOCS_PER_SECOND = 30_000

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const decimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

export const ms = (value: number) => `${integer.format(value)} ms`
export const fineMs = (value: number) => `${decimal.format(value)} ms`
export const count = (value: number) => integer.format(value)

export function docsPerSecond(documents: number, milliseconds: number): string {
  return `${integer.format(documents / (milliseconds / 1000))} docs/s`
}

export function restLine(label: string, figures: RestFigures): string {
  const megabytes = decimal.format(figures.chars / 1_000_000)
  return `  ${label.padEnd(28)} ${ms(figures.ms).padStart(10)}   ${docsPerSecond(figures.documents, figures.ms).padStart(16)}   (${count(figures.documents)} docs, ${figures.pages} pages, ${megabytes} MB JSON)`
}

export function pullLine(label: string, figures: PullFigures): string {
  return `  ${label.padEnd(28)} ${ms(figures.pullMs).padStart(10)}   ${docsPerSecond(figures.documents, figures.pullMs).padStart(16)}   (database open ${ms(figures.openMs)}; replication idle after ${ms(figures.inSyncMs)})`
}

export function latencyLine(label: string, figures: LatencyFigures): string {
  return `  ${label.padEnd(28)} p50 ${fineMs(figures.p50).padStart(9)}   p95 ${fineMs(figures.p95).padStart(9)}   max ${fineMs(figures.max).padStart(9)}   (${figures.runs} runs, ${count(figures.rows)} rows)`
}

export function verdict(label: string, milliseconds: number, targetMs: number): string {
  const isMet = milliseconds <= targetMs
  return `  ${label.padEnd(44)} ${ms(milliseconds).padStart(10)}  → ${isMet ? 'MET' : 'NOT MET'}`
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const samples = (values: readonly number[]) => values.map((value) => ms(value)).join(', ')

export function pullSamplesLine(pulls: readonly PullFigures[]): string {
  return `  ${''.padEnd(28)} ${''.padStart(10)}   runs: ${samples(pulls.map((figures) => figures.pullMs))}`
}

/** The production app's cold starts: the median first, every run's figures after it. */
export function appLines(
  label: string,
  documents: number,
  apps: readonly {
    firstPullMs: number
    lastPullMs: number
    pulls: number
    storedMs: number
    heapBytes: number
  }[],
  /** the JSON the pull transferred, to set the heap beside (target: heap ≤ 2× the data) */
  dataBytes: number,
): string[] {
  const stored = median(apps.map((app) => app.storedMs))
  const heap = median(apps.map((app) => app.heapBytes))
  const megabytes = (bytes: number) => `${decimal.format(bytes / 1_000_000)} MB`
  return [
    `  ${label.padEnd(28)} ${ms(stored).padStart(10)}   ${docsPerSecond(documents, stored).padStart(16)}   from navigation (signed in, /settings) until IndexedDB holds ${count(documents)} pets`,
    `  ${''.padEnd(28)} ${''.padStart(10)}   median first pull request at ${ms(median(apps.map((app) => app.firstPullMs)))}, last pull answered at ${ms(median(apps.map((app) => app.lastPullMs)))}`,
    ...apps.map(
      (app, index) =>
        `  ${''.padEnd(28)} ${''.padStart(10)}   run ${index + 1}: stored ${ms(app.storedMs)} (first pull ${ms(app.firstPullMs)}, last answered ${ms(app.lastPullMs)}, ${app.pulls} requests, heap ${megabytes(app.heapBytes)})`,
    ),
    `  ${''.padEnd(28)} ${''.padStart(10)}   JS heap right after the sync (after a GC), median: ${megabytes(heap)} for ${megabytes(dataBytes)} of JSON pulled (${decimal.format(heap / dataBytes)}×; target ≤ 2×)`,
  ]
}
