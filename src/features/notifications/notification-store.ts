import { combineLatest, type Subscription } from 'rxjs'
import {
  emptyNotificationData,
  type NotificationData,
  type NotificationFeedDoc,
  type NotificationType,
} from '@contract/notifications.contract'
import type { HuellitasDatabase } from '../../db'
import { observePendingWrites, runMutation, type PendingWrite } from '../../sync'
import { notifications as t } from '../../i18n/es/notifications'
import {
  insertDeviceNotification,
  isDeviceMade,
  NOTIFICATIONS,
  observeNotificationDocs,
  updateDeviceNotifications,
} from './notifications.repo'

/**
 * The in-app notification list of one user (spec §2 Notifications panel): the replicated
 * `notifications` collection (the server's, each user's own, plus the device-made match and
 * message ones), with the user's queued read/clear writes laid over it, as a tiny external store
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

export type NewNotification = Omit<InAppNotification, 'id' | 'createdAt' | 'read'> &
  Partial<Pick<InAppNotification, 'id' | 'createdAt' | 'read'>>

export interface NotificationsState {
  items: readonly InAppNotification[]
  unreadCount: number
}

export interface NotificationStore {
  getState: () => NotificationsState
  subscribe: (listener: () => void) => () => void
  /** Stores a device-made notification (its id must hold a ':'; one is made when absent). */
  add: (notification: NewNotification) => InAppNotification
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
    const isBefore = (doc: NotificationFeedDoc) => !isDeviceMade(doc.id) && doc.createdAt <= madeAt
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

function newId(): string {
  return `local:${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`}`
}

export function createNotificationStore(database: HuellitasDatabase): NotificationStore {
  const listeners = new Set<() => void>()
  let docs: NotificationFeedDoc[] = []
  let state = toState([])
  const subscription: Subscription = combineLatest([
    observeNotificationDocs(database),
    observePendingWrites(NOTIFICATIONS),
  ]).subscribe(([synced, entries]) => {
    docs = synced
    state = toState(withPendingWrites(synced, entries))
    for (const listener of listeners) listener()
  })

  const send = (
    docId: string,
    method: 'PATCH' | 'DELETE',
    path: string,
    doc: NotificationFeedDoc | null,
  ) =>
    void runMutation({
      target: NOTIFICATIONS,
      docId,
      op: method === 'DELETE' ? 'delete' : 'update',
      doc,
      baseUpdatedAt: doc?.updatedAt ?? null,
      fallbackMessage: t.saveError,
      request: { method, path },
    }).catch(() => {
      // Signed out meanwhile: nothing left to mark.
    })

  const serverOnes = (test: (doc: NotificationFeedDoc) => boolean) =>
    docs.filter((doc) => !isDeviceMade(doc.id) && test(doc))
  const deviceIds = (test: (doc: NotificationFeedDoc) => boolean) =>
    docs.filter((doc) => isDeviceMade(doc.id) && test(doc)).map((doc) => doc.id)

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add({ id, createdAt, read, type, title, message, ...data }) {
      const at = createdAt ?? new Date().toISOString()
      const doc: NotificationFeedDoc = {
        id: id && isDeviceMade(id) ? id : newId(),
        type,
        title,
        message,
        read: read ?? false,
        data: { ...emptyNotificationData, ...data },
        createdAt: at,
        updatedAt: at,
      }
      void insertDeviceNotification(database, doc)
      return flatten(doc)
    },
    markRead(id) {
      const item = state.items.find((candidate) => candidate.id === id)
      if (!item || item.read) return
      if (isDeviceMade(id)) {
        void updateDeviceNotifications(database, [id], 'read')
        return
      }
      const doc = docs.find((candidate) => candidate.id === id)
      if (doc)
        send(id, 'PATCH', `notifications/${encodeURIComponent(id)}/read`, { ...doc, read: true })
    },
    markAllRead() {
      void updateDeviceNotifications(
        database,
        deviceIds((doc) => !doc.read),
        'read',
      )
      if (serverOnes((doc) => !doc.read).length > 0) {
        send(READ_ALL, 'PATCH', 'notifications/read-all', null)
      }
    },
    clear() {
      void updateDeviceNotifications(
        database,
        deviceIds(() => true),
        'remove',
      )
      if (serverOnes(() => true).length > 0) send(CLEAR_ALL, 'DELETE', 'notifications', null)
    },
    stop() {
      subscription.unsubscribe()
      listeners.clear()
    },
  }
}
