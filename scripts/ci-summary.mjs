#!/usr/bin/env node
// Reads vitest's JSON reports and the outcome of the static checks, prints each phase's time
// and one closing line `N passed, N failed` (the form CI reads, always the last line) and exits
// non-zero when anything failed. A failure outside any test (a file's beforeAll/afterAll hook, an
// unhandled error, a phase that exited non-zero for a reason no report holds) counts as one
// failed: a red phase never closes with '0 failed'.
//   node scripts/ci-summary.mjs [--phases=<tsv>] <report.json ...> [failedCheck ...]
// Arguments ending in .json are vitest reports (one per project run); the others name failed
// checks. phases.tsv (written by .ci/run) holds `name<TAB>seconds<TAB>exit status<TAB>busy %`
// lines.
import { existsSync, readFileSync } from 'node:fs'
import { basename, relative } from 'node:path'

const args = process.argv.slice(2)
const phasesPath = args.find((arg) => arg.startsWith('--phases='))?.slice('--phases='.length)
const reportPaths = args.filter((arg) => arg.endsWith('.json'))
const failedChecks = args.filter((arg) => !arg.startsWith('--phases=') && !arg.endsWith('.json'))
let passed = 0
let failed = failedChecks.length
let skipped = 0
const retried = []
/** Each test file's wall time (s), per report (one report per vitest project). */
const fileTimes = new Map()
/** The failures each report accounted for (a missing report is one). */
const failuresByReport = new Map()

for (const reportPath of reportPaths) {
  const failedBefore = failed
  readReport(reportPath)
  failuresByReport.set(reportPath, failed - failedBefore)
}

function readReport(reportPath) {
  if (!existsSync(reportPath)) {
    console.error(`No test report at ${reportPath}: the test run did not complete.`)
    failed += 1
    return
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0)
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  for (const suite of report.testResults ?? []) {
    if (suite.endTime && suite.startTime) {
      const times = fileTimes.get(reportPath) ?? []
      times.push({
        file: relative(process.cwd(), suite.name),
        seconds: (suite.endTime - suite.startTime) / 1000,
      })
      fileTimes.set(reportPath, times)
    }
    // A file that failed while none of its tests did (it failed to load, or a beforeAll/afterAll
    // hook threw) counts as one failure: vitest fails the run for it.
    const tests = suite.assertionResults ?? []
    if (suite.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      failed += 1
      const where = relative(process.cwd(), suite.name)
      const why = String(suite.message ?? '').split('\n')[0] || 'no message'
      console.error(`✗ ${where} failed outside its tests: ${why}`)
    }
    // Passed on CI's retry (vitest.config.ts): counted as passed, named so the flake is seen.
    for (const test of tests) {
      if (test.status === 'passed' && (test.failureMessages ?? []).length > 0) {
        retried.push({ name: test.fullName, first: String(test.failureMessages[0]).split('\n')[0] })
      }
    }
  }
}
if (reportPaths.length === 0) {
  console.error('No test report given: no test ran.')
  failed += 1
}
const phases = phasesPath && existsSync(phasesPath) ? readPhases(phasesPath) : []
// A phase that exited non-zero counts as failed even when its report shows no failure (vitest
// exits 1 on an unhandled error, which its JSON report does not hold). The static checks are
// already counted by name.
for (const { name, status } of phases) {
  if (status === '0' || failedChecks.includes(name)) continue
  const report = reportPaths.find((path) => basename(path, '.json') === `vitest-${name}`)
  if (report && failuresByReport.get(report) > 0) continue
  console.error(`✗ phase ${name} exited ${status} with no failed test to show for it`)
  failed += 1
}

for (const test of retried) {
  console.error(`⚠ passed on retry: ${test.name}\n    first attempt: ${test.first}`)
}
for (const check of failedChecks) console.error(`✗ ${check} failed`)
for (const [reportPath, times] of fileTimes) printSlowestFiles(basename(reportPath, '.json'), times)
printPhases(phases)
if (passed === 0 && failed === 0) {
  console.error('No test ran.')
  failed = 1
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed ? 1 : 0)

/** phases.tsv's rows: name, seconds, exit status, cores busy (%). */
function readPhases(path) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, status, busy] = line.split('\t')
      return { name, seconds, status, busy }
    })
}

/** One line per phase, wall time in minutes and seconds, on stdout just above the closing line. */
function printPhases(rows) {
  if (rows.length === 0) return
  const width = Math.max(...rows.map(({ name }) => name.length))
  console.log('Time per phase (wall clock; cores busy meanwhile):')
  for (const { name, seconds, status, busy } of rows) {
    const s = Number(seconds)
    const clock = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
    const load = busy === undefined ? '' : `  ${busy.padStart(3)} % busy`
    const mark = status === '0' ? '' : `  ✗ exit ${status}`
    console.log(`  ${name.padEnd(width)}  ${clock.padStart(6)}  (${s} s)${load}${mark}`)
  }
}

/** A project's five slowest files, and what all its files took together (they run in parallel). */
function printSlowestFiles(project, times) {
  const total = times.reduce((sum, { seconds }) => sum + seconds, 0)
  console.log(`Slowest files of ${project} (${times.length} files, ${Math.round(total)} s in all):`)
  for (const { file, seconds } of [...times].sort((a, b) => b.seconds - a.seconds).slice(0, 5)) {
    console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${file}`)
  }
}
