import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterEach, describe, expect, test } from 'vitest'
import { emptyNotificationData, type NotificationFeedDoc } from '@contract/notifications.contract'
import { createDatabase, type HuellitasDatabase } from '../../db'
import { notificationsMigrations } from '../../db/schemas/notifications.schema'
import { pendingWrite } from '../../../test/support/pending-write'
import {
  MAX_NOTIFICATIONS,
  createNotificationStore,
  withPendingWrites,
  type NotificationStore,
} from './notification-store'

function at(minutesAgo: number): string {
  return new Date(Date.UTC(2026, 0, 1, 12, 0) - minutesAgo * 60_000).toISOString()
}

function doc(id: string, minutesAgo: number, fields: Partial<NotificationFeedDoc> = {}) {
  return {
    id,
    type: 'lost-pet',
    title: id,
    message: 'm',
    read: false,
    data: emptyNotificationData,
    createdAt: at(minutesAgo),
    updatedAt: at(minutesAgo),
    ...fields,
  } satisfies NotificationFeedDoc
}

describe('withPendingWrites', () => {
  const madeAt = Date.UTC(2026, 0, 1, 12, 0) - 5 * 60_000
  const entry = (docId: string, state: 'pending' | 'sent' | 'failed' = 'pending') =>
    pendingWrite({
      docId,
      op: docId === 'clear-all' ? 'delete' : 'update',
      state,
      createdAt: madeAt,
    })

  test('a queued read marks that one read; a refused one does not', () => {
    const docs = [doc('a', 10), doc('b', 20)]
    expect(withPendingWrites(docs, [entry('a')]).map((d) => d.read)).toEqual([true, false])
    expect(withPendingWrites(docs, [entry('a', 'failed')]).map((d) => d.read)).toEqual([
      false,
      false,
    ])
  })

  test('read-all and clear-all reach what existed when they were made, not what came later', () => {
    const docs = [doc('newer', 1), doc('older', 10)]
    expect(withPendingWrites(docs, [entry('read-all', 'sent')]).map((d) => [d.id, d.read])).toEqual(
      [
        ['newer', false],
        ['older', true],
      ],
    )
    expect(withPendingWrites(docs, [entry('clear-all')]).map((d) => d.id)).toEqual(['newer'])
  })
})

describe('notification store on RxDB', () => {
  let database: HuellitasDatabase | null = null
  let store: NotificationStore | null = null

  afterEach(async () => {
    store?.stop()
    await database?.close()
  })

  async function open(): Promise<[HuellitasDatabase, NotificationStore]> {
    database = await createDatabase('u-store', {
      indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
      multiInstance: false,
      collections: ['notifications'],
    })
    store = createNotificationStore(database)
    return [database, store]
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10))
    expect(check()).toBe(true)
  }

  test('shows the 20 most recent of the replicated ones, newest first, with their data', async () => {
    const [db, notifications] = await open()
    await db.notifications.bulkInsert(
      Array.from({ length: 25 }, (_, i) =>
        doc(`n-${i}`, 25 - i, {
          type: 'sighting',
          data: { ...emptyNotificationData, lostPetId: 'lp-1', latitude: 13.7, longitude: -89.2 },
        }),
      ),
    )
    await until(() => notifications.getState().items.length === MAX_NOTIFICATIONS)
    const { items, unreadCount } = notifications.getState()
    expect(items[0]).toMatchObject({ id: 'n-24', lostPetId: 'lp-1', latitude: 13.7 })
    expect(items.at(-1)?.id).toBe('n-5')
    expect(unreadCount).toBe(20)
  })

  test('what earlier versions made on the device is dropped: the server writes them now', async () => {
    const [db, notifications] = await open()
    await db.notifications.bulkInsert([doc('match:m-1', 2, { type: 'match' }), doc('n-1', 1)])
    await until(() => notifications.getState().items.length === 2)
    const fresh = createNotificationStore(db)
    await until(
      () =>
        fresh
          .getState()
          .items.map((item) => item.id)
          .join() === 'n-1',
    )
    fresh.stop()
  })
})

describe('notifications schema migration', () => {
  test('a version 0 document gains the lost-pet fields as null', () => {
    const v0 = {
      id: 'match:m-1',
      type: 'match' as const,
      title: '¡Nuevo Match!',
      message: 'Luna y Max',
      read: true,
      data: { matchId: 'm-1', chatId: null, bookingId: null, petImage: null, petName: 'Max' },
      createdAt: at(1),
      updatedAt: at(1),
    }
    expect(notificationsMigrations[1](v0)).toEqual({
      ...v0,
      data: {
        ...v0.data,
        lostPetId: null,
        sightingId: null,
        place: null,
        latitude: null,
        longitude: null,
      },
    })
  })
})

describe('notifications schema migration to version 2', () => {
  test('a version 1 document gains petId as null', () => {
    const v1 = doc('n-1', 1)
    const data = Object.fromEntries(
      Object.entries(v1.data).filter(([key]) => key !== 'petId'),
    ) as Omit<typeof v1.data, 'petId'>
    expect(notificationsMigrations[2]({ ...v1, data })).toEqual(v1)
  })
})
