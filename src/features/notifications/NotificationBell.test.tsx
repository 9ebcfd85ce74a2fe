import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderInRouter } from '../shell/shell-test-harness'
import { NotificationBell } from './NotificationBell'
import { getNotificationStore } from './notification-registry'
import type { NotificationStore } from './notification-store'

// A fresh user id per test keeps the registry's per-user stores apart.
let userId = ''
let store: NotificationStore
let counter = 0

beforeEach(() => {
  localStorage.clear()
  counter += 1
  userId = `u-bell-${counter}`
  store = getNotificationStore(userId)
})

afterEach(() => {
  store.clear()
})

function renderBell() {
  return renderInRouter((outlet) => (
    <>
      <NotificationBell userId={userId} />
      {outlet}
    </>
  ))
}

function addUnread(count: number) {
  act(() => {
    for (let i = 0; i < count; i += 1) {
      store.add({ type: 'health', title: `Recordatorio ${i}`, message: 'Vacuna pendiente' })
    }
  })
}

function bell() {
  return screen.getByRole('button', { name: 'Notificaciones' })
}

describe('NotificationBell badge', () => {
  test('shows no badge with nothing unread', async () => {
    await renderBell()
    expect(bell()).toHaveTextContent('')
    expect(bell()).not.toHaveAccessibleDescription()
  })

  test('shows the unread count', async () => {
    await renderBell()
    addUnread(5)
    expect(bell()).toHaveTextContent(/^5$/)
    expect(bell()).toHaveAccessibleDescription('5 notificaciones sin leer')
  })

  test("caps the badge at '9+'", async () => {
    await renderBell()
    addUnread(9)
    expect(bell()).toHaveTextContent(/^9$/)
    addUnread(3)
    expect(bell()).toHaveTextContent(/^9\+$/)
    expect(bell()).toHaveAccessibleDescription('12 notificaciones sin leer')
  })
})

describe('NotificationsPanel', () => {
  test('opens empty, with both actions disabled', async () => {
    await renderBell()
    await userEvent.click(bell())
    const panel = screen.getByRole('dialog', { name: 'Notificaciones' })
    expect(within(panel).getByText('No hay notificaciones')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled()
    expect(within(panel).getByRole('button', { name: 'Limpiar todo' })).toBeDisabled()
  })

  test('lists title, message, Spanish relative time and an unread dot', async () => {
    await renderBell()
    act(() => {
      store.add({
        type: 'message',
        title: 'Nuevo mensaje',
        message: 'Max: ¿Vamos al parque?',
        chatId: 'm-7',
        createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      })
      store.add({
        type: 'health',
        title: 'Vacuna',
        message: 'Toca la vacuna de Luna',
        read: true,
        createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      })
    })
    await userEvent.click(bell())
    const items = within(screen.getByRole('dialog')).getAllByRole('listitem')
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
    [{ type: 'health' }, '/health/reminders'],
    [{ type: 'service', bookingId: 'b-3' }, '/services/bookings/b-3'],
  ] as const)('an item of type %o marks itself read and opens %s', async (target, path) => {
    const router = await renderBell()
    act(() => {
      store.add({ title: 'Aviso', message: 'Texto', ...target })
    })
    await userEvent.click(bell())
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Aviso/ }))
    expect(await screen.findByText(path)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(path)
    expect(store.getState().unreadCount).toBe(0)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('marks all as read, then clears the list', async () => {
    await renderBell()
    addUnread(3)
    await userEvent.click(bell())
    const panel = screen.getByRole('dialog')
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como leídas' }))
    expect(within(panel).queryByText('Sin leer')).not.toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled()
    expect(bell()).not.toHaveAccessibleDescription()
    await userEvent.click(within(panel).getByRole('button', { name: 'Limpiar todo' }))
    expect(within(panel).getByText('No hay notificaciones')).toBeInTheDocument()
  })

  test('closes with its close button', async () => {
    await renderBell()
    await userEvent.click(bell())
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
