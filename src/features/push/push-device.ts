import { getPushKey, removeSubscription, sendSubscription } from './push.api'

/**
 * This device's push subscription (spec §4 Notification permission): enabling asks the
 * browser's permission, subscribes through the service worker with the deployment's VAPID key
 * and tells the server, with the device's time zone for quiet hours; disabling undoes both.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on'

const READY_TIMEOUT_MS = 5_000

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!isPushSupported()) return null
  // No worker in development builds: ready would never settle.
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS))
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null
}

export async function pushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  if (Notification.permission !== 'granted') return 'off'
  return (await currentSubscription()) ? 'on' : 'off'
}

/** The server's key as bytes, as PushManager.subscribe wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export async function enablePush(): Promise<PushState> {
  const worker = await registration()
  if (!worker) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'blocked'
  if (permission !== 'granted') return 'off'
  const key = await getPushKey()
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    }))
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  await sendSubscription(subscription.toJSON(), { timeZone })
  return 'on'
}

export async function disablePush(): Promise<PushState> {
  const subscription = await currentSubscription()
  if (subscription) {
    await removeSubscription(subscription.endpoint)
    await subscription.unsubscribe()
  }
  return 'off'
}

/**
 * At sign-out the browser's subscription is dropped (this works offline). The server already
 * pushes only to devices whose session is live, so the ended session gets none either way; a
 * later push to the dropped endpoint gets 410 and the server forgets it.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null)
  await subscription?.unsubscribe().catch(() => false)
}
