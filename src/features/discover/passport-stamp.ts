/**
 * The premium 'Pasaporte' place (server/contract/premium.contract.ts) moves the centre the
 * server searches around, so it is part of the swipe stack's key like the saved location: /premium
 * notes the place in use here, and a stack stored for another place is replaced, never shown.
 * (Another device's change is seen when /premium opens here, or when the stack goes stale.)
 */
const KEY = 'huellitas.passport'

/** The place noted, while the subscription is premium and not expired ('' otherwise). */
export function passportStamp(
  subscription: { type: string; expiresAt: string | null } | undefined,
): string {
  if (subscription?.type !== 'premium') return ''
  const { expiresAt } = subscription
  if (expiresAt && Date.parse(expiresAt) <= Date.now()) return ''
  try {
    return localStorage.getItem(KEY) ?? ''
  } catch {
    return ''
  }
}

/** '' when discover searches around the saved location. */
export function notePassportPlace(stamp: string): void {
  try {
    if (stamp) localStorage.setItem(KEY, stamp)
    else localStorage.removeItem(KEY)
  } catch {
    // Storage refused (private mode): the stack follows once it goes stale.
  }
}
