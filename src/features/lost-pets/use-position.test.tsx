import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../session/session-store'
import { testToken, testUser } from '../../../test/support/component/shell-test-harness'
import { usePosition } from './use-position'

const device = { latitude: 13.6929, longitude: -89.2182 }
const place = {
  address: 'Colonia Escalón, San Salvador',
  area: 'Colonia Escalón',
  city: 'San Salvador',
  country: 'El Salvador',
  isFallback: false,
}
const getCurrentPosition = vi.fn(() => Promise.resolve(device))
vi.mock('../location', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getCurrentPosition: () => getCurrentPosition(),
}))
vi.mock('../location/geocoder', () => ({ lookUpPlace: () => Promise.resolve(place) }))
const saveAuthLocation = vi.fn((_update: unknown) => Promise.resolve({ ok: true }))
vi.mock('../account/account.actions', () => ({
  saveAuthLocation: (update: unknown) => saveAuthLocation(update),
}))

afterEach(() => {
  sessionStore.signOut()
  vi.clearAllMocks()
})

describe('usePosition (/lost-pets)', () => {
  it('stores the position asked for at load as the place of a user who has none', async () => {
    sessionStore.signIn(testUser({ latitude: null, longitude: null }), testToken)
    const { result, rerender } = renderHook(() => usePosition())
    await waitFor(() => expect(result.current).toEqual(device))
    await waitFor(() => expect(saveAuthLocation).toHaveBeenCalledTimes(1))
    expect(saveAuthLocation).toHaveBeenCalledWith({
      ...device,
      address: place.address,
      city: place.city,
      country: place.country,
    })
    rerender()
    expect(saveAuthLocation).toHaveBeenCalledTimes(1)
  })

  it('leaves a saved place alone: the user chose it', async () => {
    sessionStore.signIn(testUser({ latitude: 13.7, longitude: -89.2 }), testToken)
    const { result } = renderHook(() => usePosition())
    await waitFor(() => expect(result.current).toEqual(device))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(saveAuthLocation).not.toHaveBeenCalled()
  })

  it('stores nothing when the device gives no position', async () => {
    getCurrentPosition.mockImplementationOnce(() => Promise.reject(new Error('denied')))
    sessionStore.signIn(testUser({ latitude: null, longitude: null }), testToken)
    const { result } = renderHook(() => usePosition())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current).toBeNull()
    expect(saveAuthLocation).not.toHaveBeenCalled()
  })
})
