import { useEffect, useRef, useState } from 'react'
import type { Coordinates } from '@contract/geo'
import { getCurrentPosition } from '../location'
import { useSession } from '../../session/use-session'

/**
 * Spec §2: the browser position asked for at load is stored. A user with no saved place gets
 * it as their place (PUT /api/auth/location, as the pet forms do; sharing unchanged): the
 * alerts and found reports reach a device by its user's saved place, so without one this
 * screen would stay empty while alerts wait nearby. A place already saved is left alone: the
 * user chose it. A failure only warns, as in the pet forms.
 */
async function keepAsPlace({ latitude, longitude }: Coordinates): Promise<void> {
  try {
    // Loaded on use, off the screen's first load: the place names and the account's checks.
    const { lookUpPlace } = await import('../location/geocoder')
    const place = await lookUpPlace(latitude, longitude).catch(() => null)
    const { saveAuthLocation } = await import('../account/account.actions')
    const result = await saveAuthLocation({
      latitude,
      longitude,
      ...(place ? { address: place.address, city: place.city, country: place.country } : {}),
    })
    if (!result.ok) console.warn('PUT /api/auth/location refused:', result.message)
  } catch (error) {
    console.warn('PUT /api/auth/location failed:', error)
  }
}

/**
 * Where distances on /lost-pets are measured from: the device's position, asked for once at
 * load (spec §2), else the user's saved location, else nothing (no distance filtering).
 */
export function usePosition(): Coordinates | null {
  const user = useSession().user
  const [device, setDevice] = useState<Coordinates | null>(null)
  const hasPlace = user !== null && user.latitude !== null && user.longitude !== null
  const kept = useRef(false)
  useEffect(() => {
    let isCurrent = true
    getCurrentPosition()
      .then((position) => {
        if (isCurrent) setDevice({ latitude: position.latitude, longitude: position.longitude })
      })
      .catch(() => undefined)
    return () => {
      isCurrent = false
    }
  }, [])
  useEffect(() => {
    if (device === null || user === null || hasPlace || kept.current) return
    kept.current = true
    void keepAsPlace(device)
  }, [device, user, hasPlace])
  if (device) return device
  if (user && user.latitude !== null && user.longitude !== null)
    return { latitude: user.latitude, longitude: user.longitude }
  return null
}
