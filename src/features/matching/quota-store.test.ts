import { afterEach, describe, expect, test } from 'vitest'
import type { DailyQuota } from '@contract/matches.contract'
import { currentQuota, quotaState, quotaStorageKey, quotaStore } from './quota-store'

const resetsAt = '2026-03-02T00:00:00.000Z'
const before = Date.parse('2026-03-01T18:00:00.000Z')
const after = Date.parse('2026-03-02T00:00:01.000Z')

const free: DailyQuota = {
  isPremium: false,
  likesLimit: 10,
  likesUsed: 7,
  likesRemaining: 3,
  superLikesLimit: 1,
  superLikesUsed: 0,
  superLikesRemaining: 1,
  resetsAt,
}
const premium: DailyQuota = {
  ...free,
  isPremium: true,
  likesLimit: null,
  likesRemaining: null,
  superLikesLimit: 5,
  superLikesUsed: 2,
  superLikesRemaining: 3,
}

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

afterEach(() => quotaStore.reload(undefined))

describe('quotaState', () => {
  test('free: the server remainders minus the likes still waiting offline', () => {
    expect(quotaState(free, { likes: 2, superLikes: 1 }, false, before)).toEqual({
      quota: free,
      isPremium: false,
      likesLeft: 1,
      superLikesLeft: 0,
    })
  })

  test('never below zero', () => {
    expect(quotaState(free, { likes: 5, superLikes: 4 }, false, before)).toMatchObject({
      likesLeft: 0,
      superLikesLeft: 0,
    })
  })

  test('premium: unlimited likes (null), super likes counted', () => {
    expect(quotaState(premium, { likes: 9, superLikes: 1 }, false, before)).toMatchObject({
      isPremium: true,
      likesLeft: null,
      superLikesLeft: 2,
    })
  })

  test('unknown quota: nothing to count, premium from the session', () => {
    expect(quotaState(null, { likes: 1, superLikes: 0 }, true, before)).toEqual({
      quota: null,
      isPremium: true,
      likesLeft: null,
      superLikesLeft: null,
    })
  })

  test('past resetsAt a new day starts, also offline with a cached quota', () => {
    expect(currentQuota(free, after)).toMatchObject({ likesUsed: 0, likesRemaining: 10 })
    expect(quotaState(free, { likes: 1, superLikes: 0 }, false, after)).toMatchObject({
      likesLeft: 9,
      superLikesLeft: 1,
    })
    expect(currentQuota(free, before)).toBe(free)
  })
})

describe('quotaStore', () => {
  test('keeps the quota per user in storage, so it shows after a reload and offline', () => {
    const storage = memoryStorage()
    quotaStore.reload(storage)
    let changes = 0
    const unsubscribe = quotaStore.subscribe(() => (changes += 1))
    quotaStore.set('u-1', free)
    expect(changes).toBe(1)
    expect(JSON.parse(storage.values.get(quotaStorageKey('u-1')) ?? 'null')).toEqual(free)
    expect(quotaStore.get('u-2')).toBeNull()

    quotaStore.reload(storage)
    expect(quotaStore.get('u-1')).toEqual(free)
    unsubscribe()
  })

  test('a corrupt or foreign value reads as unknown', () => {
    const storage = memoryStorage()
    storage.setItem(quotaStorageKey('u-1'), '{"likesLeft": 3')
    storage.setItem(quotaStorageKey('u-2'), '{"likesLeft": 3}')
    quotaStore.reload(storage)
    expect(quotaStore.get('u-1')).toBeNull()
    expect(quotaStore.get('u-2')).toBeNull()
  })
})
