import { useEffect } from 'react'
import { pushEndpoints } from '@contract/push.endpoints'
import { send } from '../../api/call'
import { isOffline } from '../../api/online'

/**
 * The notification settings (the gear's dialog, /notifications) open offline with the account's
 * last copy, also on a device where they were never opened online: once the service worker
 * controls the page and the device is online, the preferences are read once; the worker keeps
 * the answer (sw/last-known.ts). The signed-in shell mounts it lazily. Renders nothing.
 */
export default function PreferencesKeeperHost() {
  useEffect(() => {
    let isKept = false
    const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined
    const keep = () => {
      if (isKept || !worker?.controller || isOffline()) return
      isKept = true
      // A failed read is tried again at the next chance (back online, a new worker).
      send(pushEndpoints.preferences).catch(() => {
        isKept = false
      })
    }
    keep()
    window.addEventListener('online', keep)
    worker?.addEventListener('controllerchange', keep)
    return () => {
      window.removeEventListener('online', keep)
      worker?.removeEventListener('controllerchange', keep)
    }
  }, [])
  return null
}
