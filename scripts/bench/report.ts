import type { LatencyFigures, PullFigures, RestFigures } from '../../bench/sync-measure'

/** Plain-text figures for bench:sync: aligned, with docs/s and the target verdict. */
export const TARGET_MS = 5_000

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

export function verdict(label: string, milliseconds: number): string {
  const isMet = milliseconds < TARGET_MS
  return `  ${label.padEnd(44)} ${ms(milliseconds).padStart(10)}  → ${isMet ? 'MET' : 'NOT MET'}`
}
