/**
 * The one script of a server-rendered public page (the landing, /perdidos/{id}, a pet's QR
 * page). The page is complete without it: content, photo and plain HTML forms. So nothing here
 * competes with the photo for a 2G line: the hydration chunk (React and the page's components)
 * is fetched once the page has loaded, then makes the forms send without a reload.
 *
 * Someone signed in gets the app instead: the server answers them with it when their hint
 * cookie is set. A session stored without the hint (it expired, or it was cleared) gets it back
 * from the session store as it loads, and the page is asked for again, once.
 */
import { PUBLIC_PAGE_DATA_ID, SIGNED_IN_COOKIE, type PublicPage } from '@contract/public-page'
import { startPwa } from '../features/pwa/start-pwa'
import { sessionStore } from '../session/session-store'
import '../styles.css'

const hasHint = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`)

/** Once per page: a server that ignored the hint must not make this a reload loop. */
function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem('hl-reloaded') === location.href) return false
    sessionStorage.setItem('hl-reloaded', location.href)
  } catch {
    return false
  }
  location.reload()
  return true
}

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

const container = document.getElementById('root')
const data = document.getElementById(PUBLIC_PAGE_DATA_ID)?.textContent
if (sessionStore.getState().token && hasHint() && reloadOnce()) {
  // The app comes with the next answer.
} else if (container && data) {
  const page = JSON.parse(data) as PublicPage
  // The landing offers the app itself: its install prompt and, after load, the service worker
  // (which precaches the app). A stranger reading a lost pet's page on 2G is spared both.
  if (page.kind === 'landing') startPwa()
  whenLoaded(() => {
    void import('./hydrate').then(({ hydratePublicPage }) => hydratePublicPage(container, page))
  })
}
