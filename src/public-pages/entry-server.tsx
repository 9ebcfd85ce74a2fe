/**
 * The server's renderer of the public pages (a Vite SSR build: `vite build --ssr`, loaded by
 * server/modules/public-pages). Only this module's import graph goes into that build: no
 * RxDB, socket.io, MapLibre or anything that touches `window` when imported.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import type { PublicPage } from '@contract/public-page'
import { PublicApp } from './PublicApp'

export function renderPublicPage(page: PublicPage): string {
  return renderToString(
    <StrictMode>
      <PublicApp page={page} />
    </StrictMode>,
  )
}
