import { useEffect, useState } from 'react'
import type { Coordinates } from '@contract/geo'
import { getCurrentPosition } from '../location'
import { useSession } from '../../session/use-session'

/**
 * Where distances on /lost-pets are measured from: the device's position, asked for once at
 * load (spec §2), else the user's saved location, else nothing (no distance filtering).
 */
export function usePosition(): Coordinates | null {
  const user = useSession().user
  const [device, setDevice] = useState<Coordinates | null>(null)
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
  if (device) return device
  if (user && user.latitude !== null && user.longitude !== null)
    return { latitude: user.latitude, longitude: user.longitude }
  return null
}
