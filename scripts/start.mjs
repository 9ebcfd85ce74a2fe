#!/usr/bin/env node
// `npm start`: build when the sources are newer than the last build, then run the server in
// this same process (so SIGTERM reaches its graceful shutdown directly).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const sources = ['src', 'sw', 'server', 'public', 'index.html', 'vite.config.ts', 'package.json']
const stamp = 'dist/.build-stamp'

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
const changedAt = Math.max(...sources.map(newestMtime))
if (changedAt > builtAt) {
  console.log(builtAt ? 'Sources changed: rebuilding…' : 'First start: building Huellitas…')
  const result = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

await import('../dist/server/main.js')
