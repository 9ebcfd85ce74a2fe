import type { LoadFigures, LoadMode } from './network-load'
import type { PageName } from './network-world'
import { median } from './report'

/**
 * bench:network's figures beside design.md's budgets ('Budgets', poor networks): the medians of
 * a page × profile × mode, a budget where design.md sets one, and PASS or FAIL. Printed, never
 * asserted: the process does not fail on a miss.
 */
export interface RowKey {
  page: PageName
  profile: '2G' | '3G'
  mode: LoadMode
}

export interface Row extends RowKey {
  runs: LoadFigures[]
}

interface Medians {
  documentMs: number
  contentMs: number
  before: number
  script: number
  total: number
  method: string
  isIdle: boolean
}

const KIB = 1024
const isPublicPage = (page: PageName) => page === 'alert' || page === 'pet'

function medians(runs: readonly LoadFigures[]): Medians {
  const of = (pick: (run: LoadFigures) => number) => median(runs.map(pick))
  return {
    documentMs: of((run) => run.documentMs),
    contentMs: of((run) => run.contentMs),
    before: of((run) => run.bytesBeforeContent),
    script: of((run) => run.scriptBeforeContent),
    total: of((run) => run.totalBytes),
    method: [...new Set(runs.map((run) => run.method))].join('+'),
    isIdle: runs.every((run) => run.isIdle),
  }
}

/** The limits design.md sets for this row: [text, is it met], or none. */
function budgets(key: RowKey, m: Medians): [string, boolean][] {
  const checks: [string, boolean][] = []
  const twiceDocument = (label: string) =>
    checks.push([
      `${label} ≤ 2× doc (${Math.round(2 * m.documentMs)} ms)`,
      m.contentMs <= 2 * m.documentMs,
    ])
  if (key.mode === 'cold' && key.profile === '2G' && isPublicPage(key.page)) {
    twiceDocument('content')
    checks.push(['content ≤ 2500 ms', m.contentMs <= 2500])
    checks.push(['≤ 60 KiB before content', m.before <= 60 * KIB])
    checks.push(['0 KiB JS before content', m.script === 0])
  }
  if (key.mode === 'cold' && key.profile === '2G' && key.page === 'landing') twiceDocument('hero')
  if (key.mode === 'cold' && key.profile === '3G' && key.page !== 'home') {
    checks.push(['content ≤ 1200 ms', m.contentMs <= 1200])
  }
  if (key.mode === 'warm' && key.profile === '3G' && key.page === 'home') {
    checks.push(['content ≤ 1000 ms', m.contentMs <= 1000])
  }
  // NaN (content never seen) compares false: a miss.
  return checks
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : String(Math.round(value)))
const kib = (value: number) => (Number.isNaN(value) ? '—' : (value / KIB).toFixed(1))

export const TABLE_HEADER = [
  'page',
  'net',
  'cache',
  'content by',
  'doc ms',
  'content ms',
  'KiB before content',
  'JS KiB before',
  'KiB at idle',
  'budget (design.md)',
  'verdict',
]

/** One Markdown table row per page × profile × mode (medians). */
export function tableRow(row: Row): string[] {
  const m = medians(row.runs)
  const checks = budgets(row, m)
  const misses = checks.filter(([, isMet]) => !isMet)
  return [
    row.page,
    row.profile,
    row.mode,
    m.method,
    ms(m.documentMs),
    ms(m.contentMs),
    kib(m.before),
    kib(m.script),
    `${kib(m.total)}${m.isIdle ? '' : ' (busy)'}`,
    checks.length === 0 ? '—' : checks.map(([text]) => text).join('; '),
    checks.length === 0
      ? '—'
      : misses.length === 0
        ? 'PASS'
        : `FAIL (${misses.length}/${checks.length})`,
  ]
}

export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n')
}

/** One run's figures, for the progress lines. */
export function runLine(figures: LoadFigures): string {
  const worker =
    figures.isWorkerReady === null ? '' : figures.isWorkerReady ? ', worker ready' : ', NO worker'
  const clock =
    figures.clockCheckMs === null ? '' : `, clock check ${figures.clockCheckMs.toFixed(0)} ms`
  return `doc ${ms(figures.documentMs)} ms, content ${ms(figures.contentMs)} ms (${figures.method}), ${kib(figures.bytesBeforeContent)} KiB before (JS ${kib(figures.scriptBeforeContent)}), ${kib(figures.totalBytes)} KiB at ${figures.isIdle ? 'idle' : 'deadline'}${worker}${clock}`
}
