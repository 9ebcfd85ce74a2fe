import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserLocationUpdate } from '@contract/users.contract'
import {
  installFakeGeolocation,
  removeFakeGeolocation,
  type FakeGeolocation,
} from './fake-geolocation'
import { LocationSharingPanel } from './LocationSharingPanel'
import { LocationTracker } from './LocationTracker'
import type { SaveLocationResult } from './location-update'

/**
 * The sharing switch with a scripted device position and a stubbed public geocoder (the only
 * network it touches); the save action is a spy standing in for the account feature.
 */
let geo: FakeGeolocation
const geocoder = vi.fn((input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : input)
  const latitude = Number(url.searchParams.get('latitude'))
  return Promise.resolve(
    Response.json({
      locality: latitude > 13.7 ? 'Mejicanos' : 'Colonia Escalón',
      city: 'San Salvador',
      countryName: 'El Salvador',
    }),
  )
})

beforeEach(() => {
  geo = installFakeGeolocation()
  geocoder.mockClear()
  vi.stubGlobal('fetch', geocoder)
})
afterEach(() => {
  removeFakeGeolocation()
  vi.unstubAllGlobals()
})

function setup(props: { shareLocation: boolean; result?: SaveLocationResult }) {
  const saves: UserLocationUpdate[] = []
  const save = vi.fn((update: UserLocationUpdate) => {
    saves.push(update)
    return Promise.resolve(props.result ?? { ok: true as const })
  })
  const coordinates = props.shareLocation ? { latitude: 13.6929, longitude: -89.2182 } : null
  // As in the app: the switch in Settings, and the shell's tracker fed by the saved profile.
  function Screen({ isSharing }: { isSharing: boolean }) {
    return (
      <>
        <LocationSharingPanel
          shareLocation={isSharing}
          coordinates={coordinates}
          locationText={props.shareLocation ? 'San Salvador, El Salvador' : null}
          saveUserLocation={async (update) => {
            const result = await save(update)
            // The saved profile follows the save, as the replicated document would.
            if (result.ok) view.rerender(<Screen isSharing={update.latitude !== null} />)
            return result
          }}
        />
        <LocationTracker isSharing={isSharing} coordinates={coordinates} saveUserLocation={save} />
      </>
    )
  }
  const view = render(<Screen isSharing={props.shareLocation} />)
  return { save, saves, view }
}

describe('LocationSharingPanel', () => {
  it('turning on asks the position, names it, saves it and starts tracking', async () => {
    const { saves } = setup({ shareLocation: false })
    const toggle = screen.getByRole('switch', { name: 'Compartir mi ubicación' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(
      screen.getByText('Necesitas activar la ubicación para encontrar mascotas cercanas'),
    ).toBeInTheDocument()

    await userEvent.click(toggle)
    expect(screen.getByText('Obteniendo tu ubicación...')).toBeInTheDocument()
    const options = geo.calls.getCurrentPosition.mock.calls[0]?.[2]
    expect(options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 })

    act(() => geo.answer(13.6929, -89.2182))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toEqual({
      latitude: 13.6929,
      longitude: -89.2182,
      address: 'Colonia Escalón',
      city: 'San Salvador',
      country: 'El Salvador',
      location: 'Colonia Escalón, San Salvador, El Salvador',
    })
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'))
    expect(geo.activeWatches()).toBe(1)
  })

  it('re-saves only after a move over 1 km, and turning off clears everything', async () => {
    const { saves } = setup({ shareLocation: true })
    await waitFor(() => expect(geo.activeWatches()).toBe(1))
    const watchOptions = geo.calls.watchPosition.mock.calls[0]?.[2]
    expect(watchOptions).toEqual({ enableHighAccuracy: true, maximumAge: 60_000 })

    act(() => geo.move(13.6979, -89.2182)) // ≈ 0.56 km from the saved point
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(saves).toHaveLength(0)

    act(() => geo.move(13.7129, -89.2182)) // ≈ 2.2 km
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toMatchObject({ latitude: 13.7129, address: 'Mejicanos' })

    act(() => geo.move(13.7169, -89.2182)) // 0.44 km from the new saved point
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(saves).toHaveLength(1)

    await userEvent.click(screen.getByRole('switch', { name: 'Compartir mi ubicación' }))
    await waitFor(() => expect(saves).toHaveLength(2))
    expect(saves[1]).toEqual({
      latitude: null,
      longitude: null,
      address: null,
      city: null,
      country: null,
      location: null,
    })
    expect(geo.activeWatches()).toBe(0)
  })

  it('a refused permission shows how to turn it back on, and saves nothing', async () => {
    const { save } = setup({ shareLocation: false })
    await userEvent.click(screen.getByRole('switch'))
    act(() => geo.fail(1))
    expect(
      await screen.findByText(
        'Ubicación desactivada – Para encontrar mascotas cercanas, activa la ubicación en tu navegador',
      ),
    ).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false')
  })

  it('offline, the coordinates are saved with the 4-decimal text', async () => {
    geocoder.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const { saves } = setup({ shareLocation: false })
    await userEvent.click(screen.getByRole('switch'))
    act(() => geo.answer(13.692912, -89.218234))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toMatchObject({
      latitude: 13.692912,
      address: '13.6929, -89.2182',
      city: null,
      country: null,
      location: '13.6929, -89.2182',
    })
  })

  it('a refused save shows its message and leaves sharing off', async () => {
    setup({ shareLocation: false, result: { ok: false, message: 'Error al guardar la ubicación' } })
    await userEvent.click(screen.getByRole('switch'))
    act(() => geo.answer(13.6929, -89.2182))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al guardar la ubicación')
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false')
    expect(geo.activeWatches()).toBe(0)
  })

  it('without a Geolocation API it says the device cannot', async () => {
    removeFakeGeolocation()
    setup({ shareLocation: false })
    await userEvent.click(screen.getByRole('switch'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu dispositivo no soporta geolocalización',
    )
  })
})
