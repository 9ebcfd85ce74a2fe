import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import sharp from 'sharp'
import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import { DEFAULT_MAP_STYLE_URL } from '@contract/map.contract'
import { MAP_COLORS } from '../../server/modules/map/map-style'
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
 * a stand-in style of one raster source when a test needs it to answer. Each test opens the
 * location picker in a fresh context (no worker cache carried over).
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

const standInStyle = {
  version: 8,
  sources: {
    openmaptiles: {
      type: 'raster',
      tiles: [`${HOST}/planet/{z}/{x}/{y}.png`],
      tileSize: 256,
      maxzoom: 14,
      attribution: ATTRIBUTION,
    },
  },
  layers: [
    { id: 'fondo', type: 'background', paint: { 'background-color': '#ffffff' } },
    { id: 'calles', type: 'raster', source: 'openmaptiles' },
  ],
}
const CORS = { 'access-control-allow-origin': '*' }

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
  /** when the map first asked the street host for anything, and what it asked */
  asked: { at: number; urls: string[] }
}

/**
 * A signed-in phone with no internet and the street host answered by `answerHost` (if given,
 * else left aborted by newPhoneContext); the picker of 'Configurar ubicación' opened.
 */
async function openPicker(answerHost?: (route: Route) => Promise<void>): Promise<Opened> {
  const context = await newPhoneContext(browser, server.baseUrl)
  await cutOffInternet(context)
  const asked = { at: 0, urls: [] as string[] }
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
  const errors = watchErrors(page)
  await page.goto('/settings')
  await page.getByRole('button', { name: /Configurar ubicación/ }).click()
  await page
    .getByRole('dialog', { name: 'Configurar ubicación' })
    .getByRole('button', { name: 'Elegir en el mapa' })
    .click()
  return { context, page, errors, asked }
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Configurar ubicación' })

describe('maps with streets by default', () => {
  test('the street style unreachable: the app’s own basemap draws with a note, no error', async () => {
    const { context, page, errors, asked } = await openPicker()
    const dialog = dialogOf(page)
    const region = dialog.locator('[role="region"][data-map-ready="true"]')
    await region.waitFor({ timeout: 30_000 })
    const note = dialog.getByRole('status').filter({ hasText: NOTE })
    await note.waitFor()
    const fellBackAt = Date.now()
    // The configured style was the street one, and it was asked first.
    expect(asked.urls[0]).toBe(DEFAULT_MAP_STYLE_URL)
    // It failed over on the failed request, not by waiting out the style's timeout.
    expect(fellBackAt - asked.at).toBeLessThan(STYLE_TIMEOUT_MS)

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
    const { context, page, errors, asked } = await openPicker((route) => {
      const url = new URL(route.request().url())
      return url.href === DEFAULT_MAP_STYLE_URL
        ? route.fulfill({ json: standInStyle, headers: CORS })
        : route.fulfill({ body: tile, contentType: 'image/png', headers: CORS })
    })
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
      route.request().url() === DEFAULT_MAP_STYLE_URL
        ? route.fulfill({ json: standInStyle, headers: CORS })
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
})
