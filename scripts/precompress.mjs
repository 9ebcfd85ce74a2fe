#!/usr/bin/env node
// Writes .br and .gz beside every compressible file in dist/ so the server (which serves
// precompressed files when the browser accepts them) never compresses at request time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/
const MIN_BYTES = 1024

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) {
      if (entry !== 'server' && entry !== '.vite') yield* files(path)
    } else if (COMPRESSIBLE.test(entry)) {
      yield path
    }
  }
}

let count = 0
for (const path of files('dist')) {
  const content = readFileSync(path)
  if (content.length < MIN_BYTES) continue
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  count += 1
}
console.log(`Precompressed ${count} files (brotli and gzip).`)
