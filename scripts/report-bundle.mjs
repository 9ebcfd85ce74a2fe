#!/usr/bin/env node
// Prints the gzipped JavaScript each route loads first, from Vite's build manifest, and fails
// the build when a budget from design.md is exceeded or RxDB's dev-mode slipped into dist.
//
// "Loads first" = the entry chunk and everything it imports statically, plus the route's own
// split chunk(s) and the lazy screens that route renders at once (the landing or the home on
// '/', a route's lazy `…Page`, the app shell and the auth check for signed-in routes), each
// with its static imports.
//
// It also writes what each signed-in screen loads beyond the entry to
// dist/.vite/signed-in-preloads.json: the server lists those chunks as modulepreload links in
// a signed-in document (server/http/app-preloads.ts), so the browser fetches them beside the
// entry instead of one import level at a time. The budget and the preloads are one list.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = 'dist'
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
const BUDGET_KIB = { landing: 110, signedIn: 250 }
// The signed-in screens are to stay 10 KiB under their budget, room won by how chunks are grouped
// (vite.chunks.ts) and what loads after the first screen (socket.io-client, src/sync/socket.ts),
// so the next feature does not start with shaving.
const HEADROOM_KIB = { signedIn: 10 }
const VISITOR_ROUTES = new Set([
  'login',
  'register',
  'terms',
  'privacy',
  'forgot-password',
  'reset-password',
  // opened from the 'Cambiar correo' mail, on any device, signed in or not
  'confirm-email',
  // the public page of a lost-pet alert, opened from shared links without an account
  'perdidos/$id',
  // the public page of a found pet, likewise
  'encontrados/$id',
])

// Misses that are known and not fixed yet, each with why: printed, not failing the build. Any
// other route that falls short fails it; an entry goes once its route fits.
const KNOWN_SHORT = {}

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

// The app's entry; public-page.html's is the server-rendered pages' (its own row below).
const entryKey = 'index.html'
const base = closure([entryKey])
const signedInSources = [
  'src/features/shell/AppShell.tsx',
  'src/features/auth/auth-actions.ts',
  // The offline engine (RxDB, Dexie, socket.io-client) starts with every signed-in session.
  'src/sync/session-binding.ts',
]
/**
 * Where a module's code is in the build manifest: under its source path when it heads a chunk;
 * else (vite.chunks.ts merged it into a group) under its group's chunk: a module both imported
 * statically and lazily, like auth-actions, under its own chunk name ('_auth-actions-….js'), a
 * module of the signed-in core under '_signed-in-….js'. A module found in none of them fails the
 * report: every signed-in figure would silently leave it out.
 */
function keysForModule(source) {
  const byName = (name) =>
    Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key].name === name)
  const keys = keysFor(source)
  if (keys.length > 0) return keys
  const shared = byName(basename(source).replace(/\.tsx?$/, ''))
  if (shared.length > 0) return shared
  const signedIn = byName('signed-in')
  if (signedIn.length > 0) return signedIn
  console.error(`✗ ${source} has no chunk in the build manifest (see vite.chunks.ts)`)
  process.exit(1)
}
const signedInExtras = signedInSources.flatMap(keysForModule)

// The chunk only signed-in screens may load (vite.chunks.ts): a visitor's page that loaded it
// would carry the offline engine.
const SIGNED_IN_ONLY = /^assets\/signed-in-[\w-]+\.js$/
let failed = false

/**
 * What every signed-in session starts while its first screen renders: the sync engine
 * (src/sync/sync-engine.ts, fetched while the database opens: src/sync/sync-session.ts) and the
 * socket it starts (src/sync/socket.ts). Not in the budget (no screen waits for them), but
 * preloaded last: the first pull waits for them, and the home's cards for the first pull. The
 * shell's background hosts are not preloaded: they wait for the screen's first content
 * (src/features/shell/after-first-content.ts), and preloaded they took connections from the
 * first pulls on a cold HTTP/1.1 load.
 */
const SESSION_BOOT = /\/socket\.io-client\/|\/socket-events\.ts$|\/src\/sync\/sync-engine\.ts$/
/** `keys` and every chunk they import statically. */
function staticKeys(keys, found = new Set()) {
  for (const key of keys) {
    if (found.has(key) || !manifest[key]) continue
    found.add(key)
    staticKeys(manifest[key].imports ?? [], found)
  }
  return found
}
function sessionBoot(keys, found = new Set()) {
  for (const key of staticKeys(keys)) {
    for (const dynamic of manifest[key].dynamicImports ?? []) {
      if (!SESSION_BOOT.test(`/${dynamic}`) || found.has(dynamic)) continue
      found.add(dynamic)
      // The engine's chunk starts the socket's in turn.
      sessionBoot([dynamic], found)
    }
  }
  return [...found]
}
const sessionBootKeys = sessionBoot(signedInExtras)
/** pattern ('/chat/:matchId') → chunks beyond the entry, in the order to fetch them */
const signedInPreloads = {}

function routeLoad(keys, { isVisitor = false, pattern = null } = {}) {
  const files = closure(keys, new Set(base))
  const leaked = isVisitor ? [...files].filter((file) => SIGNED_IN_ONLY.test(file)) : []
  if (leaked.length > 0) {
    console.error(`✗ a visitor page loads signed-in code: ${leaked.join(', ')}`)
    failed = true
  }
  if (pattern && !isVisitor) {
    const first = [...files].filter((file) => !base.has(file))
    const boot = [...closure(sessionBootKeys, new Set(files))].filter((file) => !files.has(file))
    signedInPreloads[pattern] = [...first, ...boot]
  }
  return [...files].reduce((sum, file) => sum + gzipBytes(file), 0)
}

// The pages a visitor opens without an account: never the 'screen a route renders at once'
// of a signed-in session.
const VISITOR_SCREENS = /\/(LandingPage|PublicPetPage)\.tsx$/
/** Every module some chunk imports lazily: where a `Lazy…Page` wrapper's screen is found. */
const lazyModules = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))
/**
 * A route's lazy screen that it renders at once: `lazy(() => import('…Page'))` in the route
 * itself, or a `Lazy<Name>Page` wrapper it imports from a feature (the services routes share one
 * module of wrappers, whose chunk lazily imports all five screens: the route renders only its
 * own, <Name>Page.tsx).
 */
function screensOf(routeSource) {
  const direct = keysFor(routeSource).flatMap((key) =>
    (manifest[key]?.dynamicImports ?? []).filter(
      (dynamic) => /Page\.tsx$/.test(dynamic) && !VISITOR_SCREENS.test(dynamic),
    ),
  )
  const wrapped = [...readFileSync(routeSource, 'utf8').matchAll(/\bLazy(\w+Page)\b/g)].flatMap(
    ([, name]) => [...lazyModules].filter((module) => module.endsWith(`/${name}.tsx`)),
  )
  return [...new Set([...direct, ...wrapped])]
}

const rows = []
rows.push({
  route: '/ (visitor: landing)',
  bytes: routeLoad(
    [...keysFor('src/routes/index.tsx'), ...keysFor('src/features/landing/LandingPage.tsx')],
    { isVisitor: true },
  ),
  budget: BUDGET_KIB.landing,
})
rows.push({
  route: '/ (signed in: home)',
  bytes: routeLoad(
    [...keysFor('src/routes/index.tsx'), ...screensOf('src/routes/index.tsx'), ...signedInExtras],
    { pattern: '/' },
  ),
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
// (The signed-in one, PetProfilePage, is found by screensOf.)
const SPLIT_ROUTES = {
  'pet/$petId': {
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
    bytes: routeLoad(
      [...keysFor(src), ...(isVisitor ? [] : [...signedInExtras, ...screensOf(src)])],
      { isVisitor, pattern: route },
    ),
    budget: isVisitor ? null : BUDGET_KIB.signedIn,
  })
  if (split) {
    rows.push({
      route: `${route} (visitor)`,
      bytes: routeLoad([...keysFor(src), ...keysFor(split.visitor)], { isVisitor: true }),
      budget: BUDGET_KIB.landing,
    })
  }
}

// The server-rendered public pages (the landing, /perdidos/{id}, a pet's QR page), a build of
// their own (vite.public.config.ts): their content needs no JavaScript; the boot script starts
// with the document, and the hydration chunk (React and the page's components) once the page
// has loaded.
const publicManifest = JSON.parse(readFileSync(join(dist, '.vite/public-manifest.json'), 'utf8'))
function publicClosure(keys, files = new Set()) {
  for (const key of keys) {
    const chunk = publicManifest[key]
    if (!chunk || files.has(chunk.file)) continue
    if (chunk.file.endsWith('.js')) files.add(chunk.file)
    publicClosure(chunk.imports ?? [], files)
  }
  return files
}
const publicBoot = publicClosure(['public-page.html'])
if (publicBoot.size === 0) throw new Error('public-page.html is not in the public build manifest')
const sumOf = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0)
rows.push({ route: 'public pages: boot', bytes: sumOf(publicBoot), budget: null })
rows.push({
  route: 'public pages: + hydration',
  bytes: sumOf(publicClosure(['src/public-pages/hydrate.tsx'], new Set(publicBoot))),
  budget: BUDGET_KIB.landing,
})

const kib = (bytes) => (bytes / 1024).toFixed(1)
console.log('\nGzipped JavaScript each route loads first:')
console.log(
  `  ${'route'.padEnd(32)} ${'KiB gz'.padStart(8)}  ${'budget'.padStart(6)}  ${'headroom'.padStart(8)}`,
)
const short = []
for (const row of rows) {
  if (row.budget === null) {
    const note = row.note ? `  (${row.note})` : ''
    console.log(`  ${row.route.padEnd(32)} ${kib(row.bytes).padStart(8)}${note}`)
    continue
  }
  const headroom = row.budget - row.bytes / 1024
  const required = row.budget === BUDGET_KIB.signedIn ? HEADROOM_KIB.signedIn : 0
  const over = headroom < 0
  const isShort = !over && headroom < required
  const known = KNOWN_SHORT[row.route]
  if (known && (over || isShort)) {
    console.log(
      `  ${row.route.padEnd(32)} ${kib(row.bytes).padStart(8)}  ${`≤ ${row.budget}`.padStart(6)}  ${headroom.toFixed(1).padStart(8)}  ✗ known: ${known}`,
    )
    continue
  }
  failed ||= over || isShort
  if (isShort) short.push(row.route)
  const mark = over ? '  ✗ OVER BUDGET' : isShort ? `  ✗ under ${required} KiB headroom` : ''
  console.log(
    `  ${row.route.padEnd(32)} ${kib(row.bytes).padStart(8)}  ${`≤ ${row.budget}`.padStart(6)}  ${headroom.toFixed(1).padStart(8)}${mark}`,
  )
}
console.log(
  `  budgets (design.md): landing and visitor pages ≤ ${BUDGET_KIB.landing}, signed-in screens ≤ ${BUDGET_KIB.signedIn} with ${HEADROOM_KIB.signedIn} KiB to spare (≤ ${BUDGET_KIB.signedIn - HEADROOM_KIB.signedIn})`,
)

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

// The worker's precache (the manifest injected into dist/sw.js): whatever a precached chunk
// imports statically must be precached too, or the app breaks offline. jsPDF's unused lazy
// chunks are the one planned exclusion (vite.config.ts, globIgnores).
const precached = new Set(
  [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]),
)
const fileOfKey = (key) => manifest[key]?.file
for (const chunk of Object.values(manifest)) {
  if (!precached.has(chunk.file)) continue
  const missing = (chunk.imports ?? []).map(fileOfKey).filter((file) => !precached.has(file))
  if (missing.length > 0) {
    console.error(`✗ ${chunk.file} is precached but imports ${missing.join(', ')}, which is not`)
    failed = true
  }
}
const unprecached = readdirSync(join(dist, 'assets'))
  .map((file) => `assets/${file}`)
  .filter((file) => file.endsWith('.js') && !precached.has(file))
const unprecachedBytes = unprecached.reduce((sum, file) => sum + gzipBytes(file), 0)
console.log(
  `  ${'not precached (lazy, unused)'.padEnd(32)} ${kib(unprecachedBytes).padStart(8)}  ${unprecached.map((file) => file.slice('assets/'.length)).join(', ')}`,
)

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

writeFileSync(join(dist, '.vite/signed-in-preloads.json'), JSON.stringify(signedInPreloads))

if (failed) process.exit(1)
