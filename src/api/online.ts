/**
 * Whether the browser believes it has a network: the one reading of navigator.onLine that the
 * connection store (src/features/offline) and the online-only calls (online-only.ts) share.
 * Where there is no navigator (a test without DOM), it counts as online: the call itself then
 * tells.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

/** The browser says it has no network: an online-only action says so instead of trying. */
export function isOffline(): boolean {
  return !isOnline()
}
