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
  for (const suite of report.testResults ?? []) {
    // A file that failed to load counts as a failure even though it ran no test.
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed += 1
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
