import { useCallback, useEffect, useRef, useState } from 'react'
import { getCurrentPosition, LocationError, lookUpPlace, PET_FORM_MAX_AGE_MS } from '../location'
import type { DevicePosition, PlaceAddress, PositionOptionsInput } from '../location'
import type { LatLng } from './map-constants'

/** The picker's address: the location module's one geocoder chain (spec §7). */
export type PickedAddress = PlaceAddress

/**
 * The location picker's states (spec §4 'Lost-alert dialog': the position comes from an initial
 * value, else the user's saved place, else the device; every change of position triggers a
 * reverse lookup shown as 'Obteniendo dirección...'). Lookups that an older position started
 * are dropped when they answer late, so the address always belongs to the pin.
 */
export interface PickedLocation extends LatLng {
  address: PickedAddress
  /** the device position ('Usar mi ubicación', or the start with nothing saved), not a pick by hand */
  isDevicePosition: boolean
}

export interface LocationPickerOptions {
  /** the value being edited (a form's saved coordinates) */
  initial?: LatLng | null
  /** its known address: shown without a lookup */
  initialAddress?: string | null
  /** the user's saved location, the start when there is no initial value */
  saved?: LatLng | null
  /** ask the device for its position when there is neither (default true) */
  isLocatingOnStart?: boolean
  onChange?: (picked: PickedLocation) => void
  /**
   * the pin moved to `point` and its address is being looked up: the last onChange no longer
   * holds (a form takes the point at once, so a quick submit never sends the old place)
   */
  onMoveStart?: (point: LatLng) => void
  /** injectable for tests; the real Geolocation API by default */
  getPosition?: (options?: PositionOptionsInput) => Promise<DevicePosition>
  fetchImpl?: typeof fetch
}

export interface LocationPickerState {
  point: LatLng | null
  address: string | null
  isLookingUp: boolean
  isLocating: boolean
  /** why the device position could not be read (§8), null when it could or was not asked */
  locateError: string | null
}

export function useLocationPicker({
  initial = null,
  initialAddress = null,
  saved = null,
  isLocatingOnStart = true,
  onChange,
  onMoveStart,
  getPosition = getCurrentPosition,
  fetchImpl,
}: LocationPickerOptions) {
  const start = initial ?? saved
  const isLookingUpStart = start !== null && !(initial && initialAddress)
  const [state, setState] = useState<LocationPickerState>({
    point: start,
    address: initial && initialAddress ? initialAddress : null,
    isLookingUp: isLookingUpStart,
    isLocating: start === null && isLocatingOnStart,
    locateError: null,
  })
  const lookupId = useRef(0)
  // The pin as last rendered: an answer for a pin that has since moved is dropped.
  const shownPoint = useRef(state.point)
  useEffect(() => {
    shownPoint.current = state.point
  })
  const onChangeRef = useRef(onChange)
  const onMoveStartRef = useRef(onMoveStart)
  useEffect(() => {
    onChangeRef.current = onChange
    onMoveStartRef.current = onMoveStart
  })

  /** Names `point` and reports it, unless the pin moved on before the answer came. */
  const lookUp = useCallback(
    async (point: LatLng, id: number, isDevicePosition = false) => {
      const address = await lookUpPlace(point.latitude, point.longitude, {
        ...(fetchImpl ? { fetchImpl } : {}),
      })
      if (id !== lookupId.current || shownPoint.current !== point) return
      setState((current) => ({ ...current, address: address.address, isLookingUp: false }))
      onChangeRef.current?.({ ...point, address, isDevicePosition })
    },
    [fetchImpl],
  )

  const moveTo = useCallback(
    (point: LatLng, isDevicePosition = false) => {
      const id = ++lookupId.current
      setState((current) => ({ ...current, point, isLookingUp: true, locateError: null }))
      onMoveStartRef.current?.(point)
      return lookUp(point, id, isDevicePosition)
    },
    [lookUp],
  )

  /** The device position (state already says 'locating'), then its address. */
  const locate = useCallback(async () => {
    try {
      const { latitude, longitude } = await getPosition({ maximumAge: PET_FORM_MAX_AGE_MS })
      setState((current) => ({ ...current, isLocating: false }))
      await moveTo({ latitude, longitude }, true)
    } catch (error) {
      const reason = error instanceof LocationError ? error.message : ''
      setState((current) => ({ ...current, isLocating: false, locateError: reason }))
    }
  }, [getPosition, moveTo])

  const locateMe = useCallback(() => {
    setState((current) => ({ ...current, isLocating: true, locateError: null }))
    return locate()
  }, [locate])

  // The first position: a start without an address is named; no start asks the device.
  const hasStarted = useRef(false)
  useEffect(() => {
    if (hasStarted.current) return
    hasStarted.current = true
    // Both only set state once their awaits answer (the lint rule cannot see through them).
    if (start && isLookingUpStart) {
      void lookUp(start, ++lookupId.current)
    } else if (!start && isLocatingOnStart) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      void locate()
    }
  }, [start, isLookingUpStart, isLocatingOnStart, lookUp, locate])

  // The value changed from outside (the form's own 'Usar mi ubicación'): the pin follows, with
  // the caller's address and no lookup of its own. Adjusted while rendering, as React advises.
  const [followed, setFollowed] = useState(initial)
  if (
    initial &&
    (initial.latitude !== followed?.latitude || initial.longitude !== followed.longitude)
  ) {
    setFollowed(initial)
    const isShown =
      state.point?.latitude === initial.latitude && state.point.longitude === initial.longitude
    if (!isShown) {
      setState((current) => ({
        ...current,
        point: { latitude: initial.latitude, longitude: initial.longitude },
        address: initialAddress,
        isLookingUp: false,
      }))
    }
  }

  return { ...state, moveTo, locateMe }
}
