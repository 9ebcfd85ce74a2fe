import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { DEFAULT_MAP_STYLE_URL } from '@contract/map.contract'

/**
 * The system Chromium (Debian's package), never a downloaded browser. Flags: no sandbox (CI
 * runs as root), no GPU, and none of Chromium's background traffic (the machine has no
 * internet; without these it keeps retrying Google's hosts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The host of the default street style (OpenFreeMap: style, TileJSON, tiles, sprites, glyphs).
 * This machine has no internet, and CI must not depend on a public host: every browser finds
 * it unreachable (its name does not resolve, at once), as a device with no connection would,
 * so the suite sees the maps' fallback (the app's own basemap and 'Mapa simplificado (sin
 * conexión)'). A test that wants the street style answers this host itself with
 * context.route, which intercepts before the name is looked up.
 *
 * A launch flag rather than a route on every context: a route makes Playwright intercept
 * every request of the context (the service worker's 279 precache fetches included) and turns
 * Chromium's HTTP cache off, which cost each signed-in context about a quarter more CPU.
 */
const defaultMapUrl = new URL(DEFAULT_MAP_STYLE_URL)
export const DEFAULT_MAP_HOST = `${defaultMapUrl.origin}/**`

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--host-resolver-rules=MAP ${defaultMapUrl.hostname} ~NOTFOUND`,
]

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`,
    )
  }
}

/** `extraArgs` go after the usual flags (e.g. a fake camera: test/support/fake-camera.ts). */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  assertChromiumInstalled()
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  })
}

/** The phone the app is tested on (it is mobile-first), Spanish locale. */
export const PHONE_OPTIONS = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  locale: 'es-SV',
  hasTouch: true,
  isMobile: false,
}

/** A phone-sized context (the app is mobile-first), Spanish locale. */
export function newPhoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, ...PHONE_OPTIONS })
}

/** Signs in through the login form, as a person would, and waits for the signed-in home. */
export async function signInThroughForm(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Correo electrónico').fill(account.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

/**
 * The one public reverse geocoder the app asks for place names (GEOCODER_URL's default,
 * Nominatim; a third party this machine cannot reach): the picker, location sharing and the
 * pet forms all call it.
 */
export const REVERSE_GEOCODER = 'https://nominatim.openstreetmap.org/**'

/** A Nominatim jsonv2 answer naming `place` (its `address` details). */
export function nominatimAnswer(place: {
  road?: string
  suburb?: string
  city: string
  state?: string
  country: string
}) {
  const names = [place.road, place.suburb, place.city, place.state, place.country]
  return {
    display_name: names.filter(Boolean).join(', '),
    address: place,
  }
}

/** The machine has no internet: the reverse geocoder answers from here, naming `place`. */
export async function answerReverseGeocoder(
  context: BrowserContext,
  place: { city: string; country: string } = { city: 'San Salvador', country: 'El Salvador' },
): Promise<void> {
  await context.route(REVERSE_GEOCODER, (route) =>
    route.fulfill({
      json: nominatimAnswer(place),
      // Cross-origin fetch from the page: the answer must allow it, as Nominatim's does.
      headers: { 'access-control-allow-origin': '*' },
    }),
  )
}
