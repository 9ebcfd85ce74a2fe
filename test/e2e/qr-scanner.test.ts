import { rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { MyPetsResponse, PetDoc } from '@contract/pets.contract'
import type { PullResponse } from '@contract/sync.contract'
import { buildPetQrPayload } from '../../src/features/qr/qr-payload'
import { call } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import {
  answerReverseGeocoder,
  launchChromium,
  newPhoneContext,
  signInThroughForm,
} from '../support/browser'
import { ANA, CARLOS } from '../support/demo-accounts'
import {
  canvasCamera,
  fakeCameraArgs,
  keepStreams,
  qrDataUrl,
  qrVideoFile,
  trackStates,
} from '../support/fake-camera'
import {
  lostCard,
  placePhone,
  reportAlert,
  SAN_SALVADOR,
  serverAlert,
  serverAlerts,
  tokenOf,
} from '../support/lost-pets-e2e'
import { requestsAnswered } from '../support/server-process'

/**
 * The QR scanner in real Chromium with a real (fake-device) camera, against the production build
 * and the real server (demo data). Each code is a Y4M video made here from a QR drawn with
 * `qrcode`, played by Chromium's fake capture device in a browser launched for it: Ana films
 * Carlos's pet's code and lands on its profile; she films his lost pet's code and reports where
 * she found it, online and then offline, and the sighting reaches the server once each time. The
 * file's own browser has the fake camera's test pattern (no code): closing releases the camera,
 * and a canvas camera inside the page shows a link and a random code.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' }, chromiumArgs: fakeCameraArgs() })

let logStart = 0
function postsTo(path: string): number {
  return requestsAnswered(app.server, 'POST', path, logStart)
}

let carlosToken = ''
let carlosPets: PetDoc[] = []

beforeAll(async () => {
  carlosToken = await tokenOf(app.server.baseUrl, CARLOS)
  const mine = await call<MyPetsResponse>(app.server.baseUrl, 'GET', '/api/pets/my-pets', {
    token: carlosToken,
  })
  carlosPets = mine.body.pets
  if (carlosPets.length < 2) throw new Error('Carlos needs two demo pets')
  // Ana's saved place is where the lost pet was seen: its alert is in her synced set.
  const anaToken = await tokenOf(app.server.baseUrl, ANA)
  const moved = await call(app.server.baseUrl, 'PUT', '/api/users/location', {
    token: anaToken,
    json: {
      ...SAN_SALVADOR,
      address: 'Centro',
      city: 'San Salvador',
      country: 'El Salvador',
      location: 'Centro, San Salvador',
    },
  })
  if (moved.status !== 200) throw new Error(`location: ${moved.status}`)
})

const browsers: Browser[] = []
const videoFiles: string[] = []
afterAll(async () => {
  for (const browser of browsers) await browser.close()
  for (const file of videoFiles) rmSync(dirname(file), { recursive: true, force: true })
})

/** A browser whose camera films the QR code of `text`, and Ana signed in on a phone in it. */
async function anaFilming(text: string, name: string) {
  const file = await qrVideoFile(text, name)
  videoFiles.push(file)
  const browser = await launchChromium(fakeCameraArgs(file))
  browsers.push(browser)
  const context = await newPhoneContext(browser, app.server.baseUrl)
  const page = await context.newPage()
  await signInThroughForm(page, ANA)
  return { context, page }
}

function petCode(pet: PetDoc) {
  return JSON.stringify(buildPetQrPayload(pet, app.server.baseUrl))
}

async function openScanner(page: Page) {
  await page.goto('/profile')
  return openScannerHere(page)
}

async function openScannerHere(page: Page) {
  await page.getByRole('button', { name: 'Escanear QR' }).click()
  const scanner = page.getByRole('dialog', { name: 'Escanear Código QR' })
  await scanner.waitFor()
  return scanner
}

/** Headless Linux Chromium has no BarcodeDetector: the jsqr worker is the path that reads. */
async function expectDecoder(page: Page) {
  const hasNative = await page.evaluate(() => 'BarcodeDetector' in window)
  const kind = await page
    .getByRole('dialog', { name: 'Escanear Código QR' })
    .getAttribute('data-decoder')
  expect(kind).toBe(hasNative ? 'native' : 'jsqr-worker')
}

describe('QR scanner', () => {
  test("a pet's code opens its profile with qr=true", async () => {
    const pet = carlosPets[0]!
    const { page } = await anaFilming(petCode(pet), 'pet')
    const scanner = await openScanner(page)
    const card = scanner.getByRole('region', { name: '¡Escaneado exitosamente!' })
    await card.getByText(pet.name, { exact: true }).waitFor({ timeout: 30_000 })
    await card.getByText('Redirigiendo...').waitFor()
    await expectDecoder(page)
    await page.waitForURL(
      (url) => url.pathname === `/pet/${pet.id}` && url.searchParams.get('qr') === 'true',
    )
    await scanner.waitFor({ state: 'detached' })
  })

  test('closing releases the camera (Cerrar and Esc)', async () => {
    const context = await app.phone()
    await keepStreams(context)
    const page = await context.newPage()
    await signInThroughForm(page, ANA)
    // The fake device's test pattern holds no code: the scanner keeps scanning.
    let scanner = await openScanner(page)
    await scanner.getByText('Apunta la cámara hacia el código QR').waitFor()
    expect(await trackStates(page)).toEqual(['live'])
    await scanner.getByRole('button', { name: 'Cerrar' }).click()
    await scanner.waitFor({ state: 'detached' })
    expect(await trackStates(page)).toEqual(['ended'])

    scanner = await openScannerHere(page)
    await scanner.getByText('Apunta la cámara hacia el código QR').waitFor()
    await page.keyboard.press('Escape')
    await scanner.waitFor({ state: 'detached' })
    expect(await trackStates(page)).toEqual(['ended', 'ended'])
  })

  test('a link code offers the link and opens it in a new tab', async () => {
    const context = await app.phone()
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Ejemplo</title>' }),
    )
    await canvasCamera(context, await qrDataUrl('https://example.com/menu'))
    const page = await context.newPage()
    await signInThroughForm(page, ANA)
    const scanner = await openScanner(page)
    const card = scanner.getByRole('region', { name: '¡Escaneado exitosamente!' })
    const tab = context.waitForEvent('page')
    await card.getByRole('link', { name: 'Abrir enlace' }).waitFor({ timeout: 30_000 })
    expect(await card.getByRole('link', { name: 'Abrir enlace' }).getAttribute('href')).toBe(
      'https://example.com/menu',
    )
    expect((await tab).url()).toBe('https://example.com/menu')
    await scanner.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/profile')
  })

  test("a random code is 'Código no reconocido'", async () => {
    const context = await app.phone()
    await canvasCamera(context, await qrDataUrl('hola, esto no es una mascota'))
    const page = await context.newPage()
    await signInThroughForm(page, ANA)
    const scanner = await openScanner(page)
    const card = scanner.getByRole('region', { name: 'Código no reconocido' })
    await card
      .getByText('Código QR no reconocido como perfil de mascota')
      .waitFor({ timeout: 30_000 })
    await card.getByRole('button', { name: 'Escanear otro código' }).click()
    // Scanning again opens the camera again, which reads the same code again.
    await page.waitForFunction(
      () => (window as unknown as { cameraOpens: { count: number } }).cameraOpens.count === 2,
    )
    await card.getByText('Código QR no reconocido como perfil de mascota').waitFor()
  })

  test("a lost pet's code reports where it was found, once online and once from offline", async () => {
    logStart = app.server.logs().length
    const pet = carlosPets[1]!
    await reportAlert(app.server.baseUrl, carlosToken, pet.id, SAN_SALVADOR)
    const [alert] = (await serverAlerts(app.server.baseUrl, carlosToken)).filter(
      (item) => item.petId === pet.id,
    )
    if (!alert) throw new Error('no alert')
    const sightings = async () =>
      (await serverAlert(app.server.baseUrl, carlosToken, alert.id)).sightings?.length ?? 0
    // What Carlos's devices are told: his notifications feed.
    const ownerTold = async () => {
      const feed = await call<PullResponse<{ title: string }>>(
        app.server.baseUrl,
        'GET',
        '/api/sync/notifications/pull?seq=0&limit=1000',
        { token: carlosToken },
      )
      return feed.body.documents.filter(
        (item) => item.title === `Nuevo avistamiento de ${pet.name}`,
      ).length
    }

    const { context, page } = await anaFilming(petCode(pet), 'lost-pet')
    await placePhone(context, { latitude: 13.7001, longitude: -89.2101 })
    await answerReverseGeocoder(context)
    // The alert is synced to Ana's device (it is near her saved place).
    await page.goto('/lost-pets')
    await lostCard(page, pet.name).waitFor({ timeout: 20_000 })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // The scanner and its decoder ship with the app: the worker precached them (no CDN).
    const precached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
      }
      return urls.filter((url) => /\/assets\/(jsqr\.worker|QrScanner)-/.test(url)).length
    })
    expect(precached).toBe(2)

    let scanner = await openScanner(page)
    let card = scanner.getByRole('region', { name: '¡Escaneado exitosamente!' })
    const report = card.getByRole('button', { name: 'Reportar que la encontré aquí' })
    await report.waitFor({ timeout: 30_000 })
    await expectDecoder(page)
    expect(await card.getByText('Redirigiendo...').count()).toBe(0)
    await report.click()
    await card
      .getByText('¡Gracias! Avisamos a su dueño de dónde y cuándo la encontraste.')
      .waitFor({ timeout: 20_000 })
    await expect.poll(sightings, { timeout: 20_000 }).toBe(1)
    const [seen] = (await serverAlert(app.server.baseUrl, carlosToken, alert.id)).sightings ?? []
    expect(seen?.contactName).toBe('Ana Martínez')
    expect(seen?.description).toBe('La encontré y escaneé su código QR en este lugar.')
    expect(seen?.latitude).toBeCloseTo(13.7001, 2)
    await expect.poll(() => postsTo('/api/sightings/report')).toBe(1)
    await expect.poll(ownerTold).toBe(1)
    // Still on the scanner: no redirect for a lost pet.
    expect(new URL(page.url()).pathname).toBe('/profile')
    await scanner.getByRole('button', { name: 'Cerrar' }).click()
    await scanner.waitFor({ state: 'detached' })

    // Offline: the alert comes from the device's database and the sighting queues.
    await context.setOffline(true)
    scanner = await openScannerHere(page)
    card = scanner.getByRole('region', { name: '¡Escaneado exitosamente!' })
    await card
      .getByRole('button', { name: 'Reportar que la encontré aquí' })
      .click({ timeout: 30_000 })
    await card
      .getByText(/Sin conexión: el avistamiento se guardó con tu ubicación y hora/)
      .waitFor({ timeout: 20_000 })
    expect(postsTo('/api/sightings/report')).toBe(1)
    await context.setOffline(false)
    await expect.poll(sightings, { timeout: 30_000 }).toBe(2)
    await page.evaluate(() =>
      navigator.serviceWorker.controller?.postMessage({ type: 'replay-queue' }),
    )
    await expect.poll(() => postsTo('/api/sightings/report')).toBe(2)
    expect(await sightings()).toBe(2)
    await expect.poll(ownerTold).toBe(2)
  })
})
