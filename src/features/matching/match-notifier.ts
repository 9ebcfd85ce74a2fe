import { combineLatest, type Subscription } from 'rxjs'
import type { MatchFeedDoc } from '@contract/matches.messages'
import type { HuellitasDatabase } from '../../db'
import type { PendingWrite } from '../../sync'
import { matching as texts } from '../../i18n/es/matching'
import { resolveMediaUrl } from '../../ui/media-url'
import { getNotificationStore, type NotificationStore } from '../notifications'
import { defaultStorage, readJsonValue, writeJsonValue, type StorageLike } from './local-store'
import { findMatchDocs, observeMatchDocs, observeSwipeEntries } from './matching.repo'
import { isMatchSeen, markMatchSeen } from './seen-matches'

/**
 * Announces new matches as in-app notifications ('¡Nuevo Match!'): the ones the user did not
 * see happen in a '¡Es un Match!' modal — a like replayed by the service worker after being
 * offline, or the other owner liking back. They arrive through the replicated `matches`
 * collection, live or with the pull after the app reopens.
 *
 * - A per-user high-water mark (newest match createdAt announced or known) in localStorage. The
 *   first run for a user waits for the first pull of `matches`, then marks everything present
 *   as known: old matches never spam a new device.
 * - A match is announced once: its matchId joins the "seen" list (seen-matches.ts), and only the
 *   leader tab (the one that replicates) runs the notifier, so other tabs do not repeat it.
 * - Documents arriving slightly out of createdAt order are still caught: anything within GRACE
 *   of the mark counts as new unless its id is among the recently known ones.
 * - A match whose swipe is still in flight in some tab waits: that tab's modal will show it.
 *   After the swipe settles it waits `settleMs` more, for the answer to mark it seen.
 */
const GRACE_MS = 10 * 60_000
const MAX_RECENT = 100
const SETTLE_MS = 2_000

interface NotifierState {
  /** createdAt of the newest known match; '' when none was known at the first run */
  mark: string
  /** ids of the known match documents near the mark */
  recent: string[]
}

export interface MatchNotifierOptions {
  database: HuellitasDatabase
  userId: string
  /** resolves once the first pull of `matches` is stored (needed on the first run only) */
  firstSynced: Promise<void>
  store?: NotificationStore
  storage?: StorageLike
  settleMs?: number
}

export function notifierStateKey(userId: string): string {
  return `huellitas:match-notifier:${userId}`
}

function readState(storage: StorageLike | undefined, userId: string): NotifierState | null {
  const value = readJsonValue(storage, notifierStateKey(userId)) as Partial<NotifierState> | null
  if (!value || typeof value.mark !== 'string' || !Array.isArray(value.recent)) return null
  return { mark: value.mark, recent: value.recent.filter((id) => typeof id === 'string') }
}

function remember(state: NotifierState, doc: MatchFeedDoc): NotifierState {
  return {
    mark: doc.createdAt > state.mark ? doc.createdAt : state.mark,
    recent: [...state.recent.filter((id) => id !== doc.id), doc.id].slice(-MAX_RECENT),
  }
}

function isNew(state: NotifierState, doc: MatchFeedDoc): boolean {
  if (state.recent.includes(doc.id)) return false
  if (!state.mark) return true
  return Date.parse(doc.createdAt) > Date.parse(state.mark) - GRACE_MS
}

/**
 * Is a swipe of this pair still on its way (pending) or accepted but not yet settled by
 * replication? Its answer may still open the '¡Es un Match!' modal, which announces it.
 */
function isInFlight(doc: MatchFeedDoc, entries: readonly PendingWrite[]): boolean {
  return entries.some(
    (entry) =>
      entry.state !== 'failed' &&
      entry.doc?.otherPetId === doc.otherPetId &&
      (entry.doc?.myPetId ?? null) === doc.myPetId,
  )
}

export function startMatchNotifier(options: MatchNotifierOptions): { stop(): void } {
  const { database, userId } = options
  const storage = options.storage ?? defaultStorage()
  const store = options.store ?? getNotificationStore(database)
  const settleMs = options.settleMs ?? SETTLE_MS
  /** when each candidate was first found with no swipe in flight (epoch ms) */
  const settlingSince = new Map<string, number>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let subscription: Subscription | null = null
  let isStopped = false
  let latest: { docs: MatchFeedDoc[]; entries: PendingWrite[] } | null = null

  function evaluate(): void {
    if (isStopped || !latest) return
    let state = readState(storage, userId)
    if (!state) return
    const now = Date.now()
    for (const doc of latest.docs) {
      if (!isNew(state, doc)) continue
      if (doc.matchId && isMatchSeen(doc.matchId, userId, storage)) {
        state = remember(state, doc)
        continue
      }
      if (isInFlight(doc, latest.entries)) {
        settlingSince.delete(doc.id)
        continue
      }
      const since = settlingSince.get(doc.id)
      if (since === undefined) {
        settlingSince.set(doc.id, now)
        later(settleMs)
        continue
      }
      if (now - since < settleMs) continue
      settlingSince.delete(doc.id)
      state = remember(state, doc)
      announce(doc)
    }
    writeJsonValue(storage, notifierStateKey(userId), state)
  }

  function announce(doc: MatchFeedDoc): void {
    const id = `match:${doc.matchId ?? doc.id}`
    if (doc.matchId) markMatchSeen(doc.matchId, userId, storage)
    // Belt and braces: the same notification never goes in twice (another tab led before).
    if (store.getState().items.some((item) => item.id === id)) return
    const petImage = resolveMediaUrl(doc.otherPetImage)
    store.add({
      id,
      type: 'match',
      title: texts.matchNotificationTitle,
      message: texts.matchNotificationMessage(
        doc.myPetName ?? texts.unknownPet,
        doc.otherPetName ?? texts.unknownOtherPet,
      ),
      ...(doc.matchId ? { matchId: doc.matchId } : {}),
      ...(petImage ? { petImage } : {}),
    })
  }

  function later(delay: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer)
      evaluate()
    }, delay + 10)
    timers.add(timer)
  }

  async function start(): Promise<void> {
    // Only the tab that replicates announces (never resolves in the others).
    await database.waitForLeadership()
    if (isStopped) return
    if (!readState(storage, userId)) {
      await options.firstSynced
      if (isStopped || database.closed) return
      let state: NotifierState = { mark: '', recent: [] }
      const present = await findMatchDocs(database)
      for (const doc of present.sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))) {
        state = remember(state, doc)
      }
      writeJsonValue(storage, notifierStateKey(userId), state)
    }
    if (isStopped) return
    subscription = combineLatest([observeMatchDocs(database), observeSwipeEntries()]).subscribe(
      ([docs, entries]) => {
        latest = { docs, entries }
        evaluate()
      },
    )
  }

  void start().catch(() => {
    // The database closed (sign-out) while starting: nothing to announce.
  })

  return {
    stop() {
      isStopped = true
      subscription?.unsubscribe()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
