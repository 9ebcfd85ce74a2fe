import { useCallback, useEffect, useRef, useState } from 'react'
import { location as texts } from '../../i18n/es/location'
import type { Coordinates } from './distance'
import { getCurrentPosition, type DevicePosition } from './geolocation'
import { LocationError } from './location-error'
import { CLEARED_LOCATION, locationUpdateFor, type SaveUserLocation } from './location-update'
import { forgetManualPlace } from './manual-place'

/**
 * The state machine behind the sharing toggle (spec §4 'Location sharing'):
 * - on: permission and position → reverse geocode → saveUserLocation → tracking;
 * - tracking: done by LocationTracker, mounted once for the whole app (not here, so a
 *   second watcher never saves the same move twice);
 * - off: tracking stops and every location field is saved as null;
 * - follow the device again ('Usar mi ubicación' after a place was picked by hand on the map,
 *   manual-place.ts): the same steps as turning on, after which tracking resumes.
 * Saving goes through the caller's `saveUserLocation`, so this module knows nothing of the
 * account feature; its result only needs `ok` and, on failure, a Spanish `message`.
 */
export type { SaveLocationResult, SaveUserLocation } from './location-update'

export type SharingPhase = 'idle' | 'locating' | 'saving' | 'turning-off'

export interface LocationSharingInput {
  shareLocation: boolean
  saveUserLocation: SaveUserLocation
}

function messageOf(error: unknown): string {
  if (error instanceof LocationError) {
    // A refusal is the user's choice: say how to undo it, in the spec's §8 words.
    return error.code === 'denied' ? texts.sharing.disabled : error.message
  }
  return texts.sharing.saveError
}

export function useLocationSharing({ shareLocation, saveUserLocation }: LocationSharingInput) {
  const [phase, setPhase] = useState<SharingPhase>('idle')
  const [error, setError] = useState<string | null>(null)
  // What the user just chose, until the saved profile says the same: `base` is the prop it was
  // chosen against, so a later change of the prop (replication, a rollback) wins.
  const [choice, setChoice] = useState<{ base: boolean; value: boolean } | null>(null)
  const isOn = choice && choice.base === shareLocation ? choice.value : shareLocation

  const saveRef = useRef(saveUserLocation)
  useEffect(() => {
    saveRef.current = saveUserLocation
  }, [saveUserLocation])

  const save = useCallback(
    async (position: DevicePosition | Coordinates) =>
      saveRef.current(await locationUpdateFor(position)),
    [],
  )

  async function turnOn() {
    setError(null)
    setPhase('locating')
    try {
      const position = await getCurrentPosition()
      setPhase('saving')
      const result = await save(position)
      if (result.ok) {
        setChoice({ base: shareLocation, value: true })
        // The device position is the saved place now: the tracker follows it again.
        forgetManualPlace()
      } else setError(result.message)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setPhase('idle')
    }
  }

  async function turnOff() {
    setError(null)
    setPhase('turning-off')
    // Tracking stops at once, whatever the server says; a hand-picked place is forgotten.
    setChoice({ base: shareLocation, value: false })
    forgetManualPlace()
    try {
      const result = await saveRef.current(CLEARED_LOCATION)
      if (!result.ok) {
        setError(result.message)
        setChoice(null)
      }
    } catch (failure) {
      setError(messageOf(failure))
      setChoice(null)
    } finally {
      setPhase('idle')
    }
  }

  const toggle = () => (isOn ? turnOff() : turnOn())
  return { isOn, phase, error, toggle, followDevice: turnOn }
}
