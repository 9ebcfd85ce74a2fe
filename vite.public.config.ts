import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import viteConfig from './vite.config'
import { featureIndexTreeshake } from './vite.feature-index.ts'

/**
 * The browser's build of the server-rendered public pages (public-page.html: the template the
 * server fills, its stylesheet and its one script, src/public-pages/boot.ts), apart from the
 * app's: these pages hydrate without the router, the session or the offline engine, so they
 * share no chunk with the app and its chunk grouping (vite.chunks.ts) cannot pull the app into
 * them. It runs after the app's build, into the same dist/, and its files are not precached: a
 * visitor's pages come from the network (sw/navigation.ts).
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: viteConfig.resolve,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: '.vite/public-manifest.json',
    modulePreload: { polyfill: false },
    rolldownOptions: { input: 'public-page.html', treeshake: featureIndexTreeshake },
    target: 'es2022',
    sourcemap: false,
  },
})
