import { describe, expect, it } from 'vitest'
import { dailyLimits, isPremium, quotaOf, secondsToReset, utcDayStart } from './quota.js'

describe('daily quotas', () => {
  const now = new Date('2026-03-10T23:59:30.000Z')

  it('counts per UTC day and resets at the next UTC midnight', () => {
    expect(utcDayStart(now).toISOString()).toBe('2026-03-10T00:00:00.000Z')
    expect(secondsToReset(now)).toBe(30)
    expect(secondsToReset(new Date('2026-03-11T00:00:00.000Z'))).toBe(86_400)
  })

  it('gives free users the configured likes and 1 super like, premium unlimited likes and 5', () => {
    expect(dailyLimits(false, 10)).toEqual({ isPremium: false, likes: 10, superLikes: 1 })
    expect(dailyLimits(true, 10)).toEqual({ isPremium: true, likes: null, superLikes: 5 })
    expect(quotaOf(dailyLimits(false, 10), { likes: 12, superLikes: 0 }, now)).toMatchObject({
      likesRemaining: 0,
      superLikesRemaining: 1,
      resetsAt: '2026-03-11T00:00:00.000Z',
    })
    expect(quotaOf(dailyLimits(true, 10), { likes: 99, superLikes: 2 }, now)).toMatchObject({
      likesLimit: null,
      likesRemaining: null,
      superLikesRemaining: 3,
    })
  })

  it('treats an expired premium subscription as free', () => {
    const user = (expires: string | null) =>
      ({ subscription_type: 'premium', subscription_expires_at: expires }) as const
    expect(isPremium(user(null), now)).toBe(true)
    expect(isPremium(user('2026-04-01T00:00:00.000Z'), now)).toBe(true)
    expect(isPremium(user('2026-03-01T00:00:00.000Z'), now)).toBe(false)
    expect(isPremium({ subscription_type: 'free', subscription_expires_at: null }, now)).toBe(false)
  })
})
