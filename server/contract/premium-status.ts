import type { SubscriptionType } from './auth.contract.js'

/**
 * Whether a subscription is premium now: type premium and not past its expiry (no expiry:
 * open-ended). The one answer the server's gates (matches/quota.ts isPremium) and the client's
 * badge and /premium screen share, so an expired user is free everywhere.
 */
export function isSubscriptionActive(
  subscription: { type: SubscriptionType; expiresAt: string | null },
  now: Date,
): boolean {
  if (subscription.type !== 'premium') return false
  return subscription.expiresAt === null || Date.parse(subscription.expiresAt) > now.getTime()
}
