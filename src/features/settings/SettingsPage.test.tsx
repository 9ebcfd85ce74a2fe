import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PrivacySettingsUpdate } from '@contract/privacy.contract'
import type { UserLocationUpdate } from '@contract/users.contract'
import {
  apiError,
  jsonResponse,
  stubFetch,
} from '../../../test/support/component/auth-test-harness'
import { SESSION_STORAGE_KEY, sessionStore } from '../../session/session-store'
import {
  installFakeGeolocation,
  removeFakeGeolocation,
  type FakeGeolocation,
} from '../location/fake-geolocation'
import {
  pageMarker,
  renderInRouter,
  testToken,
  testUser,
} from '../../../test/support/component/shell-test-harness'
import { SettingsPage } from './SettingsPage'
import type * as AccountActions from '../account/account.actions'
import { MANUAL_PLACE_STORAGE_KEY, rememberManualPlace } from '../location/manual-place'
import { heatMarkStorageKey } from '../cycles/heat-mark-storage'
import { saveDraft as saveCommentDraft } from '../comments/comment-draft'
import { newPetDraftKey, writePetDraft } from '../pet-form/pet-form-draft'

// The location dialog saves through the account feature's action; a spy stands in for it
// here (the action itself is tested against the write queue in account.actions.test.ts).
const saveUserLocation = vi.hoisted(() =>
  vi.fn((_update: UserLocationUpdate) =>
    Promise.resolve({ ok: true as const, id: 'u', status: 'saved' as const }),
  ),
)
const savePrivacySettings = vi.hoisted(() =>
  vi.fn((_update: PrivacySettingsUpdate) =>
    Promise.resolve({ ok: true as const, id: 'u', status: 'saved' as const }),
  ),
)
vi.mock('../account/account.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof AccountActions>()),
  saveUserLocation,
  savePrivacySettings,
}))

// The write queue as the sign-out sees it: what waits, and one pass of its sender (the queue
// itself is tested in src/sync and sw/write-queue).
const queue = vi.hoisted(() => ({
  writes: [] as { state: 'pending' | 'sent' | 'failed' }[],
  sendPendingWrites: vi.fn(() => Promise.resolve({ pending: 0, nextAttemptAt: null })),
}))
vi.mock('../../sync', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  currentPendingWrites: () => queue.writes,
  sendPendingWrites: queue.sendPendingWrites,
}))

// The location dialog's body and the saved-areas list are lazy chunks: load them once before
// the tests, so a test waits on the screen and not on Vite transforming modules.
beforeAll(async () => {
  await Promise.all([
    import('../account/MyLocationSettings'),
    import('../map/save-area/SavedAreasSection'),
  ])
}, 30_000)

let geo: FakeGeolocation
beforeEach(() => {
  localStorage.clear()
  sessionStore.signIn(testUser(), testToken)
  geo = installFakeGeolocation()
  saveUserLocation.mockClear()
  queue.writes = []
  queue.sendPendingWrites.mockClear()
})

afterEach(() => {
  sessionStore.signOut()
  removeFakeGeolocation()
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

/**
 * What a user leaves on the device beside the local database: a place picked by hand on the
 * map (often their home), a pet's 'en celo' mark (private health data), and what was typed and
 * never sent (chat and comment boxes, a pet form). None of it is for the next user.
 */
function leaveDeviceTraces() {
  rememberManualPlace(testUser().id, { latitude: 13.69, longitude: -89.21 })
  localStorage.setItem(
    heatMarkStorageKey(testUser().id, 'luna'),
    JSON.stringify({ inHeat: true, until: null }),
  )
  localStorage.setItem('huellitas:chat-draft:match-1', 'Hola, ¿cuándo')
  localStorage.setItem('huellitas:chat-sending:match-1', '[]')
  writePetDraft(newPetDraftKey(testUser().id), { name: 'Luna' })
  saveCommentDraft(testUser().id, 'luna', 'Qué linda')
  localStorage.setItem('another-site-key', 'kept')
}

function expectNoDeviceTraces() {
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  expect(localStorage.getItem(MANUAL_PLACE_STORAGE_KEY)).toBeNull()
  expect(Object.keys(localStorage)).toEqual(['another-site-key'])
  expect(sessionStorage.length).toBe(0)
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
      'Filtros de búsqueda',
      'Configurar ubicaciónDesactivada',
      'Notificaciones',
    ])
    expect(texts('Cuenta')).toEqual([
      'Privacidad',
      'Premium',
      'Cambiar correo',
      'Cambiar contraseña',
    ])
    expect(texts('Soporte')).toEqual(['Ayuda', 'Términos y condiciones', 'Política de privacidad'])
  })

  test("Filtros de búsqueda opens the swipe home's filters; what is applied there counts", async () => {
    const user = userEvent.setup()
    await renderSettings()
    const group = within(section('Preferencias'))
    await user.click(group.getByRole('button', { name: /^Filtros de búsqueda/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' }, { timeout: 10_000 })
    await user.type(within(dialog).getByLabelText('Raza'), 'Beagle')
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(group.getByRole('button', { name: /^Filtros de búsqueda/ })).toHaveTextContent(
      '1 activo',
    )
  })

  test('Ayuda opens the common questions and the support address', async () => {
    const user = userEvent.setup()
    await renderSettings()
    await user.click(within(section('Soporte')).getByRole('button', { name: 'Ayuda' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ayuda' }, { timeout: 10_000 })
    await user.click(within(dialog).getByText('¿Puedo usar Huellitas sin conexión?'))
    expect(within(dialog).getByText(/queda pendiente y se envía solo/)).toBeVisible()
    expect(within(dialog).getByRole('link', { name: 'soporte@huellitas.app' })).toHaveAttribute(
      'href',
      'mailto:soporte@huellitas.app',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
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

  test('Privacidad opens its switches; each saves only itself through the account action', async () => {
    const user = userEvent.setup()
    savePrivacySettings.mockClear()
    await renderSettings()
    await user.click(within(section('Cuenta')).getByRole('button', { name: 'Privacidad' }))
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Privacidad' }, { timeout: 10_000 }),
    )
    const visible = dialog.getByRole('switch', { name: 'Perfil visible en Explorar' })
    expect(visible).toHaveAttribute('aria-checked', 'true')
    expect(dialog.getByRole('switch', { name: 'Mostrar distancia' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await user.click(dialog.getByRole('switch', { name: 'Mostrar distancia' }))
    expect(savePrivacySettings).toHaveBeenCalledWith({ showDistance: false })
    await user.click(visible)
    expect(savePrivacySettings).toHaveBeenLastCalledWith({ discoverable: false })
  })

  test('Eliminar mi cuenta warns, asks the password and shows the server’s refusal', async () => {
    const user = userEvent.setup()
    const requests = stubFetch(() =>
      apiError(
        403,
        'wrong-password',
        'La contraseña no es correcta. Tu cuenta no se ha eliminado.',
      ),
    )
    await renderSettings()
    await user.click(within(section('Cuenta')).getByRole('button', { name: 'Privacidad' }))
    const privacy = within(
      await screen.findByRole('dialog', { name: 'Privacidad' }, { timeout: 10_000 }),
    )
    await user.click(privacy.getByRole('button', { name: 'Eliminar mi cuenta' }))
    const dialog = within(screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' }))
    expect(dialog.getByText(/no se puede deshacer/)).toBeVisible()
    await user.click(dialog.getByRole('button', { name: 'Eliminar definitivamente' }))
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Escribe tu contraseña para eliminar la cuenta.',
    )
    expect(requests).toHaveLength(0)
    await user.type(dialog.getByLabelText('Tu contraseña'), 'equivocada')
    await user.click(dialog.getByRole('button', { name: 'Eliminar definitivamente' }))
    expect(
      await dialog.findByText('La contraseña no es correcta. Tu cuenta no se ha eliminado.'),
    ).toBeVisible()
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/users/delete-account'])
    expect(sessionStore.getState().user).not.toBeNull()
  })

  test('Eliminar mi cuenta, once the server deleted it, leaves nothing of the user on the device', async () => {
    const user = userEvent.setup()
    const requests = stubFetch(() => new Response(null, { status: 204 }))
    leaveDeviceTraces()
    await renderSettings()
    await user.click(within(section('Cuenta')).getByRole('button', { name: 'Privacidad' }))
    const privacy = within(
      await screen.findByRole('dialog', { name: 'Privacidad' }, { timeout: 10_000 }),
    )
    await user.click(privacy.getByRole('button', { name: 'Eliminar mi cuenta' }))
    const dialog = within(screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' }))
    await user.type(dialog.getByLabelText('Tu contraseña'), 'la-buena-1')
    await user.click(dialog.getByRole('button', { name: 'Eliminar definitivamente' }))
    await vi.waitFor(() => expect(sessionStore.getState().user).toBeNull())
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/users/delete-account'])
    expectNoDeviceTraces()
  })

  test('Eliminar mi cuenta offline says it needs a connection and sends nothing', async () => {
    const user = userEvent.setup()
    const requests = stubFetch(() => new Response(null, { status: 204 }))
    await renderSettings()
    await user.click(within(section('Cuenta')).getByRole('button', { name: 'Privacidad' }))
    const privacy = within(
      await screen.findByRole('dialog', { name: 'Privacidad' }, { timeout: 10_000 }),
    )
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await user.click(privacy.getByRole('button', { name: 'Eliminar mi cuenta' }))
      expect(privacy.getByRole('status')).toHaveTextContent(
        'Necesitas conexión a internet para eliminar tu cuenta.',
      )
      expect(screen.queryByRole('dialog', { name: '¿Eliminar tu cuenta?' })).toBeNull()
      expect(requests).toHaveLength(0)
    } finally {
      onLine.mockRestore()
    }
  })

  test('Configurar ubicación opens the sharing switch; turning it on saves the position', async () => {
    const user = userEvent.setup()
    // The public geocoder is the only network the panel touches: offline here, and no
    // gazetteer either, so the place falls back to the coordinates (spec §7).
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await renderSettings()
    await user.click(
      within(section('Preferencias')).getByRole('button', { name: /^Configurar ubicación/ }),
    )
    const dialog = within(screen.getByRole('dialog', { name: 'Configurar ubicación' }))
    // The dialog's body (shared with the home screen's 'Ubicación') loads with the dialog.
    const toggle = await dialog.findByRole('switch', { name: 'Compartir mi ubicación' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')

    await user.click(toggle)
    await act(async () => {
      geo.answer(13.6929, -89.2182)
      await Promise.resolve()
    })
    await vi.waitFor(() => expect(saveUserLocation).toHaveBeenCalledTimes(1))
    expect(saveUserLocation.mock.calls[0]?.[0]).toMatchObject({
      latitude: 13.6929,
      longitude: -89.2182,
      location: '13.692900, -89.218200',
    })

    await user.click(dialog.getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  // The call's bearer header is not asserted: signOut() (auth feature) wipes the token before
  // ky's beforeRequest hook runs, so today the call goes out without it.
  test('Cerrar sesión ends the session, tells the server and goes to /', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }))
    leaveDeviceTraces()
    await renderSettings()
    expect(screen.getByTestId(pageMarker)).toHaveTextContent('/settings')
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    expect(await screen.findByTestId(pageMarker)).toHaveTextContent(/^\/$/)
    expect(sessionStore.getState().user).toBeNull()
    expectNoDeviceTraces()
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/auth/logout'])
  })

  test("with changes not yet sent, Cerrar sesión first asks: 'Salir de todos modos' leaves", async () => {
    stubFetch(() => new Response(null, { status: 204 }))
    queue.writes = [{ state: 'pending' }, { state: 'failed' }, { state: 'sent' }]
    await renderSettings()
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Tienes 2 cambios sin enviar' })
    expect(sessionStore.getState().user).not.toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir de todos modos' }))
    expect(await screen.findByTestId(pageMarker)).toHaveTextContent(/^\/$/)
    expect(sessionStore.getState().user).toBeNull()
    expect(queue.sendPendingWrites).not.toHaveBeenCalled()
  })

  test("'Enviar primero' sends now and stays while anything is left unsent", async () => {
    queue.writes = [{ state: 'pending' }]
    await renderSettings()
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Tienes 1 cambio sin enviar' })
    // Still no connection: the write stays, and so does the session.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar primero' }))
    expect(queue.sendPendingWrites).toHaveBeenCalledWith({ ignoreBackoff: true })
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(sessionStore.getState().user).not.toBeNull()
    expect(screen.getByTestId(pageMarker)).toHaveTextContent('/settings')
  })

  test("'Enviar primero' leaves once everything is sent", async () => {
    stubFetch(() => new Response(null, { status: 204 }))
    queue.writes = [{ state: 'pending' }]
    queue.sendPendingWrites.mockImplementationOnce(() => {
      queue.writes = [{ state: 'sent' }]
      return Promise.resolve({ pending: 0, nextAttemptAt: null })
    })
    await renderSettings()
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Tienes 1 cambio sin enviar' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar primero' }))
    expect(await screen.findByTestId(pageMarker)).toHaveTextContent(/^\/$/)
    expect(sessionStore.getState().user).toBeNull()
  })

  test('Cerrar sesión en todos los dispositivos asks, revokes every session, then signs out', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }))
    await renderSettings()
    await userEvent.click(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    )
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Cerrar sesión en todos los dispositivos?',
    })
    expect(requests).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar en todos' }))
    expect(await screen.findByTestId(pageMarker)).toHaveTextContent(/^\/$/)
    expect(sessionStore.getState().user).toBeNull()
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/auth/logout-all',
    ])
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${testToken}`)
  })

  test('without a connection, signing out everywhere says so and keeps the session', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await renderSettings()
    await userEvent.click(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    )
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar en todos' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Necesitas conexión a internet para cerrar sesión en todos los dispositivos.',
    )
    expect(sessionStore.getState().user).not.toBeNull()
    expect(screen.getByTestId(pageMarker)).toHaveTextContent('/settings')
  })

  test('signing out everywhere with unsent changes warns first', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }))
    queue.writes = [{ state: 'pending' }]
    await renderSettings()
    await userEvent.click(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    )
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cerrar en todos',
      }),
    )
    const unsent = await screen.findByRole('alertdialog', { name: 'Tienes 1 cambio sin enviar' })
    expect(requests).toHaveLength(0)
    await userEvent.click(within(unsent).getByRole('button', { name: 'Salir de todos modos' }))
    expect(await screen.findByTestId(pageMarker)).toHaveTextContent(/^\/$/)
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/auth/logout-all',
    ])
  })

  // The form loads lazily (react-hook-form, zod) and is typed key by key: give it time.
  test('Cambiar contraseña checks the confirmation and shows the server refusal', async () => {
    const user = userEvent.setup()
    const requests = stubFetch(() =>
      apiError(403, 'wrong-password', 'La contraseña actual no es correcta.'),
    )
    await renderSettings()
    await user.click(within(section('Cuenta')).getByRole('button', { name: 'Cambiar contraseña' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar contraseña' }))
    await user.type(await dialog.findByLabelText('Contraseña actual'), 'vieja123')
    await user.type(dialog.getByLabelText('Nueva contraseña'), 'nueva123')
    await user.type(dialog.getByLabelText('Confirmar nueva contraseña'), 'nueva124')
    expect(dialog.getByText('Las contraseñas no coinciden')).toBeVisible()
    await user.click(dialog.getByRole('button', { name: 'Cambiar contraseña' }))
    expect(requests).toHaveLength(0)

    await user.clear(dialog.getByLabelText('Confirmar nueva contraseña'))
    await user.type(dialog.getByLabelText('Confirmar nueva contraseña'), 'nueva123')
    await user.click(dialog.getByRole('button', { name: 'Cambiar contraseña' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'La contraseña actual no es correcta.',
    )
    expect(await requests[0]?.json()).toEqual({
      currentPassword: 'vieja123',
      newPassword: 'nueva123',
    })
    // A refused password is not a refused session: this device stays signed in.
    expect(sessionStore.getState().user).not.toBeNull()
  }, 30_000)

  test('Cambiar correo checks the address and password, then shows what the server said', async () => {
    const user = userEvent.setup()
    let calls = 0
    const requests = stubFetch(() =>
      ++calls === 1
        ? apiError(403, 'wrong-password', 'La contraseña actual no es correcta.')
        : jsonResponse(202, {
            message: 'Te enviamos un enlace a nueva@correo.com. Ábrelo para confirmar.',
          }),
    )
    await renderSettings()
    await user.click(within(section('Cuenta')).getByRole('button', { name: 'Cambiar correo' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar correo' }))
    expect(
      await dialog.findByText(`Tu correo actual es ${testUser().email}.`, {}, { timeout: 10_000 }),
    ).toBeVisible()
    await user.type(dialog.getByLabelText('Nuevo correo electrónico'), 'no-es-correo')
    await user.click(dialog.getByRole('button', { name: 'Enviar enlace' }))
    expect(dialog.getByText('Introduce un correo electrónico válido.')).toBeVisible()
    expect(dialog.getByText('Escribe tu contraseña actual.')).toBeVisible()
    expect(requests).toHaveLength(0)

    await user.clear(dialog.getByLabelText('Nuevo correo electrónico'))
    await user.type(dialog.getByLabelText('Nuevo correo electrónico'), ' nueva@correo.com ')
    await user.type(dialog.getByLabelText('Contraseña actual'), 'mala123')
    await user.click(dialog.getByRole('button', { name: 'Enviar enlace' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'La contraseña actual no es correcta.',
    )
    expect(await requests[0]?.json()).toEqual({
      newEmail: 'nueva@correo.com',
      currentPassword: 'mala123',
    })
    expect(new URL(requests[0]!.url).pathname).toBe('/api/auth/email')
    // A refused password is not a refused session: this device stays signed in.
    expect(sessionStore.getState().user).not.toBeNull()

    await user.clear(dialog.getByLabelText('Contraseña actual'))
    await user.type(dialog.getByLabelText('Contraseña actual'), 'buena123')
    await user.click(dialog.getByRole('button', { name: 'Enviar enlace' }))
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Te enviamos un enlace a nueva@correo.com. Ábrelo para confirmar.',
    )
    // Nothing changes here until the link is opened.
    expect(sessionStore.getState().user?.email).toBe(testUser().email)
    // The form's own 'Cerrar' under the message (the dialog's close button is the other).
    await user.click(dialog.getAllByRole('button', { name: 'Cerrar' }).at(-1)!)
    expect(screen.queryByRole('dialog')).toBeNull()
  }, 30_000)

  test('Cambiar correo without a connection says so and sends nothing', async () => {
    const user = userEvent.setup()
    const requests = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await renderSettings()
    await user.click(within(section('Cuenta')).getByRole('button', { name: 'Cambiar correo' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar correo' }))
    await user.type(
      await dialog.findByLabelText('Nuevo correo electrónico', {}, { timeout: 10_000 }),
      'nueva@correo.com',
    )
    await user.type(dialog.getByLabelText('Contraseña actual'), 'buena123')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await user.click(dialog.getByRole('button', { name: 'Enviar enlace' }))
      expect(await dialog.findByRole('alert')).toHaveTextContent(
        'Necesitas conexión a internet para cambiar tu correo.',
      )
      expect(requests).toHaveLength(0)
    } finally {
      vi.restoreAllMocks()
    }
  }, 30_000)
})
