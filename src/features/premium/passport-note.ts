/**
 * Tells the swipe stack where discover now searches (discover/passport-stamp.ts reads it under
 * the same key): '' when around the saved location. The stack's key changes with it, so a
 * deck stored for the previous place is replaced, not shown.
 */
const PASSPORT_STAMP_KEY = 'huellitas.passport'

export function notePassportPlace(stamp: string): void {
  try {
    if (stamp) localStorage.setItem(PASSPORT_STAMP_KEY, stamp)
    else localStorage.removeItem(PASSPORT_STAMP_KEY)
  } catch {
    // Storage refused (private mode): the stack follows once it goes stale.
  }
}
