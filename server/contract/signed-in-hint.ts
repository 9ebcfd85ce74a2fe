/**
 * The signed-in hint: which skeleton the first paint shows, decided before any script runs.
 * index.html's #root holds the app frame's skeleton (src/features/shell/ShellSkeleton.tsx);
 * its bottom navigation and header buttons show only under `<html class="hl-signed-in">`, so a
 * visitor opening /login sees a brand bar and grey blocks, never the app's tabs.
 *
 * The page writes the cookie whenever its session changes (src/session/session-store.ts). The
 * server adds the class to the index.html it sends when the request carries the cookie; the
 * service worker, which never sees a request's cookies, asks the Cookie Store API where the
 * browser has one (sw/app-html.ts). Not a credential: it chooses a skeleton, nothing else.
 */
export const SIGNED_IN_COOKIE = 'hl_signed_in'
export const SIGNED_IN_CLASS = 'hl-signed-in'

/** Whether a Cookie header carries the hint. */
export function hasSignedInHint(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`)
}

/** The page with the class on its <html> element (index.html has no class attribute). */
export function withSignedInClass(html: string): string {
  return html.replace(/<html(?=[\s>])/i, `<html class="${SIGNED_IN_CLASS}"`)
}
