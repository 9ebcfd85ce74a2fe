import type { DailyQuota } from '@contract/matches.contract'
import type { DailyQuotaState } from './matching.types'
import { defaultStorage, readJsonValue, writeJsonValue, type StorageLike } from './local-store'
import type { PendingSwipes } from './matching.repo'

/**
 * The last daily quota the server told this device (GET /api/matches/quota or a swipe's
 * answer), per user and kept in localStorage, so the swipes indicator shows offline and in
 * every tab. A tiny external store: screens read it with useSyncExternalStore.
 */
export function quotaStorageKey(userId: string): string {
  return `huellitas:quota:${userId}`
}

function isQuota(value: unknown): value is DailyQuota {
  if (!value || typeof value !== 'object') return false
  const quota = value as Record<string, unknown>
  return (
    typeof quota.isPremium === 'boolean' &&
    typeof quota.likesUsed === 'number' &&
    (quota.likesRemaining === null || typeof quota.likesRemaining === 'number') &&
    typeof quota.superLikesRemaining === 'number' &&
    typeof quota.resetsAt === 'string'
  )
}

const listeners = new Set<() => void>()
const cache = new Map<string, DailyQuota | null>()
let storage: StorageLike | undefined = defaultStorage()

export const quotaStore = {
  get: (userId: string): DailyQuota | null => {
    if (!cache.has(userId)) {
      const stored = readJsonValue(storage, quotaStorageKey(userId))
      cache.set(userId, isQuota(stored) ? stored : null)
    }
    return cache.get(userId) ?? null
  },
  set: (userId: string, quota: DailyQuota): void => {
    cache.set(userId, quota)
    writeJsonValue(storage, quotaStorageKey(userId), quota)
    for (const listener of listeners) listener()
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** Forget the in-memory copies (another tab wrote, or a test swaps the storage). */
  reload: (nextStorage: StorageLike | undefined = storage): void => {
    storage = nextStorage
    cache.clear()
    for (const listener of listeners) listener()
  },
}

/** The quota as it stands at `now`: past resetsAt a new UTC day has started, counts at zero. */
export function currentQuota(quota: DailyQuota, now: number): DailyQuota {
  if (now < Date.parse(quota.resetsAt)) return quota
  return {
    ...quota,
    likesUsed: 0,
    likesRemaining: quota.likesLimit,
    superLikesUsed: 0,
    superLikesRemaining: quota.superLikesLimit,
  }
}

/**
 * What the indicator shows: the server's remainders minus the likes and super likes still
 * waiting to be sent (the server has not counted them yet). Without a known quota, premium
 * comes from the session's subscription.
 */
export function quotaState(
  stored: DailyQuota | null,
  pending: PendingSwipes,
  isPremiumUser: boolean,
  now: number,
): DailyQuotaState {
  if (!stored) {
    return { quota: null, isPremium: isPremiumUser, likesLeft: null, superLikesLeft: null }
  }
  const quota = currentQuota(stored, now)
  const isPremium = quota.isPremium
  const likesLeft =
    isPremium || quota.likesRemaining === null
      ? null
      : Math.max(0, quota.likesRemaining - pending.likes)
  return {
    quota,
    isPremium,
    likesLeft,
    superLikesLeft: Math.max(0, quota.superLikesRemaining - pending.superLikes),
  }
}
