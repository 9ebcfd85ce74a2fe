import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import {
  MAP_CACHE_PREFIX,
  MAP_RANGES_CACHE,
  MAP_TILES_CACHE,
  SAVED_AREA_CACHE_PREFIX,
  SAVED_AREAS_RECORD_CACHE,
  SAVED_AREAS_RECORD_PATH,
  WHOLE_ARCHIVE_MAX_BYTES,
} from '../../sw/map/map-cache-names'
import { LAST_KNOWN_CACHE } from '../../sw/last-known'
import { createPet } from '../integration/pets-fixtures'
import { call, registerUser, type RegisteredUser } from '../support/api'
import { launchChromium, newPhoneContext } from '../support/browser'
import { writePmtilesFixture, type PmtilesFixture } from '../support/pmtiles-fixture'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * Issue 14, point 3: viewed areas stay available offline. Real server with the tiny raster
 * .pmtiles fixture in DATA_DIR/tiles (a solid magenta layer over the basemap), real Chromium,
 * the production build and its service worker. Every request to a host other than localhost
 * is aborted; setOffline applies to the worker's fetches too. The owner's pet profile shows its
 * place on a map: that is the map these tests view, save and reopen offline.
 */
let server: RunningServer
let browser: Browser
let dataDir: string
let fixture: PmtilesFixture
let owner: RegisteredUser
let petId: string

const ARCHIVE_PATH = '/map/tiles/calles.pmtiles'

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'huellitas-map-offline-'))
  fixture = await writePmtilesFixture(join(dataDir, 'tiles', 'calles.pmtiles'))
  server = await startServer({ env: { DEMO_DATA: '0' }, dataDir })
  browser = await launchChromium()
  owner = await registerUser(server.baseUrl, { name: 'Marta Mapa' })
  petId = (await createPet(server.baseUrl, owner.token, { name: 'Luna' })).id
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

function isLocal(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1'
}

/**
 * `path` open for `session` in a new phone context under the worker's control, with no request
 * leaving the machine. `prepare` adds routes (a mocked public host) before the page opens:
 * Playwright tries the routes added last first.
 */
async function openControlled(
  baseUrl: string,
  session: RegisteredUser,
  path: string,
  prepare?: (context: BrowserContext) => Promise<unknown>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser, baseUrl)
  await context.route(
    (url) => !isLocal(url),
    (route) => route.abort(),
  )
  await prepare?.(context)
  await context.addInitScript(
    (stored) => localStorage.setItem('auth-storage', stored),
    JSON.stringify({ user: session.user, token: session.token }),
  )
  const page = await context.newPage()
  await page.goto(path)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  // The first load is not controlled until the worker claims it; a reload is.
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return { context, page }
}

/** The owner's pet profile, whose map these tests view, save and reopen offline. */
function openPetMap(): Promise<{ context: BrowserContext; page: Page }> {
  return openControlled(server.baseUrl, owner, `/pet/${petId}`)
}

/**
 * The pet profile's interactive map: the profile shows the server's picture first and loads
 * MapLibre on 'Ver mapa interactivo' (again after each reload).
 */
async function interactiveMap(page: Page) {
  const map = page.locator('[data-map-ready="true"]')
  const open = page.getByRole('button', { name: 'Ver mapa interactivo' })
  await Promise.race([map.waitFor(), open.waitFor()])
  if (await open.isVisible()) await open.click()
  await map.waitFor()
  return map
}

/** Share of the map's pixels in the fixture's magenta: the archive's tiles are drawn. */
async function archiveShare(page: Page): Promise<number> {
  const map = await interactiveMap(page)
  const { data, info } = await sharp(await map.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  let magenta = 0
  for (let i = 0; i < data.length; i += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]]
    if (r > 230 && g < 40 && b > 230) magenta += 1
  }
  return magenta / (info.width * info.height)
}

async function expectArchiveDrawn(page: Page): Promise<void> {
  await expect.poll(() => archiveShare(page), { timeout: 20_000 }).toBeGreaterThan(0.3)
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

/** The names of the caches of the page's origin that start with `prefix`. */
function cacheNames(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(
    async (start) => (await caches.keys()).filter((name) => name.startsWith(start)),
    prefix,
  )
}

/** The record of saved areas (saved-areas.ts): the cache names of the areas it lists. */
function savedAreasRecord(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ cache, path }) => {
      const stored = await (await caches.open(cache)).match(path)
      const areas = stored ? ((await stored.json()) as { cacheName: string }[]) : []
      return areas.map((area) => area.cacheName)
    },
    { cache: SAVED_AREAS_RECORD_CACHE, path: SAVED_AREAS_RECORD_PATH },
  )
}

/** A range of the archive read in the page (through the worker), as pmtiles reads it. */
function readRange(page: Page, start: number, end: number) {
  return page.evaluate(
    async ({ path, range }) => {
      const response = await fetch(path, { headers: { range } })
      const bytes = new Uint8Array(await response.arrayBuffer())
      return {
        status: response.status,
        contentRange: response.headers.get('content-range'),
        bytes: Array.from(bytes),
      }
    },
    { path: ARCHIVE_PATH, range: `bytes=${start}-${end}` },
  )
}

/** What the map asks the worker for, read in the page: status and body of each. */
function readMapFiles(page: Page, paths: string[]) {
  return page.evaluate(
    (all) =>
      Promise.all(
        all.map(async (path) => {
          try {
            const response = await fetch(path)
            return { path, status: response.status, body: await response.text() }
          } catch {
            return { path, status: 0, body: '' }
          }
        }),
      ),
    paths,
  )
}

describe('the map offline', () => {
  test('the worker answers the config, style, data and archive ranges offline', async () => {
    const { context, page } = await openPetMap()
    const files = ['/api/config', '/map/style.json', '/map/data/land.geojson']
    const online = await readMapFiles(page, files)
    expect(online.map((file) => file.status)).toEqual([200, 200, 200])
    expect(online[1]?.body).toContain(`"pmtiles://${ARCHIVE_PATH}"`)
    expect((await readRange(page, 0, 16383)).status).toBe(206)
    await expect
      .poll(async () => Object.values(await mapCacheKeys(page)).flat(), { timeout: 10_000 })
      .toContain(`${server.baseUrl}${ARCHIVE_PATH}`)

    await context.setOffline(true)
    await page.reload()
    expect(await readMapFiles(page, files)).toEqual(online)
    const tile = await readRange(
      page,
      fixture.tileOffset,
      fixture.tileOffset + fixture.tileLength - 1,
    )
    expect(tile.status).toBe(206)
    expect(Buffer.from(tile.bytes).equals(fixture.tile)).toBe(true)
    // Nothing kept, nothing answered: an archive never read fails offline as it should.
    const unknown = await page.evaluate(() =>
      fetch('/map/tiles/otra.pmtiles', { headers: { range: 'bytes=0-99' } }).then(
        (response) => response.status,
        () => 'network error',
      ),
    )
    expect(unknown).toBe('network error')
    await context.close()
  })

  test('a viewed area draws again offline after a reload, its archive ranges from the cache', async () => {
    const { context, page } = await openPetMap()
    await expectArchiveDrawn(page)
    // The worker stores after answering: wait for the style, the data and the archive.
    await expect
      .poll(async () => Object.values(await mapCacheKeys(page)).flat(), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          `${server.baseUrl}/map/style.json`,
          `${server.baseUrl}/map/data/land.geojson`,
          `${server.baseUrl}${ARCHIVE_PATH}`,
        ]),
      )

    await context.setOffline(true)
    await page.reload()
    await expectArchiveDrawn(page)

    // pmtiles' reads, answered by the worker with no network: the 16 KB header read of a
    // smaller archive gets the bytes that exist, a tile's range exactly its bytes.
    const size = fixture.bytes.length
    const header = await readRange(page, 0, 16383)
    expect(header.status).toBe(206)
    expect(header.contentRange).toBe(`bytes 0-${size - 1}/${size}`)
    expect(Buffer.from(header.bytes).equals(fixture.bytes)).toBe(true)
    const tile = await readRange(
      page,
      fixture.tileOffset,
      fixture.tileOffset + fixture.tileLength - 1,
    )
    expect(tile.status).toBe(206)
    expect(Buffer.from(tile.bytes).equals(fixture.tile)).toBe(true)
    await context.close()
  })

  test('a saved area draws offline, panned and zoomed, after browsing’s caches are gone', async () => {
    const { context, page } = await openPetMap()
    await expectArchiveDrawn(page)

    await page.getByRole('button', { name: 'Guardar esta zona sin conexión' }).click()
    await page.getByText(/^Se guardarán \d+ mosaicos? \(≈ \d+,\d MB\)$/).waitFor()
    await page.getByRole('button', { name: 'Guardar', exact: true }).click()
    await page
      .getByText(/^Zona guardada \(\d+,\d MB\)\. Podrás verla sin conexión hasta el/)
      .waitFor()

    const stored = await mapCacheKeys(page)
    const areas = Object.keys(stored).filter((name) => name.startsWith(SAVED_AREA_CACHE_PREFIX))
    expect(areas).toHaveLength(1)
    const saved = stored[areas[0]!] ?? []
    expect(saved).toEqual(
      expect.arrayContaining([
        `${server.baseUrl}/api/config`,
        `${server.baseUrl}/map/style.json`,
        `${server.baseUrl}/map/data/land.geojson`,
        `${server.baseUrl}${ARCHIVE_PATH}?huellitas-bytes=0-16383`,
      ]),
    )
    expect(await savedAreasRecord(page)).toEqual(areas)

    // What ordinary browsing kept is evicted (its bounds, its age): the saved area remains.
    await page.evaluate(
      (names) => Promise.all(names.map((name) => caches.delete(name))),
      [MAP_TILES_CACHE, MAP_RANGES_CACHE],
    )
    await context.setOffline(true)
    await page.reload()
    await expectArchiveDrawn(page)

    // Another part of the saved area: dragged a little, then one zoom closer.
    const box = (await page.locator('[data-map-ready="true"]').boundingBox())!
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    await page.mouse.move(centre.x, centre.y)
    await page.mouse.down()
    await page.mouse.move(centre.x - 60, centre.y - 40, { steps: 8 })
    await page.mouse.up()
    await page.mouse.wheel(0, -300)
    await expectArchiveDrawn(page)

    // Still offline, Settings lists the area from the device alone; 'Eliminar' frees it.
    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'Zonas sin conexión' })
    const item = section.getByRole('listitem')
    await expect
      .poll(() => item.textContent(), { timeout: 15_000 })
      .toMatch(/^(Cerca de .+|Zona sin nombre)Zoom \d+–\d+ · \d+,\d MB · Guardada el \d+ de \w+/)
    await page.screenshot({ path: '/tmp/mapshots/saved-areas.png', fullPage: true })
    await item.getByRole('button', { name: /^Eliminar/ }).click()
    await section
      .getByRole('status')
      .getByText(/^Se eliminó .+\. Ya no estará disponible/)
      .waitFor()
    await section.getByText(/^No has guardado ninguna zona/).waitFor()
    expect(await cacheNames(page, SAVED_AREA_CACHE_PREFIX)).toEqual([])
    expect(await savedAreasRecord(page)).toEqual([])

    // Signing out forgets every map this device kept, saved or viewed, and the record of them:
    // the next person on the device learns nothing of where the last one lives.
    await context.setOffline(false)
    await page.goto('/settings')
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    await page.getByRole('link', { name: 'Comenzar Gratis' }).first().waitFor()
    await expect.poll(() => cacheNames(page, MAP_CACHE_PREFIX)).toEqual([])
    await context.close()
  }, 120_000)

  test('a session ended elsewhere (revoked: the socket says so) forgets the maps too', async () => {
    // Another person, who signs out of every device from somewhere else.
    const other = await registerUser(server.baseUrl, { name: 'Nora Mapa' })
    const pet = await createPet(server.baseUrl, other.token, { name: 'Kira' })
    const { context, page } = await openControlled(server.baseUrl, other, `/pet/${pet.id}`)
    await expectArchiveDrawn(page)
    await expect
      .poll(() => cacheNames(page, MAP_CACHE_PREFIX), { timeout: 10_000 })
      .toEqual(expect.arrayContaining([MAP_TILES_CACHE]))

    const revoked = await call(server.baseUrl, 'POST', '/api/auth/logout-all', {
      token: other.token,
    })
    expect(revoked.status).toBe(204)
    // The page learns it from the socket ('session-ended') and wipes the session: no request
    // of its own went to the sign-out route the worker watches.
    await page.waitForURL(/\/login$/, { timeout: 20_000 })
    await expect.poll(() => cacheNames(page, MAP_CACHE_PREFIX)).toEqual([])
    expect(await cacheNames(page, LAST_KNOWN_CACHE)).toEqual([])
    await context.close()
  }, 90_000)
})

/**
 * A hosted style (MAP_STYLE_URL on another host, such as OpenFreeMap): the worker learns its
 * host from /api/config and the style, and keeps the style and its tiles, fetched with CORS.
 * That public host is the one thing mocked here (the machine has no internet): it answers
 * while online, and is aborted like every other host once offline.
 */
describe('a hosted style offline', () => {
  const HOST = 'https://tiles.example.org'
  const STYLE_URL = `${HOST}/styles/prueba.json`
  const hostedStyle = {
    version: 8,
    sources: {
      calles: {
        type: 'raster',
        tiles: [`${HOST}/calles/{z}/{x}/{y}.png`],
        tileSize: 256,
        maxzoom: 2,
      },
    },
    layers: [
      { id: 'fondo', type: 'background', paint: { 'background-color': '#ffffff' } },
      { id: 'calles', type: 'raster', source: 'calles' },
    ],
  }
  let hosted: RunningServer
  let reader: RegisteredUser
  let readerPetId: string

  beforeAll(async () => {
    hosted = await startServer({ env: { DEMO_DATA: '0', MAP_STYLE_URL: STYLE_URL } })
    reader = await registerUser(hosted.baseUrl, { name: 'Rita Mapa' })
    readerPetId = (await createPet(hosted.baseUrl, reader.token, { name: 'Sol' })).id
  })

  afterAll(async () => {
    await hosted?.stop()
  })

  test('its style and tiles draw again offline after a reload', async () => {
    const cors = { 'access-control-allow-origin': '*' }
    const answerHost = (route: Route) => {
      const url = new URL(route.request().url())
      return url.pathname === '/styles/prueba.json'
        ? route.fulfill({ json: hostedStyle, headers: cors })
        : route.fulfill({ body: fixture.tile, contentType: 'image/png', headers: cors })
    }
    const { context, page } = await openControlled(
      hosted.baseUrl,
      reader,
      `/pet/${readerPetId}`,
      (opened) => opened.route(`${HOST}/**`, answerHost),
    )
    await expectArchiveDrawn(page)
    await expect
      .poll(async () => Object.values(await mapCacheKeys(page)).flat(), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          STYLE_URL,
          expect.stringMatching(/^https:\/\/tiles\.example\.org\/calles\/2\/\d\/\d\.png$/),
        ]),
      )

    await context.unroute(`${HOST}/**`, answerHost)
    await context.setOffline(true)
    await page.reload()
    await expectArchiveDrawn(page)
    await context.close()
  })
})

/**
 * A regional extract: an archive past WHOLE_ARCHIVE_MAX_BYTES, built by the test (every tile
 * its own bytes, padding before them), is never fetched whole: the worker keeps each range
 * the map reads as a slice of its own, and answers them offline after a reload.
 */
describe('a large archive offline', () => {
  const LARGE_PATH = '/map/tiles/region.pmtiles'
  let largeDir: string
  let large: RunningServer
  let viewer: RegisteredUser
  let viewerPetId: string

  beforeAll(async () => {
    largeDir = mkdtempSync(join(tmpdir(), 'huellitas-map-large-'))
    const region = await writePmtilesFixture(join(largeDir, 'tiles', 'region.pmtiles'), {
      distinctTiles: true,
      padBytes: WHOLE_ARCHIVE_MAX_BYTES + 512 * 1024,
    })
    expect(region.bytes.length).toBeGreaterThan(WHOLE_ARCHIVE_MAX_BYTES)
    large = await startServer({ env: { DEMO_DATA: '0' }, dataDir: largeDir })
    viewer = await registerUser(large.baseUrl, { name: 'Olga Región' })
    viewerPetId = (await createPet(large.baseUrl, viewer.token, { name: 'Tango' })).id
  })

  afterAll(async () => {
    await large?.stop()
    if (largeDir) rmSync(largeDir, { recursive: true, force: true })
  })

  test('its tiles are read and kept as sliced ranges, and draw again offline', async () => {
    const ranges = new Set<string>()
    const { context, page } = await openControlled(
      large.baseUrl,
      viewer,
      `/pet/${viewerPetId}`,
      (opened) =>
        opened.route(`**${LARGE_PATH}`, (route) => {
          const range = route.request().headers().range
          if (range) ranges.add(range)
          return route.fallback()
        }),
    )
    await expectArchiveDrawn(page)
    // The 16 KB header and root directory, then each tile shown: several ranges.
    expect([...ranges].every((range) => /^bytes=\d+-\d+$/.test(range))).toBe(true)
    expect(ranges.size).toBeGreaterThanOrEqual(2)
    const archive = `${large.baseUrl}${LARGE_PATH}`
    const slices = [...ranges].map((range) => `${archive}?huellitas-bytes=${range.slice(6)}`)
    await expect
      .poll(async () => (await mapCacheKeys(page))[MAP_RANGES_CACHE] ?? [], { timeout: 10_000 })
      .toEqual(expect.arrayContaining(slices))
    // Never the whole archive.
    expect(Object.values(await mapCacheKeys(page)).flat()).not.toContain(archive)

    await context.setOffline(true)
    await page.reload()
    await expectArchiveDrawn(page)
    await context.close()
  }, 90_000)
})
