import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

// The closing line is what CI reads: these run the real script on reports shaped like vitest's
// JSON reporter's, including the run that once closed with '0 failed' over a red e2e phase.
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ci-summary-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const passedTest = { fullName: 'a passes', status: 'passed', failureMessages: [] }

function report(project: string, suites: object[], counts: object = {}): string {
  const path = join(dir, `vitest-${project}.json`)
  const numPassedTests = suites
    .flatMap((suite) => (suite as { assertionResults: { status: string }[] }).assertionResults)
    .filter((test) => test.status === 'passed').length
  writeFileSync(
    path,
    JSON.stringify({ numPassedTests, numFailedTests: 0, ...counts, testResults: suites }),
  )
  return path
}

function phases(rows: [string, number, number][]): string {
  const path = join(dir, 'phases.tsv')
  writeFileSync(
    path,
    rows.map(([name, seconds, status]) => `${name}\t${seconds}\t${status}\t90\n`).join(''),
  )
  return `--phases=${path}`
}

function summary(...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/ci-summary.mjs', ...args], { encoding: 'utf8' })
  const lines = run.stdout.trim().split('\n')
  return { status: run.status, last: lines[lines.length - 1], stderr: run.stderr }
}

describe('ci-summary', () => {
  it('closes green when every phase and test passed', () => {
    const e2e = report('e2e', [
      { name: 'a.test.ts', status: 'passed', assertionResults: [passedTest] },
    ])
    const result = summary(phases([['e2e', 10, 0]]), e2e)
    expect(result.last).toBe('1 passed, 0 failed')
    expect(result.status).toBe(0)
  })

  it('counts a file whose afterAll failed though all its tests passed', () => {
    const e2e = report('e2e', [
      {
        name: 'pwa.test.ts',
        status: 'failed',
        message: 'The server did not exit cleanly (code 1)',
        assertionResults: [passedTest, { ...passedTest, fullName: 'b passes' }],
      },
    ])
    const result = summary(phases([['e2e', 10, 1]]), e2e)
    expect(result.last).toBe('2 passed, 1 failed')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'pwa.test.ts failed outside its tests: The server did not exit cleanly',
    )
  })

  it('counts a phase that exited non-zero with nothing failed in its report', () => {
    const unit = report('unit', [
      { name: 'u.test.ts', status: 'passed', assertionResults: [passedTest] },
    ])
    const result = summary(phases([['unit', 10, 1]]), unit)
    expect(result.last).toBe('1 passed, 1 failed')
    expect(result.stderr).toContain('phase unit exited 1')
  })

  it('does not count a failed test twice through its red phase', () => {
    const unit = report(
      'unit',
      [
        {
          name: 'u.test.ts',
          status: 'failed',
          assertionResults: [{ fullName: 'x', status: 'failed', failureMessages: ['boom'] }],
        },
      ],
      { numFailedTests: 1 },
    )
    expect(summary(phases([['unit', 10, 1]]), unit).last).toBe('0 passed, 1 failed')
  })

  it('counts a failed static check once, by name', () => {
    const unit = report('unit', [
      { name: 'u.test.ts', status: 'passed', assertionResults: [passedTest] },
    ])
    const result = summary(
      phases([
        ['lint', 10, 1],
        ['unit', 5, 0],
      ]),
      unit,
      'lint',
    )
    expect(result.last).toBe('1 passed, 1 failed')
  })
})
