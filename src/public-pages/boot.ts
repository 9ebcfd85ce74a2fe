/**
 * The one script of a server-rendered public page (the landing, /perdidos/{id}, a pet's QR
 * page). The page is complete without it: content, photo and plain HTML forms. So nothing here
 * competes with the photo for a 2G line: this module imports nothing, and the hydration chunk
 * (React and the page's components) is fetched once the page has loaded, then makes the forms
 * send without a reload.
 *
 * Someone signed in gets the app instead: the server answers them with it when their hint
 * cookie is set. A session stored without the hint (it expired, or it was cleared) gets it back
 * here, and the page is asked for again, once.
 *
 * The names below are the session store's and the contract's (public-page.ts), written out so
 * that this module loads alone; boot-names.test.ts holds them equal.
 */
export const SESSION_STORAGE_KEY = 'auth-storage'
export const SIGNED_IN_COOKIE = 'hl_signed_in'
export const PUBLIC_PAGE_DATA_ID = 'hl-page'
/** As long as a sign-in lasts (session-store.ts). */
const HINT_MAX_AGE_S = 30 * 24 * 60 * 60

function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem(SESSION_STORAGE_KEY))
  } catch {
    return false
  }
}

/** Once per page: a server that ignored the hint must not make this a reload loop. */
function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem('hl-reloaded') === location.href) return false
    sessionStorage.setItem('hl-reloaded', location.href)
  } catch {
    return false
  }
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${HINT_MAX_AGE_S}`
  location.reload()
  return true
}

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

const container = document.getElementById('root')
const data = document.getElementById(PUBLIC_PAGE_DATA_ID)?.textContent
if (hasStoredSession() && reloadOnce()) {
  // The app comes with the next answer.
} else if (container && data) {
  whenLoaded(() => {
    void import('./hydrate').then(({ hydratePublicPage }) => hydratePublicPage(container, data))
  })
}
