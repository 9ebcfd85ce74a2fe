import type { DailyQuota } from '../../contract/matches.contract.js'
import { matchRules } from '../../contract/matches.messages.js'
import { isSubscriptionActive } from '../../contract/premium-status.js'
import type { UserRow } from '../../db/schema.js'

/**
 * Daily quotas (spec §6): counted per UTC day from the swipes a user recorded since
 * midnight UTC, so no counter needs resetting and a day's count is one indexed range read
 * (swipes_user_created_idx). The count is taken inside the write transaction, after the
 * 'matches' change counter row lock (PostgreSQL) or under SQLite's single writer, so two
 * concurrent likes cannot both see the last free slot.
 */
export interface DailyLimits {
  isPremium: boolean
  /** null: unlimited */
  likes: number | null
  superLikes: number
}

export function isPremium(
  user: Pick<UserRow, 'subscription_type' | 'subscription_expires_at'>,
  now: Date,
): boolean {
  return isSubscriptionActive(
    { type: user.subscription_type, expiresAt: user.subscription_expires_at },
    now,
  )
}

export function dailyLimits(premium: boolean, freeDailyLikes: number): DailyLimits {
  return premium
    ? { isPremium: true, likes: null, superLikes: matchRules.premiumDailySuperLikes }
    : { isPremium: false, likes: freeDailyLikes, superLikes: matchRules.freeDailySuperLikes }
}

export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

export function nextUtcMidnight(now: Date): Date {
  return new Date(utcDayStart(now).getTime() + 24 * 60 * 60 * 1000)
}

/** Whole seconds until the next UTC midnight, at least 1 (a Retry-After value). */
export function secondsToReset(now: Date): number {
  return Math.max(1, Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000))
}

export function quotaOf(
  limits: DailyLimits,
  used: { likes: number; superLikes: number },
  now: Date,
): DailyQuota {
  return {
    isPremium: limits.isPremium,
    likesLimit: limits.likes,
    likesUsed: used.likes,
    likesRemaining: limits.likes === null ? null : Math.max(0, limits.likes - used.likes),
    superLikesLimit: limits.superLikes,
    superLikesUsed: used.superLikes,
    superLikesRemaining: Math.max(0, limits.superLikes - used.superLikes),
    resetsAt: nextUtcMidnight(now).toISOString(),
  }
}
