import { combineLatest, type Subscription } from 'rxjs'
import type {
  NotificationData,
  NotificationFeedDoc,
  NotificationType,
} from '@contract/notifications.contract'
import { notificationsEndpoints as endpoints } from '@contract/notifications.endpoints'
import { queuedRequest } from '../../api/call'
import type { HuellitasDatabase } from '../../db'
import { observePendingWrites, runMutation, type PendingWrite, type WriteRequest } from '../../sync'
import { notifications as t } from '../../i18n/es/notifications'
import { NOTIFICATIONS, observeNotificationDocs, removeDeviceMade } from './notifications.repo'

/**
 * The in-app notification list of one user (spec §2 Notifications panel): the replicated
 * `notifications` collection (the server writes every one, each user's own, so all their devices
 * show the same), with the user's queued read/clear writes laid over it, as a tiny external store
 * read with useSyncExternalStore. It keeps the spec's 20 most recent items, newest first.
 *
 * Reading or clearing a server notification goes through the write queue (PATCH read, PATCH
 * read-all, DELETE), so it reaches the server once, also after being offline, and every device
 * of the user follows through replication. Until it is settled, the queued entry decides what
 * the screen shows (a queued read-all marks read everything that existed when it was made).
 */
export const MAX_NOTIFICATIONS = 20
export type { NotificationType }

/** One item as the panel shows it: the document with its data flattened. */
export type InAppNotification = Omit<NotificationFeedDoc, 'data' | 'updatedAt'> &
  Partial<NotificationData>

export interface NotificationsState {
  items: readonly InAppNotification[]
  unreadCount: number
}

export interface NotificationStore {
  getState: () => NotificationsState
  subscribe: (listener: () => void) => () => void
  markRead: (id: string) => void
  markAllRead: () => void
  clear: () => void
  stop: () => void
}

const READ_ALL = 'read-all'
const CLEAR_ALL = 'clear-all'

const flatten = ({ data, updatedAt: _updatedAt, ...doc }: NotificationFeedDoc) => {
  const extras = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null))
  return { ...extras, ...doc } as InAppNotification
}

/** The documents as the user last left them: queued reads and clears applied. */
export function withPendingWrites(
  docs: readonly NotificationFeedDoc[],
  entries: readonly PendingWrite[],
): NotificationFeedDoc[] {
  let shown = [...docs]
  for (const entry of entries) {
    if (entry.state === 'failed') continue
    const madeAt = new Date(entry.createdAt).toISOString()
    const isBefore = (doc: NotificationFeedDoc) => doc.createdAt <= madeAt
    if (entry.docId === CLEAR_ALL) shown = shown.filter((doc) => !isBefore(doc))
    else {
      shown = shown.map((doc) =>
        (entry.docId === READ_ALL ? isBefore(doc) : doc.id === entry.docId) && !doc.read
          ? { ...doc, read: true }
          : doc,
      )
    }
  }
  return shown
}

function toState(docs: readonly NotificationFeedDoc[]): NotificationsState {
  const items = docs.slice(0, MAX_NOTIFICATIONS).map(flatten)
  return { items, unreadCount: items.filter((item) => !item.read).length }
}

export function createNotificationStore(database: HuellitasDatabase): NotificationStore {
  const listeners = new Set<() => void>()
  let docs: NotificationFeedDoc[] = []
  let state = toState([])
  void removeDeviceMade(database)
  const subscription: Subscription = combineLatest([
    observeNotificationDocs(database),
    observePendingWrites(NOTIFICATIONS),
  ]).subscribe(([synced, entries]) => {
    docs = synced
    state = toState(withPendingWrites(synced, entries))
    for (const listener of listeners) listener()
  })

  const send = (docId: string, request: WriteRequest, doc: NotificationFeedDoc | null) =>
    void runMutation({
      target: NOTIFICATIONS,
      docId,
      op: request.method === 'DELETE' ? 'delete' : 'update',
      doc,
      baseUpdatedAt: doc?.updatedAt ?? null,
      fallbackMessage: t.saveError,
      request,
    }).catch(() => {
      // Signed out meanwhile: nothing left to mark.
    })

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    markRead(id) {
      const item = state.items.find((candidate) => candidate.id === id)
      if (!item || item.read) return
      const doc = docs.find((candidate) => candidate.id === id)
      if (doc) send(id, queuedRequest(endpoints.read, { params: { id } }), { ...doc, read: true })
    },
    markAllRead() {
      if (docs.some((doc) => !doc.read)) send(READ_ALL, queuedRequest(endpoints.readAll), null)
    },
    clear() {
      if (docs.length > 0) send(CLEAR_ALL, queuedRequest(endpoints.clear), null)
    },
    stop() {
      subscription.unsubscribe()
      listeners.clear()
    },
  }
}
