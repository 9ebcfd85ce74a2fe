import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { emailChangeMessages } from '@contract/email-change.contract'
import { sessionStore } from '../../session/session-store'
import {
  renderInRouter,
  testToken,
  testUser,
} from '../../../test/support/component/shell-test-harness'
import {
  apiError,
  jsonResponse,
  stubFetch,
} from '../../../test/support/component/auth-test-harness'
import { ConfirmEmailPage } from './ConfirmEmailPage'

/**
 * /confirm-email's answers besides the walk the e2e test follows (test/e2e/change-email.test.ts):
 * the session's user read again after the change, an address taken meanwhile, no connection
 * (and a retry), and a link without a token.
 */
function openLink(hash: string) {
  window.location.hash = hash
  return renderInRouter((outlet) => (
    <>
      <ConfirmEmailPage />
      {outlet}
    </>
  ))
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  sessionStore.signOut()
  window.location.hash = ''
  vi.unstubAllGlobals()
})

describe('ConfirmEmailPage', () => {
  test('applies the change and re-reads the signed-in user, whose address is now the new one', async () => {
    sessionStore.signIn(testUser(), testToken)
    const requests = stubFetch((request) =>
      new URL(request.url).pathname === '/api/auth/email/confirm'
        ? jsonResponse(200, { email: 'nueva@correo.com' })
        : jsonResponse(200, { user: testUser({ email: 'nueva@correo.com' }) }),
    )
    await openLink('#token=abc')
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Correo actualizado!' }),
    ).toBeVisible()
    expect(screen.getByText(/Desde ahora tu cuenta usa nueva@correo.com/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Ir a Configuración' })).toHaveAttribute(
      'href',
      '/settings',
    )
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/auth/email/confirm',
      '/api/auth/me',
    ])
    expect(await requests[0]?.json()).toEqual({ token: 'abc' })
    expect(sessionStore.getState().user?.email).toBe('nueva@correo.com')
  })

  test('an address taken meanwhile says so with the server message', async () => {
    stubFetch(() => apiError(409, 'email-taken', emailChangeMessages.takenMeanwhile))
    await openLink('#token=tomado')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No pudimos cambiar tu correo' }),
    ).toBeVisible()
    expect(screen.getByText(emailChangeMessages.takenMeanwhile)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
  })

  test('without a connection it says so, and trying again applies the change', async () => {
    let isOnline = false
    stubFetch(() =>
      isOnline
        ? jsonResponse(200, { email: 'nueva@correo.com' })
        : Promise.reject(new TypeError('Failed to fetch')),
    )
    await openLink('#token=sin-red')
    expect(
      await screen.findByText('Necesitas conexión a internet para confirmar tu nuevo correo.'),
    ).toBeVisible()
    isOnline = true
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Correo actualizado!' }),
    ).toBeVisible()
  })

  test('a link without its token is refused without asking the server', async () => {
    const requests = stubFetch(() => jsonResponse(200, {}))
    await openLink('')
    expect(screen.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' })).toBeVisible()
    expect(screen.getByText(emailChangeMessages.linkInvalid)).toBeVisible()
    expect(requests).toHaveLength(0)
  })
})
