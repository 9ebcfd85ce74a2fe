import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'

// The API server that `npm run dev` starts beside Vite (see scripts/dev.mjs).
const devApi = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

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
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./server/contract', import.meta.url)) },
  },
  build: {
    manifest: true,
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
