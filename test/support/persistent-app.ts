import { chromium, type BrowserContext, type Page } from 'playwright-core'
import type { RegisteredUser } from './api'
import {
  assertChromiumInstalled,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  PHONE_OPTIONS,
  answerReverseGeocoder,
} from './browser'

/**
 * A browser with a profile on disk (launchPersistentContext): closing it and launching it again
 * on the same folder keeps what a phone keeps when the app is closed — IndexedDB (RxDB and the
 * outbox), the service worker and its write queue, localStorage (the session). The origin must
 * stay the same between launches: the chaos proxy's, which outlives server restarts.
 * `extraArgs` go after the usual flags (e.g. a camera: test/support/fake-camera.ts).
 */
export async function launchPersistentPhone(
  userDataDir: string,
  baseURL: string,
  extraArgs: readonly string[] = [],
): Promise<BrowserContext> {
  assertChromiumInstalled()
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    baseURL,
    ...PHONE_OPTIONS,
  })
  await answerReverseGeocoder(context)
  return context
}

/**
 * Stores `user`'s session the way the app does (localStorage) unless one is there already, so
 * a reopened profile keeps its own. Install once per launch, before the first navigation.
 */
export async function rememberSession(
  context: BrowserContext,
  user: RegisteredUser,
): Promise<void> {
  await context.addInitScript(
    (session) => {
      if (localStorage.getItem('auth-storage') === null) {
        localStorage.setItem('auth-storage', session)
      }
    },
    JSON.stringify({ user: user.user, token: user.token }),
  )
}

/**
 * Opens `path` in a new tab and waits until the service worker controls it: only a controlled
 * page's writes go to the worker's queue when offline. The first load registers the worker
 * (after the session's first sync) and is not controlled until a reload.
 */
export async function openControlledPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(path)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  }
  await page.getByRole('navigation', { name: 'Navegación principal' }).waitFor()
  return page
}

/**
 * The number of writes waiting to be sent, as the connection banner tells the user ('N cambios
 * pendientes de enviar'); 0 when it says nothing about them.
 */
export async function shownPendingCount(page: Page): Promise<number> {
  const text = await page.getByRole('status', { name: 'Estado de la conexión' }).innerText()
  const found = /(\d+) cambios? pendientes? de enviar/.exec(text)
  return found ? Number(found[1]) : 0
}
