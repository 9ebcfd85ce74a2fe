import { BehaviorSubject, Subject } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { currentSyncEngine } from '../../sync'
import { sessionStore } from '../../session/session-store'
import { testToken, testUser } from '../../../test/support/component/shell-test-harness'
import { FOLLOWER_GRACE_MS, matchesFeedStatus, retryMatchesFeed } from './feed-status'

type SyncEngine = NonNullable<ReturnType<typeof currentSyncEngine>>

/**
 * The first-pull status over a stand-in engine: only the parts feed-status reads (the matches
 * replication's syncedThrough$ and error$, leadership, reSync); the real engine is driven by
 * test/integration/connections-client.test.ts.
 */
function fakeEngine(options: { withMatches?: boolean } = {}) {
  const syncedThrough = new BehaviorSubject(0)
  const errors = new Subject<unknown>()
  const isLeader$ = new BehaviorSubject(true)
  const reSync = vi.fn()
  const replications =
    options.withMatches === false
      ? []
      : [{ name: 'matches', syncedThrough$: syncedThrough, state: { error$: errors } }]
  const engine = { replications, isLeader$, reSync } as unknown as SyncEngine
  return { engine, syncedThrough, errors, isLeader$, reSync }
}

function setOnline(isOnline: boolean) {
  vi.stubGlobal('navigator', { onLine: isOnline })
}

beforeEach(() => {
  vi.useFakeTimers()
  setOnline(true)
  // This device's storage (no DOM here): what an earlier page of the device left.
  const values = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStore.signOut()
})

describe('matchesFeedStatus', () => {
  it('loads until a pull drains the feed, then stays ready through later failures', () => {
    const { engine, syncedThrough, errors } = fakeEngine()
    const status = matchesFeedStatus(engine)
    expect(status.value).toBe('loading')
    syncedThrough.next(1_700_000_000_000)
    expect(status.value).toBe('ready')
    errors.next(new Error('pull failed'))
    expect(status.value).toBe('ready')
    expect(matchesFeedStatus(engine)).toBe(status)
  })

  it('reports a failure before the first pull, and recovers when one succeeds', () => {
    const { engine, syncedThrough, errors } = fakeEngine()
    const status = matchesFeedStatus(engine)
    errors.next(new Error('pull failed'))
    expect(status.value).toBe('error')
    syncedThrough.next(1)
    expect(status.value).toBe('ready')
  })

  it('is an error at once when offline with nothing pulled (RxDB waits for online silently)', () => {
    setOnline(false)
    expect(matchesFeedStatus(fakeEngine().engine).value).toBe('error')
  })

  it('offline, shows what an earlier page of this device stored for the user (an empty list)', () => {
    sessionStore.signIn(testUser(), testToken)
    const earlier = fakeEngine()
    matchesFeedStatus(earlier.engine)
    earlier.syncedThrough.next(1_700_000_000_000)
    // A later page, offline: its own pull never runs, but the feed was drained here before.
    setOnline(false)
    const later = fakeEngine()
    expect(matchesFeedStatus(later.engine).value).toBe('ready')
    // Another user of the device never drained theirs.
    sessionStore.signIn(testUser({ id: 'u-other' }), testToken)
    expect(matchesFeedStatus(fakeEngine().engine).value).toBe('error')
  })

  it('trusts the leader tab after a grace period in a tab that does not replicate', () => {
    const { engine, isLeader$ } = fakeEngine()
    isLeader$.next(false)
    const status = matchesFeedStatus(engine)
    vi.advanceTimersByTime(FOLLOWER_GRACE_MS - 1)
    expect(status.value).toBe('loading')
    vi.advanceTimersByTime(1)
    expect(status.value).toBe('ready')
  })

  it('is ready without a matches replication', () => {
    expect(matchesFeedStatus(fakeEngine({ withMatches: false }).engine).value).toBe('ready')
  })
})

describe('retryMatchesFeed', () => {
  it('pulls again and shows the spinner; offline it stays an error without asking', () => {
    const { engine, errors, reSync } = fakeEngine()
    const status = matchesFeedStatus(engine)
    errors.next(new Error('pull failed'))
    retryMatchesFeed(engine)
    expect(status.value).toBe('loading')
    expect(reSync).toHaveBeenCalledOnce()

    errors.next(new Error('still failing'))
    setOnline(false)
    retryMatchesFeed(engine)
    expect(status.value).toBe('error')
    expect(reSync).toHaveBeenCalledOnce()
  })
})
