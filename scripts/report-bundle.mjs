#!/usr/bin/env node
// Prints the gzipped JavaScript each route loads first, from Vite's build manifest, and fails
// the build when a budget from design.md is exceeded or RxDB's dev-mode slipped into dist.
//
// "Loads first" = the entry chunk and everything it imports statically, plus the route's own
// split chunk(s) and the lazy screens that route renders at once (the landing or the home on
// '/', the app shell and the auth check for signed-in routes), each with its static imports.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = 'dist'
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
const BUDGET_KIB = { landing: 110, signedIn: 250 }
const VISITOR_ROUTES = new Set([
  'login',
  'register',
  'terms',
  'privacy',
  'forgot-password',
  'reset-password',
  // the public page of a lost-pet alert, opened from shared links without an account
  'perdidos/$id',
])

const gzipCache = new Map()
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length)
  return gzipCache.get(file)
}

/** Manifest keys whose source starts with `prefix` (route chunks carry a ?tsr-split suffix). */
function keysFor(prefix) {
  return Object.keys(manifest).filter((key) => key === prefix || key.startsWith(`${prefix}?`))
}

function closure(keys, files = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) continue
    if (chunk.file.endsWith('.js')) files.add(chunk.file)
    closure(chunk.imports ?? [], files)
  }
  return files
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const base = closure([entryKey])
const signedInExtras = [
  ...keysFor('src/features/shell/AppShell.tsx'),
  ...keysFor('src/features/auth/auth-actions.ts'),
  // The offline engine (RxDB, Dexie, socket.io-client) starts with every signed-in session.
  ...keysFor('src/sync/session-binding.ts'),
]

function routeLoad(keys) {
  const files = closure(keys, new Set(base))
  return [...files].reduce((sum, file) => sum + gzipBytes(file), 0)
}

const rows = []
rows.push({
  route: '/ (visitor: landing)',
  bytes: routeLoad([
    ...keysFor('src/routes/index.tsx'),
    ...keysFor('src/features/landing/LandingPage.tsx'),
  ]),
  budget: BUDGET_KIB.landing,
})
rows.push({
  route: '/ (signed in: home)',
  bytes: routeLoad([
    ...keysFor('src/routes/index.tsx'),
    ...keysFor('src/features/home/HomePage.tsx'),
    ...signedInExtras,
  ]),
  budget: BUDGET_KIB.signedIn,
})
const routeFiles = Object.keys(manifest)
  .map((key) => key.split('?')[0])
  .filter(
    (src) =>
      src.startsWith('src/routes/') &&
      src !== 'src/routes/index.tsx' &&
      !src.endsWith('__root.tsx'),
  )
// Routes that render one of two lazy screens by session: what each kind of caller loads first.
const SPLIT_ROUTES = {
  'pet/$petId': {
    signedIn: 'src/features/pet-profile/PetProfilePage.tsx',
    // the page a pet's QR code opens for a visitor without an account
    visitor: 'src/features/public-pet/PublicPetPage.tsx',
  },
}
for (const src of [...new Set(routeFiles)].sort()) {
  const name = src
    .slice('src/routes/'.length)
    .replace(/\.tsx$/, '')
    .replace(/(^|\/|\.)index$/, '')
  const isVisitor = VISITOR_ROUTES.has(name)
  const route = `/${name.replace(/\./g, '/').replace(/\$/g, ':')}`
  const split = SPLIT_ROUTES[name]
  rows.push({
    route,
    bytes: routeLoad([
      ...keysFor(src),
      ...(isVisitor ? [] : signedInExtras),
      ...(split ? keysFor(split.signedIn) : []),
    ]),
    budget: isVisitor ? null : BUDGET_KIB.signedIn,
  })
  if (split) {
    rows.push({
      route: `${route} (visitor)`,
      bytes: routeLoad([...keysFor(src), ...keysFor(split.visitor)]),
      budget: BUDGET_KIB.landing,
    })
  }
}

const kib = (bytes) => (bytes / 1024).toFixed(1)
console.log('\nGzipped JavaScript each route loads first:')
console.log(`  ${'route'.padEnd(32)} ${'KiB gz'.padStart(8)}  budget`)
let failed = false
for (const row of rows) {
  const over = row.budget !== null && row.bytes / 1024 > row.budget
  failed ||= over
  const budget = row.budget === null ? '' : `≤ ${row.budget}${over ? '  ✗ OVER BUDGET' : ''}`
  console.log(`  ${row.route.padEnd(32)} ${kib(row.bytes).padStart(8)}  ${budget}`)
}

// The lazy map chunk (maplibre-gl, react-map-gl, pmtiles): no route loads it first; a screen
// with a map fetches it (from the worker's precache once installed), plus maplibre's worker.
const mapKeys = keysFor('src/features/map/MapView.tsx')
if (mapKeys.length > 0) {
  const mapFiles = [...closure(mapKeys)].filter((file) => !base.has(file))
  const mapBytes = mapFiles.reduce((sum, file) => sum + gzipBytes(file), 0)
  console.log(
    `  ${'map chunk (lazy)'.padEnd(32)} ${kib(mapBytes).padStart(8)}  not in any first load`,
  )
  const worker = readdirSync(join(dist, 'assets')).find((file) =>
    /^maplibre-gl-worker-[\w-]+\.js$/.test(file),
  )
  if (worker) {
    const workerBytes = gzipBytes(join('assets', worker))
    console.log(`  ${'map worker (lazy)'.padEnd(32)} ${kib(workerBytes).padStart(8)}  ${worker}`)
  }
}

// The QR scanner (lazy, opened from /profile) and its jsqr worker: what pressing 'Escanear QR'
// downloads on top of /profile's first load.
const scannerKeys = keysFor('src/features/qr-scanner/QrScanner.tsx')
if (scannerKeys.length > 0) {
  const profileFiles = closure(
    [...keysFor('src/routes/profile.tsx'), ...signedInExtras],
    new Set(base),
  )
  const scannerFiles = [...closure(scannerKeys)].filter((file) => !profileFiles.has(file))
  const scannerBytes = scannerFiles.reduce((sum, file) => sum + gzipBytes(file), 0)
  console.log(
    `  ${'QR scanner (lazy)'.padEnd(32)} ${kib(scannerBytes).padStart(8)}  on top of /profile`,
  )
  const worker = readdirSync(join(dist, 'assets')).find((file) =>
    /^jsqr\.worker-[\w-]+\.js$/.test(file),
  )
  if (worker) {
    const workerBytes = gzipBytes(join('assets', worker))
    console.log(
      `  ${'QR decoder worker (lazy)'.padEnd(32)} ${kib(workerBytes).padStart(8)}  ${worker}`,
    )
  }
}

// RxDB's dev-mode must never ship (design.md pitfalls): it loads a page from the internet.
const devModeMarker = /RxDBDevModePlugin|rxdb\/plugins\/dev-mode/
const leaks = readdirSync(join(dist, 'assets')).filter(
  (file) =>
    file.endsWith('.js') && devModeMarker.test(readFileSync(join(dist, 'assets', file), 'utf8')),
)
if (leaks.length) {
  console.error(`✗ RxDB dev-mode found in the production build: ${leaks.join(', ')}`)
  failed = true
}

// broadcast-channel's `unload` package listens for 'unload' unless patches/unload+*.patch was
// applied (patch-package, run by `npm install` and `npm ci`): Chromium deprecates the event and
// it keeps pages out of the back/forward cache. An install with --ignore-scripts would ship it.
const unloadListener = /addEventListener\(\s*["'`]unload["'`]/
const unloads = readdirSync(join(dist, 'assets')).filter(
  (file) =>
    file.endsWith('.js') && unloadListener.test(readFileSync(join(dist, 'assets', file), 'utf8')),
)
if (unloads.length) {
  console.error(
    `✗ an 'unload' listener in the production build (${unloads.join(', ')}): run npm ci, which applies patches/`,
  )
  failed = true
}

if (failed) process.exit(1)
