import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { featureIndexTreeshake } from './vite.feature-index.ts'

/**
 * The server's build of the public pages' renderer (src/public-pages/entry-server.tsx), loaded
 * by server/modules/public-pages from dist/.ssr (a dot folder: never served as a file). CSS is the client build's (dist/assets); icons are bundled so
 * that only React comes from node_modules at run time.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./server/contract', import.meta.url)) },
  },
  ssr: { noExternal: ['lucide-react'] },
  build: {
    ssr: 'src/public-pages/entry-server.tsx',
    // The same feature indexes as the browser's builds (vite.feature-index.ts).
    rolldownOptions: { treeshake: featureIndexTreeshake },
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    copyPublicDir: false,
  },
})
