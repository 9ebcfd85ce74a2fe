import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { registerUser } from '../support/api'
import { launchChromium, newPhoneContext } from '../support/browser'
import {
  cutOffInternet,
  hexColor,
  instrumentPage,
  pixelCounts,
  watchErrors,
  type Rgb,
} from '../support/map-e2e'
import {
  FIXTURE_COLOR,
  writePmtilesFixture,
  type PmtilesFixtureOptions,
} from '../support/pmtiles-fixture'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * An operator's .pmtiles archive on the map (issue 14 acceptance): the server is started with
 * DATA_DIR/tiles/fixture.pmtiles (a tiny archive built by the test), adds it to /map/style.json
 * as a `pmtiles://` source, and the client reads it through the pmtiles protocol with HTTP
 * Range requests. With every other host cut off, the map in the location picker shows the
 * archive's colour. Two kinds of archive: raster (PNG tiles of one solid colour) and vector
 * (Protomaps-schema tiles, one park polygon per tile, which the server's street layers paint
 * park green — the kind of archive `pmtiles extract` makes from a Protomaps basemap).
 * The server's PUBLIC_URL names a host this browser never reaches (the page is opened at
 * 127.0.0.1): the style names no host, so the archive is still read from where the page is.
 */
const ARCHIVES: { kind: string; options: PmtilesFixtureOptions; color: Rgb }[] = [
  { kind: 'raster', options: {}, color: FIXTURE_COLOR },
  {
    kind: 'vector',
    options: { vector: { layer: 'landuse', properties: { kind: 'park' } } },
    // STREET_COLORS.park in server/modules/map/vector-layers.ts
    color: hexColor('#d8ebc8'),
  },
]

describe.each(ARCHIVES)('an operator $kind archive', ({ kind, options, color }) => {
  let dataDir: string
  let server: RunningServer
  let browser: Browser
  let context: BrowserContext
  let page: Page
  const rangeRequests: string[] = []

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `huellitas-pmtiles-${kind}-`))
    await writePmtilesFixture(join(dataDir, 'tiles', 'fixture.pmtiles'), options)
    server = await startServer({
      dataDir,
      env: { DEMO_DATA: '0', PUBLIC_URL: 'https://huellitas.example' },
    })
    browser = await launchChromium()
    const user = await registerUser(server.baseUrl, { name: 'Pedro Mosaico' })
    context = await newPhoneContext(browser, server.baseUrl)
    await cutOffInternet(context)
    await context.addInitScript(instrumentPage)
    await context.addInitScript(
      (session) => localStorage.setItem('auth-storage', session),
      JSON.stringify({ user: user.user, token: user.token }),
    )
    await context.grantPermissions(['geolocation'], { origin: server.baseUrl })
    await context.setGeolocation({ latitude: 13.6929, longitude: -89.2182, accuracy: 15 })
    page = await context.newPage()
    page.on('request', (request) => {
      const range = request.headers().range
      const archive = `${server.baseUrl}/map/tiles/fixture.pmtiles`
      if (request.url() === archive && range) rangeRequests.push(range)
    })
  }, 120_000)

  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('renders through the pmtiles protocol with Range requests', async () => {
    const errors = watchErrors(page)
    await page.goto('/settings')
    await page.getByRole('button', { name: /Configurar ubicación/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Configurar ubicación' })
    await dialog.getByRole('button', { name: 'Elegir en el mapa' }).click()
    const region = dialog.locator('[role="region"][data-map-ready="true"]')
    await region.waitFor({ timeout: 30_000 })
    await expect.poll(() => rangeRequests.length, { timeout: 20_000 }).toBeGreaterThan(0)
    await page.waitForTimeout(1_500)
    await page.screenshot({ path: `/tmp/mapshots/pmtiles-${kind}.png` })

    const shown = await pixelCounts(region, { fixture: color })
    expect(shown.counts.fixture / shown.total).toBeGreaterThan(0.3)
    expect(rangeRequests.every((range) => /^bytes=\d+-\d+$/.test(range))).toBe(true)
    expect(errors).toEqual([])
    expect(await page.evaluate(() => window.mapCspViolations ?? [])).toEqual([])

    // The area looked at in the picker can be kept offline too: the save announces its size.
    await dialog.getByRole('button', { name: 'Guardar esta zona sin conexión' }).click()
    await dialog.getByText(/^Se guardarán? .+\(≈ \d+,\d MB\)$/).waitFor()
    await page.screenshot({ path: '/tmp/mapshots/picker-save.png' })
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.getByRole('button', { name: 'Guardar esta zona sin conexión' }).waitFor()
  }, 90_000)
})
