import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { closeDatabase, openDatabase } from '../../db'
import { renderInRouter } from '../../../test/support/component/shell-test-harness'
import { NotificationBell } from './NotificationBell'
import { getNotificationStore } from './notification-registry'
import { emptyNotificationData, type NotificationFeedDoc } from '@contract/notifications.contract'
import type { HuellitasDatabase } from '../../db'
import type { InAppNotification, NotificationStore } from './notification-store'

// A fresh database per test (the registry keeps one store per database).
let store: NotificationStore
let database: HuellitasDatabase
let counter = 0

beforeEach(async () => {
  counter += 1
  database = await openDatabase(`u-bell-${counter}`, {
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    multiInstance: false,
    collections: ['notifications'],
  })
  store = getNotificationStore(database)
})

afterEach(async () => {
  await closeDatabase()
})

function renderBell() {
  return renderInRouter((outlet) => (
    <>
      <NotificationBell />
      {outlet}
    </>
  ))
}

type NewItem = Pick<InAppNotification, 'type' | 'title' | 'message'> &
  Partial<Omit<InAppNotification, 'type' | 'title' | 'message'>>

/** The server's notifications as replication stores them in RxDB, then in the store. */
async function add(...notifications: NewItem[]) {
  const before = store.getState().items.length
  await act(async () => {
    for (const { type, title, message, read, createdAt, ...data } of notifications) {
      const at = createdAt ?? new Date().toISOString()
      const doc: NotificationFeedDoc = {
        id: crypto.randomUUID(),
        type,
        title,
        message,
        read: read ?? false,
        data: { ...emptyNotificationData, ...data },
        createdAt: at,
        updatedAt: at,
      }
      await database.notifications.insert(doc)
    }
    await waitFor(() => expect(store.getState().items.length).toBe(before + notifications.length))
  })
}

async function addUnread(count: number) {
  await add(
    ...Array.from({ length: count }, (_, i) => ({
      type: 'health' as const,
      title: `Recordatorio ${i}`,
      message: 'Vacuna pendiente',
      createdAt: new Date(Date.now() - (count - i) * 1000 - counter).toISOString(),
    })),
  )
}

function bell() {
  return screen.getByRole('button', { name: /^Notificaciones/ })
}

describe('NotificationBell badge', () => {
  test('shows no badge with nothing unread', async () => {
    await renderBell()
    expect(bell()).toHaveTextContent('')
    expect(bell()).toHaveAccessibleName('Notificaciones')
  })

  test('shows the unread count', async () => {
    await renderBell()
    await addUnread(5)
    expect(bell().parentElement).toHaveTextContent(/^5$/)
    expect(bell()).toHaveAccessibleName('Notificaciones, 5 sin leer')
  })

  test("caps the badge at '9+'", async () => {
    await renderBell()
    await addUnread(9)
    expect(bell().parentElement).toHaveTextContent(/^9$/)
    await addUnread(3)
    expect(bell().parentElement).toHaveTextContent(/^9\+$/)
    expect(bell()).toHaveAccessibleName('Notificaciones, 12 sin leer')
  })
})

describe('NotificationsPanel', () => {
  test('opens empty, with both actions disabled', async () => {
    await renderBell()
    await userEvent.click(bell())
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' })
    expect(within(panel).getByText('No hay notificaciones')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled()
    expect(within(panel).getByRole('button', { name: 'Limpiar todo' })).toBeDisabled()
  })

  test("shows the pet's picture of the notifications that carry one (match, super like)", async () => {
    await renderBell()
    await add(
      { type: 'match', title: '¡Nuevo match!', message: 'Luna', petImage: '/uploads/pets/a.webp' },
      { type: 'super-like', title: 'Super like', message: 'Max', petImage: '/uploads/pets/b.webp' },
      { type: 'health', title: 'Vacuna', message: 'Toca la vacuna' },
    )
    await userEvent.click(bell())
    const panel = await screen.findByRole('dialog')
    const pictures = within(panel)
      .getAllByRole('img')
      .map((img) => img.getAttribute('src'))
    expect(pictures.sort()).toEqual(['/uploads/pets/a.webp', '/uploads/pets/b.webp'])
  })

  test('lists title, message, Spanish relative time and an unread dot', async () => {
    await renderBell()
    await add(
      {
        type: 'message',
        title: 'Nuevo mensaje',
        message: 'Max: ¿Vamos al parque?',
        chatId: 'm-7',
        createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
      {
        type: 'health',
        title: 'Vacuna',
        message: 'Toca la vacuna de Luna',
        read: true,
        createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      },
    )
    await userEvent.click(bell())
    const items = within(await screen.findByRole('dialog')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Nuevo mensaje')
    expect(items[0]).toHaveTextContent('Max: ¿Vamos al parque?')
    expect(items[0]).toHaveTextContent('Hace 5 min')
    expect(items[0]).toHaveTextContent('Sin leer')
    expect(items[1]).toHaveTextContent('Hace 3 h')
    expect(items[1]).not.toHaveTextContent('Sin leer')
  })

  test.each([
    [{ type: 'match', matchId: 'm-1' }, '/matches/m-1'],
    [{ type: 'message', chatId: 'c-2' }, '/chat/c-2'],
    [{ type: 'health', petName: 'Luna' }, '/reproductive-health'],
    [{ type: 'service', bookingId: 'b-3' }, '/services/bookings/b-3'],
    [{ type: 'sighting', lostPetId: 'lp-1', latitude: 13.7, longitude: -89.2 }, '/lost-pets'],
    [{ type: 'lost-pet', lostPetId: 'lp-2' }, '/lost-pets'],
    [{ type: 'super-like', petId: 'p-4' }, '/pet/p-4'],
  ] as const)('an item of type %o opens %s and closes the panel', async (target, path) => {
    const router = await renderBell()
    await add({ title: 'Aviso', message: 'Texto', ...target })
    await userEvent.click(bell())
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Aviso/ }),
    )
    expect(await screen.findByText(path)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(path)
    // Reading it goes through the write queue to the server (notifications-client.test.ts).
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('closes with its close button', async () => {
    await renderBell()
    await userEvent.click(bell())
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar' }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
