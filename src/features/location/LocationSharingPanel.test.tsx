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
import { forgetManualPlace, rememberManualPlace } from './manual-place'

/**
 * The sharing switch with a scripted device position and a stubbed public geocoder (the only
 * network it touches: GET /api/config names it, and the gazetteer is not there); the save
 * action is a spy standing in for the account feature.
 */
let geo: FakeGeolocation
let isGeocoderDown = false
/** while set, the geocoder answers only once it resolves */
let geocoderGate: Promise<void> | null = null
const network = vi.fn((input: RequestInfo | URL) => {
  const href = input instanceof Request ? input.url : String(input)
  if (href === '/api/config') {
    return Promise.resolve(
      Response.json({ mapStyleUrl: '/map/style.json', geocoderUrl: 'https://geo.test/reverse' }),
    )
  }
  if (!href.startsWith('https://geo.test/'))
    return Promise.resolve(new Response('', { status: 404 }))
  if (isGeocoderDown) return Promise.reject(new TypeError('Failed to fetch'))
  const latitude = Number(new URL(href).searchParams.get('lat'))
  return Promise.resolve(geocoderGate).then(() =>
    Response.json({
      address: {
        suburb: latitude > 13.7 ? 'Mejicanos' : 'Colonia Escalón',
        city: 'San Salvador',
        country: 'El Salvador',
      },
    }),
  )
})

beforeEach(() => {
  geo = installFakeGeolocation()
  isGeocoderDown = false
  geocoderGate = null
  network.mockClear()
  vi.stubGlobal('fetch', network)
})
afterEach(() => {
  removeFakeGeolocation()
  forgetManualPlace()
  vi.unstubAllGlobals()
})

const HOME = { latitude: 13.6929, longitude: -89.2182 }

function setup(props: {
  shareLocation: boolean
  saved?: { latitude: number; longitude: number }
  result?: SaveLocationResult
}) {
  const saves: UserLocationUpdate[] = []
  const save = vi.fn((update: UserLocationUpdate) => {
    saves.push(update)
    return Promise.resolve(props.result ?? { ok: true as const })
  })
  const first = props.shareLocation ? (props.saved ?? HOME) : null
  // As in the app: the switch in Settings, and the shell's tracker fed by the saved profile.
  function Screen({
    coordinates,
  }: {
    coordinates: { latitude: number; longitude: number } | null
  }) {
    // The saved profile follows a save, as the replicated document would.
    const saveAndShow = async (update: UserLocationUpdate) => {
      const result = await save(update)
      const { latitude, longitude } = update
      if (result.ok) {
        view.rerender(
          <Screen
            coordinates={latitude === null || longitude === null ? null : { latitude, longitude }}
          />,
        )
      }
      return result
    }
    return (
      <>
        <LocationSharingPanel
          userId="u1"
          shareLocation={coordinates !== null}
          coordinates={coordinates}
          locationText={coordinates ? 'San Salvador, El Salvador' : null}
          saveUserLocation={saveAndShow}
        />
        <LocationTracker
          userId="u1"
          isSharing={coordinates !== null}
          coordinates={coordinates}
          saveUserLocation={saveAndShow}
        />
      </>
    )
  }
  const view = render(<Screen coordinates={first} />)
  const showSaved = (coordinates: { latitude: number; longitude: number } | null) =>
    act(() => view.rerender(<Screen coordinates={coordinates} />))
  return { save, saves, view, showSaved }
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
      address: 'Colonia Escalón, San Salvador',
      city: 'San Salvador',
      country: 'El Salvador',
      location: 'Colonia Escalón, San Salvador',
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
    expect(saves[0]).toMatchObject({ latitude: 13.7129, address: 'Mejicanos, San Salvador' })

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

  it('with no geocoder and no gazetteer, the coordinates are saved as the text', async () => {
    isGeocoderDown = true
    const { saves } = setup({ shareLocation: false })
    await userEvent.click(screen.getByRole('switch'))
    act(() => geo.answer(13.692912, -89.218234))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toMatchObject({
      latitude: 13.692912,
      address: '13.692912, -89.218234',
      city: null,
      country: null,
      location: '13.692912, -89.218234',
    })
  })

  it('a place picked by hand is shared instead of the device until "Usar mi ubicación"', async () => {
    const PICKED = { latitude: 13.75, longitude: -89.25 } // ≈ 7 km from the device
    rememberManualPlace('u1', PICKED)
    const { saves } = setup({ shareLocation: true, saved: PICKED })
    // The note says why it no longer moves with the device, and the tracker does not watch.
    expect(
      screen.getByText(
        'Elegiste este lugar en el mapa: se comparte en vez de tu posición y no cambia cuando te mueves.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Se actualiza sola cuando te mueves más de 1 km.')).toBeNull()
    expect(geo.activeWatches()).toBe(0)
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true')

    // 'Usar mi ubicación': the device position is named and saved, and followed again.
    await userEvent.click(screen.getByRole('button', { name: 'Usar mi ubicación' }))
    act(() => geo.answer(HOME.latitude, HOME.longitude))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toMatchObject({ ...HOME, address: 'Colonia Escalón, San Salvador' })
    await waitFor(() => expect(geo.activeWatches()).toBe(1))
    expect(screen.getByText('Se actualiza sola cuando te mueves más de 1 km.')).toBeInTheDocument()
    act(() => geo.move(13.7129, -89.2182)) // ≈ 2.2 km: tracked again
    await waitFor(() => expect(saves).toHaveLength(2))
  })

  it('a pick saved while a device fix is being named wins; the pick holds only while saved', async () => {
    let release = () => {}
    geocoderGate = new Promise<void>((resolve) => (release = resolve))
    const { saves, showSaved } = setup({ shareLocation: true })
    await waitFor(() => expect(geo.activeWatches()).toBe(1))
    act(() => geo.move(13.7129, -89.2182)) // ≈ 2.2 km: the tracker starts naming it
    await waitFor(() => expect(network.mock.calls.length).toBeGreaterThan(0))

    // Meanwhile the location dialog remembers a pick by hand and saves it.
    const PICKED = { latitude: 13.75, longitude: -89.25 }
    rememberManualPlace('u1', PICKED)
    showSaved(PICKED)
    expect(geo.activeWatches()).toBe(0)
    release()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(saves).toHaveLength(0) // the device fix did not replace the pick

    // A different place saved since (another device, say): the pick no longer holds.
    showSaved(HOME)
    await waitFor(() => expect(geo.activeWatches()).toBe(1))
    expect(screen.queryByRole('button', { name: 'Usar mi ubicación' })).toBeNull()
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
