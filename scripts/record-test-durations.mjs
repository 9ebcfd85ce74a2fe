#!/usr/bin/env node
// Writes test/file-durations.json (each test file's seconds, by project) from the vitest JSON
// reports a full run leaves in test-results/ (.ci/run writes one per project), for
// test/support/duration-sequencer.ts, which starts the slowest files first. Run it after a
// clean-clone CI run and commit the file when the suite's shape has changed:
//   node scripts/record-test-durations.mjs [test-results/vitest-<project>.json ...]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'

const OUTPUT = 'test/file-durations.json'
const reports = process.argv.slice(2)
if (reports.length === 0 && existsSync('test-results')) {
  for (const name of readdirSync('test-results').sort()) {
    if (/^vitest-.+\.json$/.test(name)) reports.push(join('test-results', name))
  }
}
if (reports.length === 0) {
  console.error(
    'No vitest JSON report found in test-results/: run .ci/run (or vitest with --reporter=json) first.',
  )
  process.exit(1)
}

const durations = {}
for (const path of reports) {
  const project = basename(path, '.json').replace(/^vitest-/, '')
  const report = JSON.parse(readFileSync(path, 'utf8'))
  const files = {}
  for (const suite of report.testResults ?? []) {
    if (!suite.startTime || !suite.endTime) continue
    files[relative(process.cwd(), suite.name)] =
      Math.round((suite.endTime - suite.startTime) / 100) / 10
  }
  durations[project] = Object.fromEntries(
    Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)),
  )
}
writeFileSync(OUTPUT, `${JSON.stringify(durations, null, 2)}\n`)
const counts = Object.entries(durations).map(
  ([project, files]) => `${project} ${Object.keys(files).length}`,
)
console.log(`${OUTPUT}: ${counts.join(', ')} files`)
