import { describe, expect, test } from 'vitest'
import {
  MAX_NOTIFICATIONS,
  createNotificationStore,
  notificationStorageKey,
} from './notification-store'

/** An in-memory Storage: the unit project runs in Node, which has no localStorage. */
function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

function at(minutesAgo: number): string {
  return new Date(Date.UTC(2025, 5, 1, 12, 0) - minutesAgo * 60_000).toISOString()
}

describe('notification store', () => {
  test('starts empty', () => {
    const store = createNotificationStore('u-1', memoryStorage())
    expect(store.getState()).toEqual({ items: [], unreadCount: 0 })
  })

  test('keeps the 20 most recent, newest first, and counts the unread', () => {
    const store = createNotificationStore('u-1', memoryStorage())
    for (let i = 0; i < 25; i += 1) {
      store.add({
        id: `n-${i}`,
        type: 'health',
        title: `N${i}`,
        message: '',
        createdAt: at(25 - i),
      })
    }
    const { items, unreadCount } = store.getState()
    expect(items).toHaveLength(MAX_NOTIFICATIONS)
    expect(items[0]?.id).toBe('n-24')
    expect(items.at(-1)?.id).toBe('n-5')
    expect(unreadCount).toBe(20)
  })

  test('an older item arriving late is placed by time, not arrival', () => {
    const store = createNotificationStore('u-1', memoryStorage())
    store.add({ id: 'new', type: 'match', title: 'a', message: '', createdAt: at(1) })
    store.add({ id: 'old', type: 'match', title: 'b', message: '', createdAt: at(60) })
    expect(store.getState().items.map((item) => item.id)).toEqual(['new', 'old'])
  })

  test('the same id twice is one notification', () => {
    const store = createNotificationStore('u-1', memoryStorage())
    store.add({ id: 'x', type: 'message', title: 'a', message: '', chatId: 'c' })
    store.add({ id: 'x', type: 'message', title: 'a', message: '', chatId: 'c' })
    expect(store.getState().items).toHaveLength(1)
    expect(store.getState().unreadCount).toBe(1)
  })

  test('markRead, markAllRead and clear update the unread count', () => {
    const store = createNotificationStore('u-1', memoryStorage())
    const first = store.add({ type: 'match', title: 'a', message: '', createdAt: at(3) })
    store.add({ type: 'message', title: 'b', message: '', createdAt: at(2) })
    store.add({ type: 'service', title: 'c', message: '', createdAt: at(1), read: true })
    expect(store.getState().unreadCount).toBe(2)
    store.markRead(first.id)
    expect(store.getState().unreadCount).toBe(1)
    expect(store.getState().items.find((item) => item.id === first.id)?.read).toBe(true)
    store.markAllRead()
    expect(store.getState().unreadCount).toBe(0)
    expect(store.getState().items).toHaveLength(3)
    store.clear()
    expect(store.getState()).toEqual({ items: [], unreadCount: 0 })
  })

  test('notifies subscribers on change only, with a new snapshot each time', () => {
    const store = createNotificationStore('u-1', memoryStorage())
    let calls = 0
    const unsubscribe = store.subscribe(() => (calls += 1))
    const before = store.getState()
    store.markAllRead()
    store.clear()
    expect(calls).toBe(0)
    store.add({ type: 'health', title: 'a', message: '' })
    expect(calls).toBe(1)
    expect(store.getState()).not.toBe(before)
    unsubscribe()
    store.clear()
    expect(calls).toBe(1)
  })

  test('persists per user and survives a reload', () => {
    const storage = memoryStorage()
    const lucia = createNotificationStore('lucia', storage)
    lucia.add({ id: 'a', type: 'match', title: 'Match', message: '', matchId: 'm-1' })
    lucia.markRead('a')
    expect(createNotificationStore('lucia', storage).getState().items).toEqual(
      lucia.getState().items,
    )
    expect(createNotificationStore('pablo', storage).getState().items).toEqual([])
    expect(storage.data.has(notificationStorageKey('lucia'))).toBe(true)
    lucia.clear()
    expect(storage.data.has(notificationStorageKey('lucia'))).toBe(false)
  })

  test('a corrupt or foreign entry starts empty instead of throwing', () => {
    const storage = memoryStorage()
    storage.setItem(notificationStorageKey('u'), '{not json')
    expect(createNotificationStore('u', storage).getState().items).toEqual([])
    storage.setItem(notificationStorageKey('u'), JSON.stringify([{ id: 1 }, 'x', null]))
    expect(createNotificationStore('u', storage).getState().items).toEqual([])
  })

  test('reload picks up what another tab wrote', () => {
    const storage = memoryStorage()
    const here = createNotificationStore('u', storage)
    const otherTab = createNotificationStore('u', storage)
    otherTab.add({ type: 'health', title: 'a', message: '' })
    expect(here.getState().unreadCount).toBe(0)
    here.reload()
    expect(here.getState().unreadCount).toBe(1)
  })
})
