import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
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

const password = 'perrito123'

async function openRegister() {
  const router = renderAuthRoute('/register')
  await screen.findByRole('heading', { name: 'Crear cuenta' })
  return { router, user: userEvent.setup() }
}

async function fillStepOne(user: UserEvent, name = 'Lucía Pérez', email = 'lucia@ejemplo.com') {
  await user.type(screen.getByLabelText('Nombre completo'), name)
  await user.type(screen.getByLabelText('Correo electrónico'), email)
  await user.click(screen.getByRole('button', { name: 'Continuar' }))
  await screen.findByText('Paso 2 de 2')
}

async function fillStepTwo(user: UserEvent, confirmation = password) {
  await user.type(screen.getByLabelText('Contraseña'), password)
  await user.type(screen.getByLabelText('Confirmar contraseña'), confirmation)
  await user.click(screen.getByRole('checkbox'))
}

function createButton() {
  return screen.getByRole('button', { name: /Crear cuenta|Creando cuenta/ })
}

beforeEach(() => {
  localStorage.clear()
  sessionStore.signOut()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('RegisterPage', () => {
  test('step 1: Continuar is enabled only once name and e-mail are filled', async () => {
    const { user } = await openRegister()
    expect(screen.getByText('Paso 1 de 2')).toBeInTheDocument()
    const continueButton = screen.getByRole('button', { name: 'Continuar' })
    expect(continueButton).toBeDisabled()

    await user.type(screen.getByLabelText('Nombre completo'), '   ')
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@ejemplo.com')
    expect(continueButton).toBeDisabled()

    await user.type(screen.getByLabelText('Nombre completo'), 'Lucía')
    expect(continueButton).toBeEnabled()
    expect(screen.getByLabelText('Teléfono (opcional)')).toHaveAttribute('type', 'tel')
  })

  test('step 1 checks the e-mail with the contract before moving on', async () => {
    const { user } = await openRegister()
    await user.type(screen.getByLabelText('Nombre completo'), 'Lucía')
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@')
    await user.click(screen.getByRole('button', { name: 'Continuar' }))

    expect(await screen.findByText(authMessages.emailInvalid)).toBeInTheDocument()
    expect(screen.getByText('Paso 1 de 2')).toBeInTheDocument()
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus()
  })

  test('the mismatch message shows inline as soon as the confirmation differs', async () => {
    const { user } = await openRegister()
    await fillStepOne(user)
    await user.type(screen.getByLabelText('Contraseña'), password)
    expect(screen.queryByText(authMessages.passwordsDontMatch)).not.toBeInTheDocument()

    const confirmation = screen.getByLabelText('Confirmar contraseña')
    await user.type(confirmation, 'p')
    expect(screen.getByText(authMessages.passwordsDontMatch)).toBeInTheDocument()
    expect(confirmation).toHaveAttribute('aria-invalid', 'true')
    expect(confirmation).toHaveAccessibleDescription(authMessages.passwordsDontMatch)

    await user.type(confirmation, 'errito123')
    expect(screen.queryByText(authMessages.passwordsDontMatch)).not.toBeInTheDocument()
  })

  // Spec §5: disabled while the terms are unticked or the passwords differ. It is
  // aria-disabled, so a press still gets an answer instead of nothing.
  test('Crear cuenta reads disabled until the terms are accepted and the passwords match', async () => {
    const { user } = await openRegister()
    await fillStepOne(user)
    await user.type(screen.getByLabelText('Contraseña'), password)
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'otra-cosa')
    expect(createButton()).toHaveAttribute('aria-disabled', 'true')

    const terms = screen.getByRole('checkbox', {
      name: 'Acepto los términos y condiciones y la política de privacidad',
    })
    await user.click(terms)
    expect(createButton()).toHaveAttribute('aria-disabled', 'true')

    await user.clear(screen.getByLabelText('Confirmar contraseña'))
    await user.type(screen.getByLabelText('Confirmar contraseña'), password)
    expect(createButton()).not.toHaveAttribute('aria-disabled')

    await user.click(terms)
    expect(createButton()).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText(authMessages.termsRequired)).toBeInTheDocument()
  })

  test('pressing Crear cuenta with the terms unticked says why, on the box, and sends nothing', async () => {
    const requests = stubFetch(() => jsonResponse(201, { user: demoUser, token: demoToken }))
    const { user } = await openRegister()
    await fillStepOne(user)
    await user.type(screen.getByLabelText('Contraseña'), password)
    await user.type(screen.getByLabelText('Confirmar contraseña'), password)
    expect(screen.queryByText(authMessages.termsRequired)).not.toBeInTheDocument()

    await user.click(createButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(authMessages.termsRequired)
    const terms = screen.getByRole('checkbox', {
      name: 'Acepto los términos y condiciones y la política de privacidad',
    })
    expect(terms).toHaveFocus()
    expect(terms).toHaveAttribute('aria-invalid', 'true')
    expect(terms).toHaveAccessibleDescription(authMessages.termsRequired)
    expect(requests).toHaveLength(0)

    await user.click(terms)
    expect(screen.queryByText(authMessages.termsRequired)).not.toBeInTheDocument()
  })

  test('a short password gets the contract’s message and nothing is sent', async () => {
    const requests = stubFetch(() => jsonResponse(201, { user: demoUser, token: demoToken }))
    const { user } = await openRegister()
    await fillStepOne(user)
    await user.type(screen.getByLabelText('Contraseña'), '12345')
    await user.type(screen.getByLabelText('Confirmar contraseña'), '12345')
    await user.click(screen.getByRole('checkbox'))
    await user.click(createButton())

    expect(await screen.findByText(authMessages.passwordTooShort)).toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })

  test('Atrás returns to step 1 with what was typed, and forward again keeps step 2', async () => {
    const { user } = await openRegister()
    await user.type(screen.getByLabelText('Teléfono (opcional)'), '+503 7000 0000')
    await fillStepOne(user)
    await user.type(screen.getByLabelText('Contraseña'), password)

    await user.click(screen.getByRole('button', { name: 'Atrás' }))
    expect(await screen.findByText('Paso 1 de 2')).toBeInTheDocument()
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Lucía Pérez')
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@ejemplo.com')
    expect(screen.getByLabelText('Teléfono (opcional)')).toHaveValue('+503 7000 0000')

    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await screen.findByLabelText('Contraseña')).toHaveValue(password)
  })

  test('an e-mail already registered (409) shows the server’s message on step 1', async () => {
    stubFetch(() => apiError(409, 'email-taken', serverMessages.emailTaken))
    const { user } = await openRegister()
    await fillStepOne(user)
    await fillStepTwo(user)
    await user.click(createButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.emailTaken)
    expect(screen.getByText('Paso 1 de 2')).toBeInTheDocument()
    const email = screen.getByLabelText('Correo electrónico')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(serverMessages.emailTaken)
    expect(localStorage.getItem('auth-storage')).toBeNull()
  })

  test.each([
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Error de red: No se puede conectar al servidor',
    ],
    [
      'an answer without a message',
      () => new Response('', { status: 500 }),
      'Error al registrarse',
    ],
    [
      'a body that is not JSON',
      () => new Response('<html>', { status: 201 }),
      'Error de conexión. Verifica tu red.',
    ],
  ])('%s gets its own Spanish message', async (_case, answer, message) => {
    stubFetch(answer)
    const { user } = await openRegister()
    await fillStepOne(user)
    await fillStepTwo(user)
    await user.click(createButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByText('Paso 2 de 2')).toBeInTheDocument()
  })

  test('while the call is pending the button reads "Creando cuenta..." and is disabled', async () => {
    let answer: (response: Response) => void = () => undefined
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { user } = await openRegister()
    await fillStepOne(user)
    await fillStepTwo(user)
    await user.click(createButton())

    expect(await screen.findByRole('button', { name: 'Creando cuenta...' })).toBeDisabled()
    answer(apiError(409, 'email-taken', serverMessages.emailTaken))
    await screen.findByRole('alert')
  })

  test('success sends the contract’s fields, signs in and goes home', async () => {
    const requests = stubFetch(() => jsonResponse(201, { user: demoUser, token: demoToken }))
    const { router, user } = await openRegister()
    await fillStepOne(user, '  Lucía Pérez ', 'lucia@ejemplo.com')
    await fillStepTwo(user)
    await user.click(createButton())

    expect(await screen.findByRole('heading', { name: homeHeading })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(await requests[0]?.json()).toEqual({
      name: 'Lucía Pérez',
      email: 'lucia@ejemplo.com',
      phone: null,
      password,
    })
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? 'null')).toEqual({
      user: demoUser,
      token: demoToken,
    })
  })
})
