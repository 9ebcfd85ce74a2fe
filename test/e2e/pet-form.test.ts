import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import sharp from 'sharp'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { MeResponse } from '@contract/auth.contract'
import type { PetDoc } from '@contract/pets.contract'
import { call, registerUser, type RegisteredUser } from '../support/api'
import {
  launchChromium,
  newPhoneContext,
  nominatimAnswer,
  REVERSE_GEOCODER,
  signInThroughForm,
} from '../support/browser'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * Issue 4's pet acceptance in real Chromium against the production build and the real server:
 * a new user adds a pet with two photos, personalities and a location; it shows on the profile;
 * they edit it and drop a photo, which stays dropped after a reload; refused files (not an
 * image, over 5 MB) get the spec's messages and change nothing; the pet is deleted from the
 * profile. The device position is Chromium's geolocation override; the only mock is the public
 * reverse geocoder (a third-party service the test machine cannot reach). The new user has no
 * saved place, so the form's map starts from the device position and names it.
 */
const HOME = { latitude: 13.6929, longitude: -89.2182 }
/** The pet's place as strangers read it: the geocoder's answer without its road. */
const PLACE = 'Colonia Escalón, San Salvador'

let server: RunningServer
let browser: Browser
let context: BrowserContext
let user: RegisteredUser
let geocoderCalls = 0

beforeAll(async () => {
  server = await startServer({ env: { DEMO_DATA: '0' } })
  browser = await launchChromium()
  user = await registerUser(server.baseUrl, { name: 'Marta Prueba' })
  context = await newPhoneContext(browser, server.baseUrl)
  await context.grantPermissions(['geolocation'], { origin: server.baseUrl })
  await context.setGeolocation({ ...HOME, accuracy: 15 })
  await context.route(REVERSE_GEOCODER, async (route) => {
    geocoderCalls += 1
    const url = new URL(route.request().url())
    expect(url.searchParams.get('accept-language')).toBe('es')
    expect(Number(url.searchParams.get('lat'))).toBeCloseTo(HOME.latitude, 4)
    await route.fulfill({
      json: nominatimAnswer({
        road: 'Calle Arce',
        suburb: 'Colonia Escalón',
        city: 'San Salvador',
        country: 'El Salvador',
      }),
      headers: { 'access-control-allow-origin': '*' },
    })
  })
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

/** A real PNG of one colour (small, or of `minBytes` and more from incompressible noise). */
async function png(rgb: [number, number, number], minBytes = 0): Promise<Buffer> {
  if (minBytes === 0) {
    const [r, g, b] = rgb
    return sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer()
  }
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16
  const noise = Buffer.alloc(side * side * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

async function serverPets(): Promise<PetDoc[]> {
  const { status, body } = await call<{ pets: PetDoc[] }>(
    server.baseUrl,
    'GET',
    '/api/pets/my-pets',
    {
      token: user.token,
    },
  )
  expect(status).toBe(200)
  return body.pets
}

const photoTiles = (page: Page) => page.getByRole('img', { name: /^Foto \d de tu mascota$/ })
const connection = (page: Page) => page.getByRole('status', { name: 'Estado de la conexión' })

describe('Agregar Mascota / Editar Mascota', () => {
  test('add with photos, personalities and location; edit; refused files; delete', async () => {
    const page = await context.newPage()
    await signInThroughForm(page, user)

    // Add pet.
    await page.goto('/add-pet')
    await page.getByRole('heading', { name: 'Agregar Mascota' }).waitFor()
    const submit = page.getByRole('button', { name: 'Agregar Mascota' })
    await page.getByLabel('Nombre').fill('Toby')
    await page.getByLabel('Raza').fill('Schnauzer')
    await page.getByLabel('Edad (años)').fill('4')
    await page.getByLabel('Sexo').selectOption({ label: 'Macho' })
    await page.getByText('Juguetón', { exact: true }).click()
    await page.getByText('Amigable con niños', { exact: true }).click()

    // No pet's place and no saved one: the map starts from the device position and names it,
    // without the road (strangers read a pet's place).
    await page.getByText('Coordenadas: 13.6929, -89.2182').waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByLabel('Dirección o zona').inputValue()).toBe(PLACE)
    expect(geocoderCalls).toBeGreaterThan(0)
    await page.getByRole('img', { name: 'Marcador de ubicación' }).waitFor()
    // The form's own 'Usar mi ubicación' also remembers the position for the account (§7).
    const calls = geocoderCalls
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click()
    await expect.poll(() => geocoderCalls).toBeGreaterThan(calls)
    expect(await page.getByLabel('Dirección o zona').inputValue()).toBe(PLACE)

    const photoInput = page.getByLabel(/Agregar fotos/)
    await photoInput.setInputFiles([
      { name: 'toby-1.png', mimeType: 'image/png', buffer: await png([240, 140, 60]) },
      { name: 'toby-2.png', mimeType: 'image/png', buffer: await png([60, 140, 240]) },
    ])
    await expect.poll(() => photoTiles(page).count()).toBe(2)
    await page.getByText('Principal', { exact: true }).waitFor()

    await expect.poll(() => submit.isEnabled()).toBe(true)
    await submit.click()
    await page.waitForURL((url) => url.pathname === '/profile')

    // On the profile, then on the server once the change has gone through.
    const card = page.getByRole('article', { name: 'Toby' })
    await card.waitFor()
    await expect.poll(async () => (await serverPets()).length).toBe(1)
    const [created] = await serverPets()
    expect(created).toMatchObject({
      name: 'Toby',
      breed: 'Schnauzer',
      age: 4,
      gender: 'MALE',
      location: PLACE,
      city: 'San Salvador',
      latitude: HOME.latitude,
      longitude: HOME.longitude,
    })
    expect(created!.photos).toHaveLength(2)
    expect(created!.personalities.map((p) => p.name).sort()).toEqual(
      ['Amigable con niños', 'Juguetón'].sort(),
    )
    await connection(page)
      .getByText(/pendiente/)
      .waitFor({ state: 'detached' })
    await card.getByText('Schnauzer').waitFor()
    await card.getByText('Macho').waitFor()
    // PUT /api/auth/location went out with the chosen place (spec §7).
    await expect
      .poll(async () => {
        const me = await call<MeResponse>(server.baseUrl, 'GET', '/api/auth/me', {
          token: user.token,
        })
        return [me.body.user.latitude, me.body.user.city]
      })
      .toEqual([HOME.latitude, 'San Salvador'])

    // Edit: the pet's photos come first; drop the second one.
    await card.getByRole('link', { name: 'Editar' }).click()
    await page.waitForURL((url) => url.pathname === `/edit-pet/${created!.id}`)
    await page.getByRole('heading', { name: 'Editar Mascota' }).waitFor()
    await expect.poll(() => photoTiles(page).count()).toBe(2)
    expect(await page.getByLabel('Nombre').inputValue()).toBe('Toby')

    // Refused files: the spec's messages, and the photos stay as they were.
    await page.getByLabel(/Agregar fotos/).setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('esto no es una foto'),
    })
    await page.getByText('notas.txt no es un archivo de imagen válido').waitFor()
    const big = await png([0, 0, 0], 6 * 1024 * 1024)
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024)
    await page.getByLabel(/Agregar fotos/).setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: big,
    })
    await page.getByText('enorme.png es demasiado grande. Máximo 5MB').waitFor()
    expect(await photoTiles(page).count()).toBe(2)

    await page.getByRole('button', { name: 'Quitar foto 2' }).click()
    await expect.poll(() => photoTiles(page).count()).toBe(1)
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await page.waitForURL((url) => url.pathname === '/profile')
    await expect.poll(async () => (await serverPets())[0]?.photos).toEqual([created!.photos[0]])
    await connection(page)
      .getByText(/pendiente/)
      .waitFor({ state: 'detached' })

    // After a reload the edit screen still shows one photo (from the local database).
    await page.goto(`/edit-pet/${created!.id}`)
    await page.reload()
    await page.getByRole('heading', { name: 'Editar Mascota' }).waitFor()
    await expect.poll(() => photoTiles(page).count()).toBe(1)
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await page.waitForURL((url) => url.pathname === '/profile')

    // Delete from the profile.
    await card.getByRole('button', { name: 'Eliminar' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar a Toby?' })
    await dialog.getByRole('button', { name: 'Eliminar' }).click()
    await card.waitFor({ state: 'detached' })
    await expect.poll(async () => (await serverPets()).length).toBe(0)
  })
})
