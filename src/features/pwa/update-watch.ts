import type { PageToWorkerMessage } from '../../../sw/messages'
// Not the sync index: this chunk must not pull the sync engine in.
import { whenWritesStored } from '../../sync/writes-in-flight'
import { unsavedForms } from '../../ui/unsaved-forms'

/**
 * App updates. A new service worker installs beside the running one and waits (sw/sw.ts only
 * takes over on 'SKIP_WAITING'), so a tab never mixes old and new code. This module — loaded
 * lazily once the worker is registered, so it costs the first load nothing — notices a waiting
 * worker, checks for one now and then, and shows 'Hay una nueva versión de Huellitas'.
 * 'Actualizar' activates it; every tab of the app then reloads onto the new version, each
 * first waiting until no write is midway into the write queue (sync/write-queue) and no form
 * holds unsaved text (ui/unsaved-forms): nothing typed is lost by the reload.
 */
const CHECK_EVERY_MS = 60 * 60 * 1000
/** A tab coming back to the foreground checks at most this often. */
const MIN_CHECK_GAP_MS = 60 * 1000

let lastCheck = Date.now()

function checkForUpdate(registration: ServiceWorkerRegistration): void {
  lastCheck = Date.now()
  void registration.update().catch(() => {
    // Offline or the server is down: the next check will do.
  })
}

async function showPrompt(registration: ServiceWorkerRegistration): Promise<void> {
  const { mountUpdatePrompt } = await import('./UpdatePrompt')
  mountUpdatePrompt({
    onUpdate: async () => {
      await whenSafeToReload()
      // The reload itself happens on controllerchange (below), in this tab and the others.
      const message: PageToWorkerMessage = { type: 'SKIP_WAITING' }
      registration.waiting?.postMessage(message)
    },
  })
}

/** Resolves once this page can reload without losing a write or a form's text. */
export function whenSafeToReload(): Promise<void> {
  return new Promise<void>((resolve) => {
    const attempt = () => {
      if (unsavedForms.hasAny()) return
      stop()
      void whenWritesStored().then(resolve)
    }
    const stop = unsavedForms.subscribe(attempt)
    attempt()
  })
}

export function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const workers = navigator.serviceWorker
  // Only a worker waiting behind one that controls this page is an update; the very first
  // install activates (and claims the page) by itself.
  const offerIfWaiting = () => {
    if (registration.waiting && workers.controller) void showPrompt(registration)
  }
  offerIfWaiting()
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting()
    })
  })

  let controller = workers.controller
  workers.addEventListener('controllerchange', () => {
    const wasUpdate = controller !== null
    controller = workers.controller
    if (!wasUpdate) return
    // This page's code is the old version: reload onto the new one when nothing is lost.
    void whenSafeToReload().then(() => window.location.reload())
  })

  setInterval(() => checkForUpdate(registration), CHECK_EVERY_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > MIN_CHECK_GAP_MS) {
      checkForUpdate(registration)
    }
  })
}
