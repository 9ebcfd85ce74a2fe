import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { LocationError } from '../location'
import type { DevicePosition } from '../location'

/**
 * The picker's state machine (spec §4 'Lost-alert dialog', §8): where it starts, the lookup
 * after every move ('Obteniendo dirección...'), late answers for an old pin dropped, and the
 * device's refusals. The geocoder (a public service) and the device position are stubbed; the
 * address rules are the real ones.
 */
vi.mock('../../api/runtime-config', () => ({
  loadRuntimeConfig: () =>
    Promise.resolve({
      mapStyleUrl: '/map/style.json',
      geocoderUrl: 'https://nominatim.example/reverse',
    }),
}))

const { useLocationPicker } = await import('./use-location-picker')

const HOME = { latitude: 13.6929, longitude: -89.2182 }
const OTHER = { latitude: 13.7, longitude: -89.2 }

function geocoder() {
  const pending: { lat: string; resolve: (response: Response) => void }[] = []
  const fetchImpl = vi.fn<typeof fetch>(
    (input) =>
      new Promise<Response>((resolve) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        pending.push({ lat: url.searchParams.get('lat') ?? '', resolve })
      }),
  )
  const answer = (index: number, road: string) =>
    act(async () => {
      pending[index]?.resolve(
        new Response(JSON.stringify({ address: { road, city: 'San Salvador' } })),
      )
      await Promise.resolve()
    })
  return { fetchImpl, pending, answer }
}

const device = (position: DevicePosition | LocationError) =>
  vi.fn(() =>
    position instanceof LocationError ? Promise.reject(position) : Promise.resolve(position),
  )

beforeEach(() => {
  vi.restoreAllMocks()
})

describe('where the picker starts', () => {
  test('an initial value with its address: shown as is, no lookup', () => {
    const { fetchImpl } = geocoder()
    const getPosition = device({ ...HOME, accuracy: 5 })
    const { result } = renderHook(() =>
      useLocationPicker({
        initial: HOME,
        initialAddress: 'Calle Arce',
        fetchImpl,
        getPosition,
      }),
    )
    expect(result.current).toMatchObject({ point: HOME, address: 'Calle Arce', isLookingUp: false })
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(getPosition).not.toHaveBeenCalled()
  })

  test('a saved place without an address is looked up', async () => {
    const { fetchImpl, answer } = geocoder()
    const onChange = vi.fn()
    const { result } = renderHook(() =>
      useLocationPicker({ saved: HOME, fetchImpl, onChange, getPosition: device(HOME as never) }),
    )
    expect(result.current.isLookingUp).toBe(true)
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1))
    await answer(0, 'Calle Arce')
    await waitFor(() => expect(result.current.address).toBe('Calle Arce, San Salvador'))
    expect(result.current.isLookingUp).toBe(false)
    expect(onChange).toHaveBeenCalledWith({
      ...HOME,
      address: {
        address: 'Calle Arce, San Salvador',
        area: 'San Salvador',
        city: 'San Salvador',
        country: null,
        isFallback: false,
      },
      isDevicePosition: false,
    })
  })

  test('nothing known: the device position', async () => {
    const { fetchImpl, answer } = geocoder()
    const onChange = vi.fn()
    const { result } = renderHook(() =>
      useLocationPicker({ fetchImpl, onChange, getPosition: device({ ...OTHER, accuracy: 5 }) }),
    )
    expect(result.current.isLocating).toBe(true)
    await waitFor(() => expect(result.current.point).toEqual(OTHER))
    expect(result.current.isLookingUp).toBe(true)
    await waitFor(() => expect(fetchImpl).toHaveBeenCalled())
    await answer(0, 'Boulevard de los Héroes')
    await waitFor(() => expect(result.current.address).toMatch(/^Boulevard de los Héroes/))
    // The device position, not a place picked by hand: location sharing may follow it.
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ isDevicePosition: true }))
    act(() => void result.current.moveTo(HOME))
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2))
    await answer(1, 'Calle Arce')
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ ...HOME, isDevicePosition: false }),
      ),
    )
  })

  test('the device refuses: its §8 reason, and no pin until the map is clicked', async () => {
    const { result } = renderHook(() =>
      useLocationPicker({ getPosition: device(new LocationError('denied')) }),
    )
    await waitFor(() => expect(result.current.isLocating).toBe(false))
    expect(result.current.point).toBeNull()
    expect(result.current.locateError).toBe(new LocationError('denied').message)
  })
})

test('an answer for a pin that has moved on is dropped', async () => {
  const { fetchImpl, pending, answer } = geocoder()
  const onChange = vi.fn()
  const { result } = renderHook(() =>
    useLocationPicker({ initial: HOME, initialAddress: 'Calle Arce', fetchImpl, onChange }),
  )
  act(() => void result.current.moveTo(OTHER))
  act(() => void result.current.moveTo(HOME))
  await waitFor(() => expect(pending).toHaveLength(2))
  await answer(1, 'Segunda')
  await waitFor(() => expect(result.current.address).toBe('Segunda, San Salvador'))
  await answer(0, 'Primera')
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  expect(result.current.address).toBe('Segunda, San Salvador')
  expect(result.current.point).toEqual(HOME)
  expect(onChange).toHaveBeenCalledTimes(1)
})

test('a move is announced before its address, so a caller never keeps the old pin', async () => {
  const { fetchImpl, pending, answer } = geocoder()
  const events: string[] = []
  const { result } = renderHook(() =>
    useLocationPicker({
      initial: HOME,
      initialAddress: 'Calle Arce',
      fetchImpl,
      onMoveStart: (point) => events.push(`move ${point.latitude},${point.longitude}`),
      onChange: (picked) => events.push(picked.address.address),
    }),
  )
  act(() => void result.current.moveTo(OTHER))
  const moved = `move ${OTHER.latitude},${OTHER.longitude}`
  expect(events).toEqual([moved])
  await waitFor(() => expect(pending).toHaveLength(1))
  await answer(0, 'Calle Nueva')
  await waitFor(() => expect(events).toEqual([moved, 'Calle Nueva, San Salvador']))
})

test('a new value from outside moves the pin with its own address', () => {
  const { fetchImpl } = geocoder()
  const { result, rerender } = renderHook(
    ({ initial, address }) => useLocationPicker({ initial, initialAddress: address, fetchImpl }),
    { initialProps: { initial: HOME, address: 'Calle Arce' } },
  )
  rerender({ initial: OTHER, address: 'Colonia Escalón' })
  expect(result.current).toMatchObject({ point: OTHER, address: 'Colonia Escalón' })
  expect(fetchImpl).not.toHaveBeenCalled()
})
