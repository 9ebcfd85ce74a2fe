#!/usr/bin/env node
// The production build: client and service worker (vite → dist), the public pages' renderer
// (vite --ssr → dist/.ssr), server (tsc → dist/server, its entry bundled: scripts/bundle-server.mjs), then the bundle report (which also enforces the JS budgets). Leaves dist/.build-stamp so
// `npm start` knows the build is current.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed`)
    process.exit(result.status ?? 1)
  }
}

// The gazetteer goes into public/ first: Vite copies it to dist/ and the worker precaches it.
run('node', ['scripts/build-gazetteer.mjs'])
// Vite empties dist/ first, so the server is compiled after it.
run('npx', ['vite', 'build', '--logLevel', 'warn'])
// The public pages' own browser build (public-page.html, its boot script and hydration).
run('npx', ['vite', 'build', '-c', 'vite.public.config.ts', '--logLevel', 'warn'])
// The public pages' renderer (dist/.ssr), then the server, then a render of every public page
// kind from sample data (a render that throws fails the build) with its critical CSS.
run('npx', ['vite', 'build', '-c', 'vite.ssr.config.ts', '--logLevel', 'warn'])
// --noCheck: emit only. `npm run typecheck` (tsc -b) is the one type check of the server, as
// Vite does not check the client's types either; checking here too doubled the server's tsc
// time in CI (17 s of CPU against 6) for byte-identical output.
run('npx', ['tsc', '-p', 'tsconfig.server.json', '--noCheck'])
run('node', ['scripts/bundle-server.mjs'])
run('node', ['scripts/build-public-pages.mjs'])
run('node', ['scripts/report-bundle.mjs'])
run('node', ['scripts/precompress.mjs'])
writeFileSync('dist/.build-stamp', new Date().toISOString())
