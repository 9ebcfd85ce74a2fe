import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { UserLocationUpdate } from '@contract/users.contract'
import { sessionStore } from '../../session/session-store'
import {
  installFakeGeolocation,
  removeFakeGeolocation,
  type FakeGeolocation,
} from '../location/fake-geolocation'
import { testToken, testUser } from '../../../test/support/component/shell-test-harness'
import type * as AccountActions from '../account/account.actions'
import { LocationDialog } from './LocationDialog'

/**
 * The home screen's 'Ubicación' dialog: the search radius of spec §2 (1 to 100 km, applied on
 * 'Aplicar'), then the same body as Settings' 'Configurar ubicación' (the sharing switch and
 * the map). The save action is a spy; the geocoder is unreachable (no network in jsdom).
 */
const saveUserLocation = vi.hoisted(() =>
  vi.fn((_update: UserLocationUpdate) => Promise.resolve({ ok: true as const })),
)
vi.mock('../account/account.actions', async (importOriginal) => ({
  ...(await importOriginal<typeof AccountActions>()),
  saveUserLocation,
}))

// The dialog's body is a lazy chunk: load it once before the test, so the test waits on the
// dialog and not on Vite transforming the map modules (seconds on a loaded machine).
beforeAll(async () => {
  await import('../account/MyLocationSettings')
}, 30_000)

let geo: FakeGeolocation
beforeEach(() => {
  sessionStore.signIn(testUser(), testToken)
  geo = installFakeGeolocation()
  saveUserLocation.mockClear()
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
})
afterEach(() => {
  sessionStore.signOut()
  removeFakeGeolocation()
  vi.unstubAllGlobals()
})

describe('LocationDialog (home)', () => {
  test('the radius applies on Aplicar; the sharing switch is the Settings one', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    const onClose = vi.fn()
    render(<LocationDialog maxDistance={50} onApply={onApply} onClose={onClose} />)
    const dialog = within(screen.getByRole('dialog', { name: 'Ubicación' }))
    const slider = dialog.getByRole('slider')
    expect(slider).toHaveAttribute('min', '1')
    expect(slider).toHaveAttribute('max', '100')

    const toggle = await dialog.findByRole('switch', { name: 'Compartir mi ubicación' })
    await dialog.findByRole('button', { name: 'Elegir en el mapa' })
    await user.click(toggle)
    await act(async () => {
      geo.answer(13.6929, -89.2182)
      await Promise.resolve()
    })
    await vi.waitFor(() => expect(saveUserLocation).toHaveBeenCalledTimes(1))
    expect(saveUserLocation.mock.calls[0]?.[0]).toMatchObject({ latitude: 13.6929 })

    await user.click(dialog.getByRole('button', { name: 'Aplicar' }))
    expect(onApply).toHaveBeenCalledWith(50)
    expect(onClose).toHaveBeenCalled()
  })
})
