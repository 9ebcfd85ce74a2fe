/**
 * The in-app notification list of one user: a tiny external store (read with
 * useSyncExternalStore) persisted in localStorage under a per-user key, so another account on
 * the same device never sees it. It keeps the spec's 20 most recent items, newest first.
 *
 * Nothing feeds it yet; later issues add items from RxDB (matches, messages, reminders, bookings).
 */
export const MAX_NOTIFICATIONS = 20

export type NotificationType = 'match' | 'message' | 'health' | 'service'

export interface InAppNotification {
  id: string
  type: NotificationType
  title: string
  message: string
  /** ISO timestamp. */
  createdAt: string
  read: boolean
  /** Navigation targets and extras, by type: matchId (match), chatId (message), bookingId. */
  matchId?: string
  chatId?: string
  bookingId?: string
  /** Pet photo shown beside match notifications. */
  petImage?: string
}

export type NewNotification = Omit<InAppNotification, 'id' | 'createdAt' | 'read'> &
  Partial<Pick<InAppNotification, 'id' | 'createdAt' | 'read'>>

export interface NotificationsState {
  items: readonly InAppNotification[]
  unreadCount: number
}

export interface NotificationStore {
  getState: () => NotificationsState
  subscribe: (listener: () => void) => () => void
  add: (notification: NewNotification) => InAppNotification
  markRead: (id: string) => void
  markAllRead: () => void
  clear: () => void
  /** Re-read the persisted list (another tab changed it). */
  reload: () => void
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function notificationStorageKey(userId: string): string {
  return `huellitas:notifications:${userId}`
}

const TYPES: readonly string[] = [
  'match',
  'message',
  'health',
  'service',
] satisfies NotificationType[]

function isNotification(value: unknown): value is InAppNotification {
  if (!value || typeof value !== 'object') return false
  const item = value as Record<string, unknown>
  return (
    typeof item.id === 'string' &&
    typeof item.type === 'string' &&
    TYPES.includes(item.type) &&
    typeof item.title === 'string' &&
    typeof item.message === 'string' &&
    typeof item.createdAt === 'string' &&
    typeof item.read === 'boolean'
  )
}

function toState(items: readonly InAppNotification[]): NotificationsState {
  const sorted = [...items]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, MAX_NOTIFICATIONS)
  return { items: sorted, unreadCount: sorted.filter((item) => !item.read).length }
}

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

export function createNotificationStore(
  userId: string,
  storage: StorageLike | undefined = globalThis.localStorage,
): NotificationStore {
  const key = notificationStorageKey(userId)
  const listeners = new Set<() => void>()

  function load(): NotificationsState {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
      return toState(Array.isArray(parsed) ? parsed.filter(isNotification) : [])
    } catch {
      // A corrupt entry starts the list afresh rather than breaking the header.
      return toState([])
    }
  }

  let state = load()

  function commit(items: readonly InAppNotification[]): void {
    state = toState(items)
    try {
      if (state.items.length === 0) storage?.removeItem(key)
      else storage?.setItem(key, JSON.stringify(state.items))
    } catch {
      // Storage full or blocked (private mode): the list still lives in memory.
    }
    for (const listener of listeners) listener()
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add(input) {
      const item: InAppNotification = {
        ...input,
        id: input.id ?? newId(),
        createdAt: input.createdAt ?? new Date().toISOString(),
        read: input.read ?? false,
      }
      // The same id delivered twice (socket and sync) replaces the earlier copy.
      commit([item, ...state.items.filter((existing) => existing.id !== item.id)])
      return item
    },
    markRead(id) {
      if (!state.items.some((item) => item.id === id && !item.read)) return
      commit(state.items.map((item) => (item.id === id ? { ...item, read: true } : item)))
    },
    markAllRead() {
      if (state.unreadCount === 0) return
      commit(state.items.map((item) => (item.read ? item : { ...item, read: true })))
    },
    clear() {
      if (state.items.length === 0) return
      commit([])
    },
    reload() {
      state = load()
      for (const listener of listeners) listener()
    },
  }
}
