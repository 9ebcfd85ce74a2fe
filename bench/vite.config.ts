import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'

/**
 * The bench page (bench/index.html), built apart from the app so no bench code ships in the
 * production bundle. Same minifier, target and storage code as the app; scripts/bench serves
 * it under /__bench/ on the real server's origin (same-origin /api and /socket.io).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__bench/',
  logLevel: 'warn',
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('../server/contract', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    emptyOutDir: true,
    sourcemap: false,
  },
})
