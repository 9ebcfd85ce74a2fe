import { act, renderHook, waitFor } from '@testing-library/react'
import ky from 'ky'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { DailyQuota } from '@contract/matches.contract'
import type { PublicUser } from '@contract/auth.contract'
import type { HuellitasDatabase } from '../../db'
import { setSyncContext } from '../../sync/context'
import { sessionStore } from '../../session/session-store'
import { quotaStorageKey, quotaStore } from './quota-store'
import { useDailyQuota } from './use-daily-quota'
import { signedInUser } from '../../../test/support/signed-in-user'

/**
 * The swipes indicator's data: the cached quota at once (offline too), GET /api/matches/quota
 * on mount, on focus and after the reset, premium as unlimited. The server is a stub fetch; no
 * database is open here, so nothing is pending.
 */
const user: PublicUser = { ...signedInUser, id: 'u-quota' }

const tomorrow = () => new Date(Date.now() + 6 * 3_600_000).toISOString()
const quota = (overrides: Partial<DailyQuota> = {}): DailyQuota => ({
  isPremium: false,
  likesLimit: 10,
  likesUsed: 4,
  likesRemaining: 6,
  superLikesLimit: 1,
  superLikesUsed: 0,
  superLikesRemaining: 1,
  resetsAt: tomorrow(),
  ...overrides,
})

let answers: (DailyQuota | 'offline')[]
let requests: string[]

beforeEach(() => {
  localStorage.clear()
  quotaStore.reload(localStorage)
  answers = []
  requests = []
  sessionStore.signIn(user, 'b'.repeat(43))
  const http = ky.create({
    prefixUrl: 'http://huellitas.test/api',
    retry: 0,
    fetch: (input) => {
      requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
      const next = answers.shift() ?? 'offline'
      if (next === 'offline') return Promise.reject(new TypeError('Failed to fetch'))
      return Promise.resolve(Response.json({ quota: next }))
    },
  })
  setSyncContext({ database: {} as HuellitasDatabase, http, user, reSync: () => undefined })
})

afterEach(() => {
  setSyncContext(null)
  sessionStore.signOut()
})

describe('useDailyQuota', () => {
  test('shows the cached quota at once and keeps it when the server cannot be reached', async () => {
    localStorage.setItem(quotaStorageKey(user.id), JSON.stringify(quota({ likesRemaining: 3 })))
    quotaStore.reload(localStorage)
    const { result } = renderHook(() => useDailyQuota())
    expect(result.current).toMatchObject({ isPremium: false, likesLeft: 3, superLikesLeft: 1 })
    await waitFor(() => expect(requests).toEqual(['/api/matches/quota']))
    expect(result.current.likesLeft).toBe(3)
  })

  test('asks the server on mount and again when the tab gets the focus back', async () => {
    answers = [quota({ likesRemaining: 6 }), quota({ likesUsed: 5, likesRemaining: 5 })]
    const { result } = renderHook(() => useDailyQuota())
    expect(result.current).toMatchObject({ quota: null, likesLeft: null })
    await waitFor(() => expect(result.current.likesLeft).toBe(6))

    act(() => void window.dispatchEvent(new Event('focus')))
    await waitFor(() => expect(result.current.likesLeft).toBe(5))
    // Kept for the next start, offline included.
    expect(JSON.parse(localStorage.getItem(quotaStorageKey(user.id)) ?? 'null')).toMatchObject({
      likesRemaining: 5,
    })
  })

  test('premium: unlimited likes (null) and the super likes left', async () => {
    answers = [
      quota({
        isPremium: true,
        likesLimit: null,
        likesRemaining: null,
        superLikesLimit: 5,
        superLikesUsed: 1,
        superLikesRemaining: 4,
      }),
    ]
    const { result } = renderHook(() => useDailyQuota())
    await waitFor(() => expect(result.current.isPremium).toBe(true))
    expect(result.current).toMatchObject({ likesLeft: null, superLikesLeft: 4 })
  })

  test('a cached quota from an earlier day counts from zero, and is fetched again', async () => {
    const yesterday = new Date(Date.now() - 60_000).toISOString()
    localStorage.setItem(
      quotaStorageKey(user.id),
      JSON.stringify(quota({ likesUsed: 10, likesRemaining: 0, resetsAt: yesterday })),
    )
    quotaStore.reload(localStorage)
    answers = ['offline', quota({ likesUsed: 1, likesRemaining: 9 })]
    const { result } = renderHook(() => useDailyQuota())
    expect(result.current.likesLeft).toBe(10)
    await waitFor(() => expect(result.current.likesLeft).toBe(9), { timeout: 3_000 })
  })
})
