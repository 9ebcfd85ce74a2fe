#!/usr/bin/env node
// Reads vitest's JSON report and the outcome of the static checks, prints one closing line
// `N passed, N failed` (the form CI reads) and exits non-zero when anything failed.
//   node scripts/ci-summary.mjs <vitest-json> [failedCheck ...]
import { existsSync, readFileSync } from 'node:fs'

const [reportPath, ...failedChecks] = process.argv.slice(2)
let passed = 0
let failed = failedChecks.length
let skipped = 0

if (reportPath && existsSync(reportPath)) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0)
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  const retried = []
  for (const suite of report.testResults ?? []) {
    // A file that failed to load counts as a failure even though it ran no test.
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed += 1
    // Passed on CI's retry (vitest.config.ts): counted as passed, named so the flake is seen.
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'passed' && (test.failureMessages ?? []).length > 0) {
        retried.push({ name: test.fullName, first: String(test.failureMessages[0]).split('\n')[0] })
      }
    }
  }
  for (const test of retried) {
    console.error(`⚠ passed on retry: ${test.name}\n    first attempt: ${test.first}`)
  }
} else {
  console.error(`No test report at ${reportPath}: the test run did not complete.`)
  failed += 1
}

for (const check of failedChecks) console.error(`✗ ${check} failed`)
if (passed === 0 && failed === 0) {
  console.error('No test ran.')
  failed = 1
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed ? 1 : 0)
