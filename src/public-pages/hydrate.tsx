import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { InstallPromptHost, startPwa } from '../features/pwa'
import { PREVIEW_IN_MARKUP, type PublicPage } from '@contract/public-page'
import { PublicApp } from './PublicApp'

/**
 * Says the page is live (`<html data-hydrated>`): its forms now send without a reload. Renders
 * nothing, so the tree still matches the server's markup.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

/** The photo preview, which the server left in the markup only (page-document.ts). */
function withPreviewFromMarkup(container: HTMLElement, page: PublicPage): PublicPage {
  if (!('photoPreview' in page) || page.photoPreview !== PREVIEW_IN_MARKUP) return page
  const source = container.querySelector('img[src^="data:"]')?.getAttribute('src') ?? null
  return { ...page, photoPreview: source }
}

/** Makes the server's HTML live: the same tree, from the value the server wrote into the page. */
export function hydratePublicPage(container: HTMLElement, data: string): void {
  const page = withPreviewFromMarkup(container, JSON.parse(data) as PublicPage)
  // The landing offers the app itself: its install prompt and the service worker (which
  // precaches the app). A stranger reading a lost pet's page on 2G is spared both.
  if (page.kind === 'landing') startPwa()
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser answer
  // taps between them; a blocking hydration was one long task on a slow phone. The page is
  // already readable and its forms already post, so nothing waits on it.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <PublicApp page={page} />
        <HydratedMark />
      </StrictMode>,
      {
        onRecoverableError(error) {
          // A mismatch makes React render the page again on the client: say so, loudly.
          console.error('hydration:', error)
        },
      },
    )
  })
  if (page.kind === 'landing') {
    // The install banner is the browser's to offer, never part of the server's page: a root of
    // its own beside the hydrated one, as the app's root layout shows it to visitors.
    const host = document.createElement('div')
    document.body.append(host)
    createRoot(host).render(<InstallPromptHost />)
  }
}
