import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import sharp from 'sharp'
import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import { DEFAULT_MAP_STYLE_URL, mapPaths } from '@contract/map.contract'
import { MAP_COLORS } from '../../server/modules/map/map-style'
import {
  MAP_CACHE_PREFIX,
  MAP_TILES_CACHE,
  SAVED_AREA_CACHE_PREFIX,
} from '../../sw/map/map-cache-names'
import { registerUser, type RegisteredUser } from '../support/api'
import { DEFAULT_MAP_HOST, launchChromium, newPhoneContext } from '../support/browser'
import {
  cutOffInternet,
  hexColor,
  instrumentPage,
  pixelCounts,
  watchErrors,
  type Rgb,
} from '../support/map-e2e'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * Streets by default, and the app's own basemap when they cannot load. The server runs with
 * no MAP_STYLE_URL, so the client is handed OpenFreeMap's street style. This machine has no
 * internet and the suite must not need one: that host is aborted, or answered from here with
 * a stand-in shaped like OpenFreeMap's (a style whose source is a TileJSON URL on the same
 * host, naming the tiles and the attribution) when a test needs it to answer. Each test opens
 * the location picker in a fresh context (no worker cache carried over).
 */
const HOME = { latitude: 13.6929, longitude: -89.2182 }
const NOTE = 'Mapa simplificado (sin conexión)'
const LAND = hexColor(MAP_COLORS.land)
/** The stand-in street tiles' colour: nothing in the app's own basemap is this purple. */
const STREETS: Rgb = { r: 122, g: 62, b: 161 }
const HOST = new URL(DEFAULT_MAP_STYLE_URL).origin
const ATTRIBUTION = '© OpenFreeMap © OpenMapTiles Data from OpenStreetMap'
/** use-basemap-style's STYLE_TIMEOUT_MS: falling back sooner means it failed over on the error. */
const STYLE_TIMEOUT_MS = 10_000

const TILEJSON_URL = `${HOST}/planet`
const standInStyle = {
  version: 8,
  sources: { openmaptiles: { type: 'raster', url: TILEJSON_URL, tileSize: 256 } },
  layers: [
    { id: 'fondo', type: 'background', paint: { 'background-color': '#ffffff' } },
    { id: 'calles', type: 'raster', source: 'openmaptiles' },
  ],
}
const standInTileJson = {
  tilejson: '3.0.0',
  tiles: [`${HOST}/planet/{z}/{x}/{y}.png`],
  maxzoom: 14,
  attribution: ATTRIBUTION,
}
const CORS = { 'access-control-allow-origin': '*' }

/** The street host answering: the style, its TileJSON and every tile (one purple PNG). */
function answerStreets(route: Route): Promise<void> {
  const url = route.request().url()
  if (url === DEFAULT_MAP_STYLE_URL) return route.fulfill({ json: standInStyle, headers: CORS })
  if (url === TILEJSON_URL) return route.fulfill({ json: standInTileJson, headers: CORS })
  return route.fulfill({ body: tile, contentType: 'image/png', headers: CORS })
}

let server: RunningServer
let browser: Browser
let user: RegisteredUser
let tile: Buffer

beforeAll(async () => {
  server = await startServer({ env: { DEMO_DATA: '0' } })
  browser = await launchChromium()
  user = await registerUser(server.baseUrl, { name: 'Elena Calles' })
  tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: STREETS },
  })
    .png()
    .toBuffer()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

interface Opened {
  context: BrowserContext
  page: Page
  errors: string[]
  /**
   * when the map first asked the street host for anything, and what it asked; when the page
   * asked for the app's own style (the fallback), 0 until it did
   */
  asked: { at: number; urls: string[]; ownStyleAt: number }
}

/**
 * A signed-in phone with no internet and the street host answered by `answerHost` (if given,
 * else left aborted by newPhoneContext); the picker of 'Configurar ubicación' opened, after a
 * reload under the worker's control when `isControlled`.
 */
async function openPicker(
  answerHost?: (route: Route) => Promise<void>,
  isControlled = false,
): Promise<Opened> {
  const context = await newPhoneContext(browser, server.baseUrl)
  await cutOffInternet(context)
  const asked = { at: 0, urls: [] as string[], ownStyleAt: 0 }
  await context.route(DEFAULT_MAP_HOST, (route) => {
    asked.at ||= Date.now()
    asked.urls.push(route.request().url())
    return answerHost ? answerHost(route) : route.abort('internetdisconnected')
  })
  await context.addInitScript(instrumentPage)
  await context.addInitScript(
    (session) => localStorage.setItem('auth-storage', session),
    JSON.stringify({ user: user.user, token: user.token }),
  )
  await context.grantPermissions(['geolocation'], { origin: server.baseUrl })
  await context.setGeolocation({ ...HOME, accuracy: 15 })
  const page = await context.newPage()
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === mapPaths.style) asked.ownStyleAt ||= Date.now()
  })
  const errors = watchErrors(page)
  await page.goto('/settings')
  if (isControlled) {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    // The first load is not controlled until the worker claims it; a reload is.
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  }
  await openPickerDialog(page)
  return { context, page, errors, asked }
}

async function openPickerDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Configurar ubicación/ }).click()
  await dialogOf(page).getByRole('button', { name: 'Elegir en el mapa' }).click()
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Configurar ubicación' })

/** Share of the picker map's pixels in the stand-in streets' purple. */
async function streetsShare(page: Page): Promise<number> {
  const region = dialogOf(page).locator('[role="region"][data-map-ready="true"]')
  const shown = await pixelCounts(region, { streets: STREETS })
  return shown.counts.streets / shown.total
}

/** Keys (URLs) in the map caches of the page's origin, per cache. */
function mapCacheKeys(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async (prefix) => {
    const result: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue
      result[name] = (await (await caches.open(name)).keys()).map((request) => request.url)
    }
    return result
  }, MAP_CACHE_PREFIX)
}

describe('maps with streets by default', () => {
  test('the street style unreachable: the app’s own basemap draws with a note, no error', async () => {
    const { context, page, errors, asked } = await openPicker()
    const dialog = dialogOf(page)
    const region = dialog.locator('[role="region"][data-map-ready="true"]')
    await region.waitFor({ timeout: 30_000 })
    const note = dialog.getByRole('status').filter({ hasText: NOTE })
    await note.waitFor()
    // The configured style was the street one, and it was asked first.
    expect(asked.urls[0]).toBe(DEFAULT_MAP_STYLE_URL)
    // It failed over on the failed request, not by waiting out the style's timeout: the own
    // style was asked for well before that (drawing it may take longer on a busy machine).
    expect(asked.ownStyleAt).toBeGreaterThan(0)
    expect(asked.ownStyleAt - asked.at).toBeLessThan(STYLE_TIMEOUT_MS)

    await page.waitForTimeout(1_500) // tiles and labels drawn
    await page.screenshot({ path: '/tmp/mapshots/streets-fallback.png' })
    const shown = await pixelCounts(region, { land: LAND })
    expect(shown.counts.land / shown.total).toBeGreaterThan(0.3)
    await dialog.locator('.maplibregl-ctrl-attrib').getByText('Natural Earth').waitFor()
    // A note, not an error: no alert, no 'No se pudo cargar el mapa', nothing in the console.
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await page.getByText('No se pudo cargar el mapa').count()).toBe(0)
    expect(errors).toEqual([])
    expect(await page.evaluate(() => window.mapCspViolations ?? [])).toEqual([])
    await context.close()
  }, 90_000)

  test('the street style answering: its tiles draw with its attribution, and no note', async () => {
    const { context, page, errors, asked } = await openPicker(answerStreets)
    const dialog = dialogOf(page)
    const region = dialog.locator('[role="region"][data-map-ready="true"]')
    await region.waitFor({ timeout: 30_000 })
    await page.waitForTimeout(1_500)
    await page.screenshot({ path: '/tmp/mapshots/streets-default.png' })
    const shown = await pixelCounts(region, { streets: STREETS, land: LAND })
    expect(shown.counts.streets / shown.total).toBeGreaterThan(0.5)
    // None of the app's own basemap (a few near-white pixels of the controls' edges aside).
    expect(shown.counts.land / shown.total).toBeLessThan(0.01)
    await dialog.locator('.maplibregl-ctrl-attrib').getByText('© OpenFreeMap').waitFor()
    expect(await dialog.getByText(NOTE).count()).toBe(0)
    expect(asked.urls.some((url) => /\/planet\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true)
    expect(errors).toEqual([])
    expect(await page.evaluate(() => window.mapCspViolations ?? [])).toEqual([])
    await context.close()
  }, 90_000)

  test('the style answering but none of its tiles: the app’s own basemap, with the note', async () => {
    const { context, page, errors } = await openPicker((route) =>
      route.request().url() === DEFAULT_MAP_STYLE_URL || route.request().url() === TILEJSON_URL
        ? answerStreets(route)
        : route.abort('internetdisconnected'),
    )
    const dialog = dialogOf(page)
    await dialog.getByRole('status').filter({ hasText: NOTE }).waitFor({ timeout: 30_000 })
    const region = dialog.locator('[role="region"][data-map-ready="true"]')
    await region.waitFor({ timeout: 30_000 })
    await page.waitForTimeout(1_500)
    const shown = await pixelCounts(region, { land: LAND })
    expect(shown.counts.land / shown.total).toBeGreaterThan(0.3)
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)

  test('a street area saved with ‘Guardar esta zona sin conexión’ draws its streets offline', async () => {
    let isOnline = true
    const { context, page, errors } = await openPicker(
      (route) => (isOnline ? answerStreets(route) : route.abort('internetdisconnected')),
      true,
    )
    const dialog = dialogOf(page)
    await expect.poll(() => streetsShare(page), { timeout: 30_000 }).toBeGreaterThan(0.5)

    await dialog.getByRole('button', { name: 'Guardar esta zona sin conexión' }).click()
    await dialog.getByText(/^Se guardarán \d+ mosaicos? \(≈ \d+,\d MB\)$/).waitFor()
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click()
    await dialog
      .getByText(/^Zona guardada \(\d+,\d MB\)\. Podrás verla sin conexión hasta el/)
      .waitFor({ timeout: 30_000 })
    const stored = await mapCacheKeys(page)
    const areas = Object.keys(stored).filter((name) => name.startsWith(SAVED_AREA_CACHE_PREFIX))
    expect(areas).toHaveLength(1)
    // The street style the map shows, its TileJSON and its tiles, not the app's own style.
    const saved = stored[areas[0]!] ?? []
    expect(saved).toEqual(
      expect.arrayContaining([
        `${server.baseUrl}/api/config`,
        DEFAULT_MAP_STYLE_URL,
        TILEJSON_URL,
        expect.stringMatching(/^https:\/\/tiles\.openfreemap\.org\/planet\/\d+\/\d+\/\d+\.png$/),
      ]),
    )
    expect(saved).not.toContain(`${server.baseUrl}/map/style.json`)

    // What browsing kept is evicted; with no connection, the saved area alone draws the streets.
    await page.evaluate((name) => caches.delete(name), MAP_TILES_CACHE)
    isOnline = false
    await context.setOffline(true)
    await page.reload()
    await openPickerDialog(page)
    await expect.poll(() => streetsShare(page), { timeout: 30_000 }).toBeGreaterThan(0.5)
    await page.screenshot({ path: '/tmp/mapshots/streets-saved-offline.png' })
    expect(await dialog.getByText(NOTE).count()).toBe(0)
    // Offline, the app's API and socket requests fail (Chromium logs each); nothing of the
    // map did, and nothing threw.
    const isMapError = (error: string) => /\/map\/|openfreemap|maplibre|^pageerror/i.test(error)
    expect(errors.filter(isMapError)).toEqual([])
    await context.close()
  }, 120_000)
})
