import { useEffect } from 'react'
import { isOffline } from '../../api/online'
import { readCachedPersonalities } from './personalities-cache'
import { refreshPersonalities } from './use-personalities'

/**
 * A pet needs a personality, so the pet forms need the catalogue: it is kept on the device from
 * the first signed-in visit (personalities-cache.ts), so /add-pet works offline also on a device
 * where it was never opened online. Only while nothing is kept: the forms refresh it once per
 * session themselves. The signed-in shell mounts it lazily. Renders nothing.
 */
export default function PersonalitiesKeeperHost() {
  useEffect(() => {
    const keep = () => {
      if (readCachedPersonalities() !== null || isOffline()) return
      void refreshPersonalities()
    }
    keep()
    window.addEventListener('online', keep)
    return () => window.removeEventListener('online', keep)
  }, [])
  return null
}
