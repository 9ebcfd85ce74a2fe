import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { clientChunkOutput, JSPDF_UNUSED_PREFIX } from './vite.chunks.ts'
import { featureIndexTreeshake } from './vite.feature-index.ts'

// The API server that `npm run dev` starts beside Vite (see scripts/dev.mjs).
const devApi = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

// Chunks of the screens a signed-out visitor can open (named after their source files). The
// password-reset screens are left out: their preload lists (the form libraries) would weigh on
// every landing visit for screens few open; they fetch their imports one round trip later.
const VISITOR_CHUNKS = /assets\/(routes|LandingPage|login|register|terms|privacy)-/

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration is done by hand in src/features/pwa so the landing page stays light.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // gazetteer.json: the offline place names (scripts/build-gazetteer.mjs), ~190 KB gzipped.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}', 'gazetteer.json'],
        // jsPDF's lazy html2canvas, DOMPurify and canvg (~104 KiB gzipped): the flyer never
        // loads them, so no install downloads them (vite.chunks.ts names them).
        globIgnores: [`**/${JSPDF_UNUSED_PREFIX}*`],
      },
      devOptions: { enabled: false },
    }),
  ],
  // How the browser's chunks are grouped (vite.chunks.ts). The client environment only: a
  // server-side build has no first loads to group.
  environments: {
    client: { build: { rolldownOptions: { output: clientChunkOutput } } },
  },
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./server/contract', import.meta.url)) },
  },
  build: {
    manifest: true,
    // A feature's index.ts is pure re-exports: an importer bundles only what it uses from it.
    rolldownOptions: { treeshake: featureIndexTreeshake },
    modulePreload: {
      // Every browser the PWA targets (ES2022) supports <link rel=modulepreload>; one that
      // does not still loads each chunk when imported, just without the head start. The
      // polyfill would cost every landing visitor its bytes.
      polyfill: false,
      // The entry holds the route table, and with it one preload list per lazy route: the
      // union of every signed-in screen's chunk names, downloaded by each visitor of the
      // landing page (design.md: ≤ 110 KiB). Keep the lists of the screens a visitor can open
      // (and of '/', whose chunk picks landing or home); a signed-in screen's own imports are
      // then fetched one round trip after its chunk, on the first visit only: the service
      // worker precaches every chunk once the session has synced.
      resolveDependencies(filename, deps, { hostId }) {
        // The cycle dialog opens on a tap, from /profile's pet cards among others: its
        // preload list would weigh on that screen's first load (≈ 1 KiB) for a dialog most
        // visits never open. Its own imports follow its chunk one round trip later, or come
        // from the worker's precache.
        // So is the push module that sign-out loads from every signed-in screen.
        if (/assets\/(CycleDialog|push-device)-[^/]+\.js$/.test(filename)) return []
        // Likewise what /lost-pets loads after its first paint or on a tap (its dialogs, the
        // 'Encontradas' cards, the filter panel, the map view): those lists were a tenth of
        // the screen's own chunk.
        if (/assets\/LostPetsPage-[^/]+\.js$/.test(hostId)) return []
        if (!/assets\/index-[^/]+\.js$/.test(hostId)) return deps
        return VISITOR_CHUNKS.test(filename) ? deps : []
      },
    },
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': devApi,
      '/uploads': devApi,
      '/socket.io': { target: devApi, ws: true },
    },
  },
})
