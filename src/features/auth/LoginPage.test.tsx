import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { authMessages } from '@contract/auth.contract'
import { serverMessages } from '@contract/errors'
import {
  apiError,
  demoToken,
  demoUser,
  homeHeading,
  jsonResponse,
  renderAuthRoute,
  stubFetch,
} from '../../../test/support/component/auth-test-harness'
import { sessionStore } from '../../session/session-store'
import { unsavedForms } from '../../ui/unsaved-forms'

async function openLogin() {
  const router = renderAuthRoute('/login')
  await screen.findByRole('heading', { name: 'Iniciar sesión' })
  return router
}

async function fillCredentials(email = 'lucia@ejemplo.com', password = 'perrito123') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Correo electrónico'), email)
  await user.type(screen.getByLabelText('Contraseña'), password)
  return user
}

function submitButton() {
  return screen.getByRole('button', { name: /Iniciar sesión|Iniciando sesión/ })
}

beforeEach(() => {
  localStorage.clear()
  sessionStore.signOut()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('LoginPage', () => {
  test('shows the server’s Spanish message when the credentials are refused (401)', async () => {
    const requests = stubFetch(() =>
      apiError(401, 'wrong-credentials', serverMessages.wrongCredentials),
    )
    await openLogin()
    const user = await fillCredentials(' Lucia@Ejemplo.com ')
    await user.click(submitButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.wrongCredentials)
    expect(requests).toHaveLength(1)
    const request = requests[0]
    expect(request?.method).toBe('POST')
    expect(new URL(request?.url ?? '').pathname).toBe('/api/auth/login')
    // The contract trims the e-mail before it is sent.
    expect(await request?.json()).toEqual({ email: 'Lucia@Ejemplo.com', password: 'perrito123' })
    expect(localStorage.getItem('auth-storage')).toBeNull()
  })

  test('says the server cannot be reached when fetch fails with a TypeError', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await openLogin()
    const user = await fillCredentials()
    await user.click(submitButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error de red: No se puede conectar al servidor',
    )
  })

  test('falls back to "Error al iniciar sesión" when the failure has no message', async () => {
    stubFetch(() => new Response('Bad Gateway', { status: 502 }))
    await openLogin()
    const user = await fillCredentials()
    await user.click(submitButton())

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al iniciar sesión')
  })

  test('labels and disables the button while the call is pending', async () => {
    let answer: (response: Response) => void = () => undefined
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    await openLogin()
    const user = await fillCredentials()
    await user.click(submitButton())

    const pending = await screen.findByRole('button', { name: 'Iniciando sesión...' })
    expect(pending).toBeDisabled()

    answer(apiError(401, 'wrong-credentials', serverMessages.wrongCredentials))
    await screen.findByRole('alert')
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled()
  })

  test('the eye button shows and hides the password', async () => {
    await openLogin()
    const user = userEvent.setup()
    const password = screen.getByLabelText('Contraseña')
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAttribute('autocomplete', 'current-password')

    const show = screen.getByRole('button', { name: 'Mostrar contraseña' })
    expect(show).toHaveAttribute('aria-pressed', 'false')
    await user.click(show)
    expect(password).toHaveAttribute('type', 'text')
    const hide = screen.getByRole('button', { name: 'Ocultar contraseña' })
    expect(hide).toHaveAttribute('aria-pressed', 'true')

    await user.click(hide)
    expect(password).toHaveAttribute('type', 'password')
  })

  test('required fields show the contract’s messages and send nothing', async () => {
    const requests = stubFetch(() => jsonResponse(200, { user: demoUser, token: demoToken }))
    await openLogin()
    const user = userEvent.setup()
    await user.click(submitButton())

    const email = screen.getByLabelText('Correo electrónico')
    expect(await screen.findByText(authMessages.emailRequired)).toBeInTheDocument()
    expect(screen.getByText(authMessages.passwordRequired)).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(authMessages.emailRequired)
    expect(requests).toHaveLength(0)

    await user.type(email, 'no-es-un-correo')
    expect(await screen.findByText(authMessages.emailInvalid)).toBeInTheDocument()
  })

  test('a successful login stores {user, token} under auth-storage and goes home', async () => {
    stubFetch(() => jsonResponse(200, { user: demoUser, token: demoToken }))
    const router = await openLogin()
    const user = await fillCredentials()
    await user.click(submitButton())

    expect(await screen.findByRole('heading', { name: homeHeading })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? 'null')).toEqual({
      user: demoUser,
      token: demoToken,
    })
    expect(sessionStore.getState().token).toBe(demoToken)
  })

  test('links to forgot-password, register and back home', async () => {
    await openLogin()
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
  })

  test('a signed-in user who opens /login is sent home', async () => {
    sessionStore.signIn(demoUser, demoToken)
    const router = renderAuthRoute('/login')
    expect(await screen.findByRole('heading', { name: homeHeading })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  test('typed credentials hold back an app update until the page is left', async () => {
    await openLogin()
    expect(unsavedForms.hasAny()).toBe(false)
    await userEvent.setup().type(screen.getByLabelText('Correo electrónico'), 'l')
    expect(unsavedForms.hasAny()).toBe(true)
    await userEvent.setup().click(screen.getByRole('link', { name: 'Regístrate' }))
    await waitFor(() => expect(unsavedForms.hasAny()).toBe(false))
  })
})
