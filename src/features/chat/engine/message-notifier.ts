import type { Subscription } from 'rxjs'
import type { MatchFeedDoc } from '@contract/matches.messages'
import type { HuellitasDatabase } from '../../../db'
import { chatActions as t } from '../../../i18n/es/chat-actions'
import { getNotificationStore, type NotificationStore } from '../../notifications'
import { findMatchDocs, observeMatchDocs } from './chat.repo'

/**
 * Announces new chat messages as in-app notifications ('Nuevo mensaje de …'): a match
 * document's unread count grew, i.e. the other member wrote (the server counts only their
 * messages). It arrives by replication, live or with the pull after the app reopens.
 *
 * - Per user, the last unread count seen for each match, in localStorage. The first run for a
 *   user waits for the first pull of `matches` and records what is there: old unread messages
 *   never spam a new device. A match first seen later (a new match) counts from zero.
 * - Muted matches, and the chat the user is looking at (visible page on /chat/{matchId}), are
 *   recorded without a notification.
 * - Only the leader tab (the one that replicates) runs it; the notification id is the match and
 *   its last message time, so a notification never goes in twice (another tab led before).
 */
export const PREVIEW_MAX = 80

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export interface MessageNotifierOptions {
  database: HuellitasDatabase
  userId: string
  /** resolves once the first pull of `matches` is stored (needed on the first run only) */
  firstSynced: Promise<void>
  store?: NotificationStore
  storage?: StorageLike | undefined
  /** is the user looking at this chat right now (default: the page's path and visibility) */
  isViewing?: (matchId: string) => boolean
}

/** match id → the unread count last seen */
type Counts = Record<string, number>

export function messageNotifierKey(userId: string): string {
  return `huellitas:message-notifier:${userId}`
}

function defaultStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

function readCounts(storage: StorageLike | undefined, userId: string): Counts | null {
  try {
    const value = JSON.parse(storage?.getItem(messageNotifierKey(userId)) ?? 'null') as unknown
    return value && typeof value === 'object' ? (value as Counts) : null
  } catch {
    return null
  }
}

function writeCounts(storage: StorageLike | undefined, userId: string, counts: Counts): void {
  try {
    storage?.setItem(messageNotifierKey(userId), JSON.stringify(counts))
  } catch {
    // Full or blocked storage: counts live as long as this page does.
  }
}

function isViewingByLocation(matchId: string): boolean {
  if (typeof document === 'undefined' || document.visibilityState !== 'visible') return false
  return decodeURIComponent(window.location.pathname) === `/chat/${matchId}`
}

export function messagePreview(text: string | null): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  if (!flat) return t.notification.fallbackPreview
  return flat.length > PREVIEW_MAX ? `${flat.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : flat
}

export function startMessageNotifier(options: MessageNotifierOptions): { stop(): void } {
  const { database, userId } = options
  const storage = 'storage' in options ? options.storage : defaultStorage()
  const store = options.store ?? getNotificationStore(database)
  const isViewing = options.isViewing ?? isViewingByLocation
  let subscription: Subscription | null = null
  let isStopped = false
  let counts: Counts = {}

  function evaluate(docs: readonly MatchFeedDoc[]): void {
    if (isStopped) return
    const next: Counts = {}
    for (const doc of docs) {
      if (!doc.matchId) continue
      const before = counts[doc.matchId] ?? 0
      next[doc.matchId] = doc.unreadCount
      if (doc.unreadCount > before && !doc.muted && !isViewing(doc.matchId)) announce(doc)
    }
    counts = next
    writeCounts(storage, userId, counts)
  }

  function announce(doc: MatchFeedDoc): void {
    const matchId = doc.matchId ?? doc.id
    const id = `message:${matchId}:${doc.lastMessageAt ?? doc.updatedAt}`
    if (store.getState().items.some((item) => item.id === id)) return
    store.add({
      id,
      type: 'message',
      title: t.notification.title(doc.otherUserName ?? t.notification.unknownSender),
      message: messagePreview(doc.lastMessage),
      chatId: matchId,
    })
  }

  async function start(): Promise<void> {
    await database.waitForLeadership()
    if (isStopped) return
    const stored = readCounts(storage, userId)
    if (stored) counts = stored
    else {
      await options.firstSynced
      if (isStopped || database.closed) return
      for (const doc of await findMatchDocs(database)) {
        if (doc.matchId) counts[doc.matchId] = doc.unreadCount
      }
      writeCounts(storage, userId, counts)
    }
    if (isStopped) return
    subscription = observeMatchDocs(database).subscribe(evaluate)
  }

  void start().catch(() => {
    // The database closed (sign-out) while starting: nothing to announce.
  })

  return {
    stop() {
      isStopped = true
      subscription?.unsubscribe()
    },
  }
}
