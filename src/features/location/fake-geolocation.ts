import { vi, type Mock } from 'vitest'

/**
 * A scriptable navigator.geolocation for component tests (jsdom has none): tests answer the
 * pending getCurrentPosition call and push fixes to the active watches.
 */
export interface FakeGeolocation {
  api: Geolocation
  /** the spies behind `api`, to read the options each call got */
  calls: {
    getCurrentPosition: Mock<(...args: Parameters<Geolocation['getCurrentPosition']>) => void>
    watchPosition: Mock<(...args: Parameters<Geolocation['watchPosition']>) => number>
  }
  /** answers every waiting getCurrentPosition call */
  answer(latitude: number, longitude: number, accuracy?: number): void
  /** fails every waiting getCurrentPosition call with a GeolocationPositionError code */
  fail(code: 1 | 2 | 3): void
  /** sends a fix to every active watch */
  move(latitude: number, longitude: number): void
  activeWatches(): number
}

function positionOf(latitude: number, longitude: number, accuracy = 12): GeolocationPosition {
  return {
    coords: { latitude, longitude, accuracy } as GeolocationCoordinates,
    timestamp: Date.now(),
  } as GeolocationPosition
}

export function installFakeGeolocation(): FakeGeolocation {
  type Pending = { resolve: PositionCallback; reject?: PositionErrorCallback | null }
  let pending: Pending[] = []
  const watches = new Map<number, PositionCallback>()
  let nextId = 1
  const calls = {
    getCurrentPosition: vi.fn(
      (...[resolve, reject]: Parameters<Geolocation['getCurrentPosition']>) => {
        pending.push({ resolve, reject })
      },
    ),
    watchPosition: vi.fn((...[onPosition]: Parameters<Geolocation['watchPosition']>) => {
      const id = nextId++
      watches.set(id, onPosition)
      return id
    }),
  }
  const api = {
    ...calls,
    clearWatch: vi.fn((id: number) => {
      watches.delete(id)
    }),
  } as unknown as Geolocation
  Object.defineProperty(navigator, 'geolocation', { value: api, configurable: true })
  return {
    api,
    calls,
    answer(latitude, longitude, accuracy) {
      const waiting = pending
      pending = []
      for (const call of waiting) call.resolve(positionOf(latitude, longitude, accuracy))
    },
    fail(code) {
      const waiting = pending
      pending = []
      for (const call of waiting) {
        call.reject?.({ code, message: 'fake' } as GeolocationPositionError)
      }
    },
    move(latitude, longitude) {
      for (const onPosition of [...watches.values()]) onPosition(positionOf(latitude, longitude))
    },
    activeWatches: () => watches.size,
  }
}

export function removeFakeGeolocation(): void {
  Reflect.deleteProperty(navigator, 'geolocation')
}
