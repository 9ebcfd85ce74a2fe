import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PublicPage } from '@contract/public-page'
import { PublicApp } from './PublicApp'

/** Makes the server's HTML live: the same tree, from the value the server wrote into the page. */
export function hydratePublicPage(container: HTMLElement, page: PublicPage): void {
  hydrateRoot(
    container,
    <StrictMode>
      <PublicApp page={page} />
    </StrictMode>,
    {
      onRecoverableError(error) {
        // A mismatch makes React render the page again on the client: say so, loudly.
        console.error('hydration:', error)
      },
    },
  )
}
