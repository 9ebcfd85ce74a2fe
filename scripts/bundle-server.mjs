#!/usr/bin/env node
// The server as one file: dist/server/main.js (tsc's output) is replaced by a bundle of
// server/main.ts, its own modules and its packages. Node then reads one file instead of ~900 (our ~430 modules and
// the packages' own: kysely, fastify, redis, ajv, …), which halves a start's CPU (1.9 → 1.0 s
// measured): a deploy or restart answers sooner, and the suites, which start a server per file
// and restart it in the crash tests, spend about a second less on each. The other files of
// dist/server stay: scripts/build-public-pages.mjs loads two of them.
//
// Left outside: native addons (loaded from node_modules as before) and optional peers that are
// not installed. A bundled package that reads files beside itself (__dirname) is not reached:
// pino's transports and socket.io's client serving are unused (serveClient: false).
import { build } from 'esbuild'

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/main.js',
  tsconfig: 'tsconfig.server.json',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Two modules' classes or functions of the same name are renamed apart in one scope; their
  // .name stays what the source says (error classes take their name from it).
  keepNames: true,
  logLevel: 'warning',
  external: ['better-sqlite3', 'sharp', 'pg-native', 'bufferutil', 'utf-8-validate'],
  // The packages written as CommonJS call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
})
