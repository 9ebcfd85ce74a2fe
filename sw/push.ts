/// <reference lib="webworker" />
/**
 * Web push in the worker: a push shows its notification, and a click opens the
 * screen it is about. The server builds the payload (server/modules/push/push-payload.ts):
 * title, body, a tag (one per conversation or alert, so repeats collapse), the app path to
 * open and an optional picture from our own /uploads/. Anything else in a push is ignored;
 * a push that is not ours still shows something, as browsers require for userVisibleOnly.
 */
declare const self: ServiceWorkerGlobalScope

export interface ShownPush {
  title: string
  options: Omit<NotificationOptions, 'data'> & {
    data: { url: string }
    vibrate?: number[]
    renotify?: boolean
  }
}

const ICON = '/icons/icon-192x192.png'
const BADGE = '/icons/badge-72x72.svg'
const FALLBACK_TITLE = 'Huellitas'

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null

/** Only a path of this app: a push can never send the user to another site. */
export function appPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/'
  return value
}

/** The notification a push payload (JSON text) shows. Pure: unit tested. */
export function notificationOf(raw: string | null): ShownPush {
  let data: Record<string, unknown> = {}
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>
  } catch {
    data = { body: raw }
  }
  const image = text(data.image, 300)
  const tag = text(data.tag, 200)
  return {
    title: text(data.title, 120) ?? FALLBACK_TITLE,
    options: {
      body: text(data.body, 600) ?? '',
      icon: image?.startsWith('/uploads/') ? image : ICON,
      badge: BADGE,
      ...(tag ? { tag, renotify: true } : {}),
      silent: data.silent === true,
      ...(data.vibrate === false ? {} : { vibrate: [200, 100, 200] }),
      data: { url: appPath(data.url) },
    },
  }
}

export function registerPushHandlers(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const shown = notificationOf(event.data?.text() ?? null)
    event.waitUntil(showUnlessInUse(shown))
  })

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close()
    const data = event.notification.data as { url?: unknown } | null
    const url = new URL(appPath(data?.url), self.location.origin).href
    event.waitUntil(openOrFocus(url))
  })
}

/**
 * A window of the app the user is looking at already shows the notification live (the bell, the
 * chat), so a system one would say it twice; browsers ask for none while a page is focused.
 */
async function showUnlessInUse(shown: ShownPush): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' })
  if (windows.some((client) => client.focused && client.visibilityState === 'visible')) return
  await self.registration.showNotification(shown.title, shown.options)
}

/** An open window of the app goes to the screen; else a new one opens there. */
async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (open) {
    const focused = await open.focus()
    await focused.navigate(url).catch(() => self.clients.openWindow(url))
    return
  }
  await self.clients.openWindow(url)
}
