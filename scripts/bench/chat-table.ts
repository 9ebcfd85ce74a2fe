import { cpus, loadavg } from 'node:os'
import type { LoadFigures } from './chat-load'

/** The one table bench:chat prints at the end: setup × rate. */
export interface Row {
  setup: string
  rate: number
  figures: LoadFigures | null
  failure: string | null
}

const fixed = (value: number | null, digits = 1) =>
  value === null || Number.isNaN(value) ? '—' : value.toFixed(digits)

const columns = [
  ['setup', 30],
  ['rate', 5],
  ['sent/s', 6],
  ['deliv/s', 7],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['new-msg p99', 11],
  ['POST p50', 8],
  ['POST p99', 8],
  ['errors', 6],
  ['lost', 5],
  ['server CPU', 10],
  ['bench CPU', 9],
  ['PG tx/msg', 9],
] as const

const line = (cells: readonly string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(columns[0][1]) : cell.padStart(columns[i]?.[1] ?? 0)))
    .join('  ')

export function printTable(rows: readonly Row[], header: string[], loadBefore: number): void {
  console.log(`\n${header.join('\n')}`)
  console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`)
  console.log(`load average ${loadBefore.toFixed(2)} at start, ${loadavg()[0]?.toFixed(2)} at end`)
  console.log(
    'p50/p99: POST issued → other member gets sync:change with the message; new-msg p99: → its\n' +
      'new-message; POST: until the answer was read; CPU: cores busy while sending (servers; this\n' +
      'process, i.e. every device); PG tx/msg: PostgreSQL transactions (a statement outside one\n' +
      'counts as one) per message POSTed, warm-up included\n',
  )
  console.log(line(columns.map(([name]) => name)))
  for (const { setup, rate, figures, failure } of rows) {
    if (!figures) {
      console.log(`${line([setup, String(rate)])}  failed: ${failure}`)
      continue
    }
    console.log(
      line([
        setup,
        String(rate),
        fixed(figures.sentPerSecond, 0),
        fixed(figures.deliveredPerSecond, 0),
        fixed(figures.p50),
        fixed(figures.p99),
        fixed(figures.newMessageP99),
        fixed(figures.postP50),
        fixed(figures.postP99),
        String(figures.errors),
        String(figures.lost),
        fixed(figures.serverCores, 2),
        fixed(figures.clientCores, 2),
        fixed(figures.transactionsPerMessage, 2),
      ]),
    )
    if (figures.firstError) {
      console.log(`${''.padEnd(columns[0][1])}  first error: ${figures.firstError}`)
    }
  }
}
