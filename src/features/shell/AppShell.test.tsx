import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '../../session/session-store'
import AppShell from './AppShell'
import {
  pageMarker,
  renderInRouter,
  testToken,
  testUser,
} from '../../../test/support/component/shell-test-harness'

function renderShell(...paths: string[]) {
  return renderInRouter((outlet) => <AppShell>{outlet}</AppShell>, paths)
}

function tab(name: string) {
  return within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole(
    'link',
    { name },
  )
}

beforeEach(() => {
  localStorage.clear()
  sessionStore.signIn(testUser(), testToken)
})

afterEach(() => {
  sessionStore.signOut()
})

describe('AppShell header', () => {
  test.each([
    ['/', 'Huellitas'],
    ['/matches', 'Matches'],
    ['/chat', 'Chat'],
    ['/profile', 'Mi Perfil'],
    ['/settings', 'Configuración'],
    ['/services', 'Servicios'],
    ['/favorites', 'Huellitas'],
    ['/pet/p-1', 'Huellitas'],
  ])('on %s the title is %s', async (path, title) => {
    await renderShell(path)
    expect(within(screen.getByRole('banner')).getByText(title)).toBeInTheDocument()
  })

  test('has no back button on /', async () => {
    await renderShell('/')
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument()
  })

  test.each(['/matches', '/settings', '/pet/p-1', '/notifications'])(
    'has a back button on %s',
    async (path) => {
      await renderShell(path)
      expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument()
    },
  )

  test('the back button goes back through history', async () => {
    const router = await renderShell('/matches', '/favorites')
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }))
    await screen.findByText('/matches')
    expect(router.state.location.pathname).toBe('/matches')
  })

  test('the back button of a deep link (no history) goes home', async () => {
    await renderShell('/favorites')
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }))
    expect(await screen.findByTestId(pageMarker)).toHaveTextContent(/^\/$/)
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument()
  })

  test('shows the Premium badge only to premium users', async () => {
    await renderShell('/')
    expect(within(screen.getByRole('banner')).queryByText('Premium')).not.toBeInTheDocument()
    sessionStore.signIn(
      testUser({ subscription: { type: 'premium', plan: 'monthly', expiresAt: null } }),
      testToken,
    )
    expect(await within(screen.getByRole('banner')).findByText('Premium')).toBeInTheDocument()
  })

  test('the notification-settings button opens the settings dialog, and Cancelar closes it', async () => {
    await renderShell('/')
    await userEvent.click(screen.getByRole('button', { name: 'Configuración de notificaciones' }))
    // The dialog is a lazy chunk: its first load in the test runner may take a while.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Configuración de notificaciones' },
      { timeout: 10_000 },
    )
    // No server here: the settings' own load error shows, inside the dialog.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error al cargar la configuración',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Configuración de notificaciones' })).toBeNull(),
    )
  })

  test('is hidden on a chat, shown on the chat list', async () => {
    await renderShell('/chat/m-1')
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
  })
})

describe('AppShell bottom navigation', () => {
  test('has the five tabs, Explorar active on /', async () => {
    await renderShell('/')
    const names = ['Explorar', 'Matches', 'Favoritos', 'Perdidas', 'Perfil']
    expect(
      within(screen.getByRole('navigation', { name: 'Navegación principal' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(names)
    expect(tab('Explorar')).toHaveAttribute('aria-current', 'page')
    for (const name of names.slice(1)) expect(tab(name)).not.toHaveAttribute('aria-current')
  })

  test('highlights the tab of the current section, nested paths included', async () => {
    await renderShell('/matches/m-42')
    expect(tab('Matches')).toHaveAttribute('aria-current', 'page')
    expect(tab('Explorar')).not.toHaveAttribute('aria-current')
  })

  test('moves the highlight when a tab is followed', async () => {
    await renderShell('/')
    await userEvent.click(tab('Perdidas'))
    await screen.findByText('/lost-pets')
    expect(tab('Perdidas')).toHaveAttribute('aria-current', 'page')
    expect(tab('Explorar')).not.toHaveAttribute('aria-current')
  })

  test('is hidden on /chat/x but not on /chat', async () => {
    await renderShell('/chat/m-1')
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull()
  })

  test('is shown on the chat list, with its header', async () => {
    await renderShell('/chat')
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument()
    expect(within(screen.getByRole('banner')).getByText('Chat')).toBeInTheDocument()
  })
})

describe('AppShell layout', () => {
  test.each([
    ['/settings', 'full-height'],
    ['/add-pet', 'full-height'],
    ['/lost-pets', 'full-height'],
    ['/', 'centered'],
    ['/matches', 'centered'],
  ])('%s uses the %s layout', async (path, layout) => {
    await renderShell(path)
    expect(screen.getByRole('main')).toHaveAttribute('data-layout', layout)
  })
})
