/**
 * The premium 'Pasaporte' place (server/contract/premium.contract.ts) moves the centre the
 * server searches around, so it is part of the swipe stack's key like the saved location:
 * /premium notes the place in use under this key (premium/passport-note.ts, which writes it
 * without importing this module: a module shared with that lazy screen would be a chunk of its
 * own on the home's first load; passport-note.test.ts checks the two agree), and a stack stored
 * for another place is replaced, never shown. Another device's change is seen when /premium
 * opens here, or when the stack goes stale.
 */
export const PASSPORT_STAMP_KEY = 'huellitas.passport'

/** The place noted, while the subscription is premium and not expired ('' otherwise). */
export function passportStamp(
  subscription: { type: string; expiresAt: string | null } | undefined,
): string {
  if (subscription?.type !== 'premium') return ''
  const { expiresAt } = subscription
  if (expiresAt && Date.parse(expiresAt) <= Date.now()) return ''
  try {
    return localStorage.getItem(PASSPORT_STAMP_KEY) ?? ''
  } catch {
    return ''
  }
}
