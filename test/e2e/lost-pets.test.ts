import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { call } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { signInThroughForm } from '../support/browser'
import { ANA, CARLOS } from '../support/demo-accounts'
import {
  lostCard,
  photo,
  placePhone,
  SAN_SALVADOR,
  serverAlert,
  serverAlerts,
  tokenOf,
} from '../support/lost-pets-e2e'
import { requestsAnswered } from '../support/server-process'

/**
 * Lost pets end to end, two users in real Chromium against the production build and the real
 * server (demo data): Ana reports Luna lost with two photos while offline and reloads; back
 * online the alert reaches the server once, photos included. Carlos, nearby, sees the card on
 * /lost-pets, also offline after a reload; he reports a sighting offline that arrives once.
 * Ana marks Luna found, and the card moves to 'Encontradas' on both phones.
 */
// A retry starts from fresh data: the failed attempt's alert of Luna would be a second card.
const app = appUnderTest({ env: { DEMO_DATA: '1' }, isFreshPerAttempt: true })
const OFFLINE_QUEUED =
  'Sin conexión: la alerta se guardó en tu dispositivo y se publicará al recuperar la conexión.'

/**
 * POSTs to `path` in the server's request log. A request's line is written after its answer,
 * and reaches this process through a pipe: a write already visible through the API may not be
 * counted yet, so a count that must grow is polled, and the counts are checked again at the end.
 */
function postsTo(path: string): number {
  return requestsAnswered(app.server, 'POST', path)
}

async function openLostPets(page: Page) {
  await page.goto('/lost-pets')
  await page.getByRole('heading', { name: 'Mascotas perdidas', level: 1 }).waitFor()
}

describe('lost pets', () => {
  test('an alert and a sighting made offline arrive once; found moves for both', async () => {
    const anaToken = await tokenOf(app.server.baseUrl, ANA)
    const carlosToken = await tokenOf(app.server.baseUrl, CARLOS)
    // Carlos's saved place: about 1 km from where Luna was last seen.
    const moved = await call(app.server.baseUrl, 'PUT', '/api/users/location', {
      token: carlosToken,
      json: {
        latitude: SAN_SALVADOR.latitude + 0.009,
        longitude: SAN_SALVADOR.longitude,
        address: 'Colonia Escalón',
        city: 'San Salvador',
        country: 'El Salvador',
        location: 'Colonia Escalón, San Salvador',
      },
    })
    expect(moved.status).toBe(200)

    // --- Ana reports Luna lost, offline, with two photos
    const anaPhone = await app.phone()
    await placePhone(anaPhone)
    // This phone never gets a static map picture before going offline (LostPetsKeeperHost would
    // keep those of the alerts synced around Ana): the case whose offline message and recovery
    // are checked below. Chromium routes the service worker's requests too.
    const noBasemap = '**/map/static/**'
    await anaPhone.route(noBasemap, (route) => route.abort())
    const ana = await anaPhone.newPage()
    await signInThroughForm(ana, ANA)
    await ana.goto('/profile')
    const lunaPetCard = ana.getByRole('article', { name: 'Luna' })
    await lunaPetCard.waitFor()
    await ana.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await anaPhone.setOffline(true)
    await lunaPetCard.getByRole('button', { name: /Reportar como perdid/ }).click()
    const dialog = ana.getByRole('dialog', { name: 'Reportar a Luna como perdida' })
    await dialog.waitFor()
    // Required fields are checked before anything is queued (§5).
    await dialog.getByLabel('Teléfono de contacto').fill('')
    await dialog.getByRole('button', { name: 'Crear Alerta' }).click()
    await dialog.getByText('La descripción es obligatoria.').waitFor()
    await dialog.getByText('El teléfono de contacto es obligatorio.').waitFor()
    await dialog.getByLabel('Descripción').fill('Perrita café con collar rojo, muy asustadiza.')
    await dialog.getByLabel('Teléfono de contacto').fill('+503 7012 3456')
    await dialog.getByLabel('Recompensa (opcional)').fill('100 USD')
    await dialog
      .locator('input[type=file]')
      .setInputFiles([
        await photo('luna-1.jpg', { r: 200, g: 120, b: 40 }),
        await photo('luna-2.jpg', { r: 90, g: 60, b: 30 }),
      ])
    await dialog.getByRole('img', { name: 'Foto 2' }).waitFor()
    await dialog.getByRole('button', { name: 'Crear Alerta' }).click()
    await ana.getByText(OFFLINE_QUEUED).waitFor({ timeout: 20_000 })
    expect(postsTo('/api/lost-pets/report')).toBe(0)

    // Still offline: a reload keeps it, and /lost-pets shows it pending.
    await ana.reload()
    await openLostPets(ana)
    const anaCard = lostCard(ana, 'Luna')
    await anaCard.getByRole('img', { name: 'Pendiente de sincronizar' }).waitFor()
    // No map was ever seen online on this phone: the card says when its map will show.
    await anaCard.getByText('El mapa se mostrará al recuperar la conexión').waitFor()

    // Carlos has /lost-pets open, nothing of Luna on it yet.
    const carlosPhone = await app.phone()
    const carlos = await carlosPhone.newPage()
    await signInThroughForm(carlos, CARLOS)
    await openLostPets(carlos)
    const carlosCard = lostCard(carlos, 'Luna')

    // Back online: delivered once, with both photos.
    await anaPhone.unroute(noBasemap)
    await anaPhone.setOffline(false)
    await expect
      .poll(async () => (await serverAlerts(app.server.baseUrl, anaToken)).length, {
        timeout: 20_000,
      })
      .toBe(1)
    const [alert] = await serverAlerts(app.server.baseUrl, anaToken)
    if (!alert) throw new Error('no alert')
    expect(alert.name).toBe('Luna')
    expect(alert.photos).toHaveLength(2)
    expect(alert.reward).toBe('100 USD')
    await anaCard
      .getByRole('img', { name: 'Pendiente de sincronizar' })
      .waitFor({ state: 'detached' })
    await anaCard.locator('[data-static-map="ready"]').waitFor({ timeout: 30_000 })
    await ana.evaluate(() =>
      navigator.serviceWorker.controller?.postMessage({ type: 'replay-queue' }),
    )
    expect(await serverAlerts(app.server.baseUrl, anaToken)).toHaveLength(1)
    await expect.poll(() => postsTo('/api/lost-pets/report')).toBe(1)

    // --- Carlos, 1 km away with the app open, is told live and sees the card; then offline
    await carlosCard.waitFor({ timeout: 20_000 })
    await carlosCard.getByText('Recompensa: 100 USD').waitFor()
    await carlos.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ }).click()
    await carlos.getByText('¡Mascota perdida cerca de ti!').click()
    await carlos.waitForURL((url) => url.searchParams.get('alert') === alert.id)
    await expect
      .poll(() => carlosCard.evaluate((card) => card === document.activeElement))
      .toBe(true)
    await carlos.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await carlosPhone.setOffline(true)
    await carlos.reload()
    await carlosCard.waitFor()

    // --- Carlos reports a sighting offline
    await carlosCard.getByRole('button', { name: 'Vi a esta mascota' }).click()
    const sighting = carlos.getByRole('dialog', { name: 'Vi a Luna' })
    await sighting
      .getByLabel('Descripción')
      .fill('Estaba cerca del parque, corriendo hacia el norte.')
    await sighting.getByLabel('Tu teléfono').fill('7654-3210')
    await sighting.getByRole('button', { name: 'Reportar Avistamiento' }).click()
    await carlos
      .getByText(/el avistamiento se guardó con su hora y lugar/)
      .waitFor({ timeout: 20_000 })
    expect(postsTo('/api/sightings/report')).toBe(0)
    await carlosPhone.setOffline(false)
    await expect
      .poll(
        async () => (await serverAlert(app.server.baseUrl, anaToken, alert.id)).sightings?.length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1)
    const [seen] = (await serverAlert(app.server.baseUrl, anaToken, alert.id)).sightings ?? []
    expect(seen?.contactName).toBe('Carlos Rivera')
    // Sent as soon as it was typed: the place is where the picker's pin started, the alert's.
    expect([seen?.latitude, seen?.longitude]).toEqual([alert.latitude, alert.longitude])
    // …named as the alert names it, not by an offline lookup's nearest town.
    expect(seen?.location).toBe(alert.lastSeenLocation)
    await expect.poll(() => postsTo('/api/sightings/report')).toBe(1)

    // --- Ana is told, and sees where Luna was seen on her alert's card
    await ana.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ }).click()
    await ana.getByText('Nuevo avistamiento de Luna').click({ timeout: 20_000 })
    await ana.waitForURL((url) => url.searchParams.get('alert') === alert.id)
    const seenHere = anaCard.getByRole('region', { name: 'Avistamientos (1)' })
    await seenHere.getByText('Estaba cerca del parque, corriendo hacia el norte.').waitFor()
    await seenHere.getByRole('link', { name: 'Llamar a Carlos Rivera' }).waitFor()
    await seenHere.locator('[data-static-map="ready"]').waitFor({ timeout: 30_000 })

    // --- Ana marks Luna found: Encontradas on both phones
    await anaCard.getByRole('button', { name: 'Ya apareció' }).click()
    await ana
      .getByRole('dialog', { name: '¿Confirmas que Luna ya apareció?' })
      .getByRole('button', { name: 'Confirmar' })
      .click()
    await anaCard.waitFor({ state: 'detached' })
    await expect
      .poll(async () => (await serverAlerts(app.server.baseUrl, anaToken, 'found')).length)
      .toBe(1)
    await ana.getByRole('tab', { name: 'Encontradas' }).click()
    await lostCard(ana, 'Luna').getByText('¡Apareció!', { exact: true }).waitFor()
    await carlosCard.waitFor({ state: 'detached', timeout: 20_000 })
    await carlos.getByRole('tab', { name: 'Encontradas' }).click()
    await lostCard(carlos, 'Luna').waitFor()
    // Long after both replays: neither was sent twice.
    expect(postsTo('/api/lost-pets/report')).toBe(1)
    expect(postsTo('/api/sightings/report')).toBe(1)
  })
})
