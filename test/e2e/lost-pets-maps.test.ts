import { mkdirSync } from 'node:fs'
import { expect, test } from 'vitest'
import type { Locator } from 'playwright-core'
import type { PetDoc } from '@contract/pets.contract'
import { call, registerUser } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { signInThroughForm } from '../support/browser'
import { ANA, CARLOS } from '../support/demo-accounts'
import {
  createPet,
  lostCard,
  photo,
  placePhone,
  reportAlert,
  reportAlertWithPhotos,
  SAN_SALVADOR,
  tokenOf,
} from '../support/lost-pets-e2e'
import { cutOffInternet, watchErrors } from '../support/map-e2e'

/**
 * Thirty alerts on /lost-pets with every request to another host aborted: each card shows its
 * static map (a picture the server draws from the app's own basemap, no WebGL context per
 * card) and the console stays free of errors. Then the 'Mapa' view: one MapLibre map of what
 * the list shows, with the sightings of its alerts, online and offline.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })
const ALERTS_PER_PET = 3

async function petIdsOf(token: string): Promise<string[]> {
  const answer = await call<{ pets: PetDoc[] }>(app.server.baseUrl, 'GET', '/api/pets/my-pets', {
    token,
  })
  return answer.body.pets.map((pet) => pet.id)
}

test('30 cards render their static maps offline from the internet, without console errors', async () => {
  const base = app.server.baseUrl
  const anaToken = await tokenOf(base, ANA)
  const carlosToken = await tokenOf(base, CARLOS)
  const rosa = await registerUser(base, { name: 'Rosa Prueba' })
  const rosaPets: string[] = []
  for (const name of ['Bruno', 'Canela', 'Dante', 'Estrella', 'Frida'])
    rosaPets.push(await createPet(base, rosa.token, name))
  // At most 3 alerts per pet per day: 3 + 2 + 5 pets × 3 = 30.
  const owners = [
    { token: anaToken, pets: await petIdsOf(anaToken) },
    { token: carlosToken, pets: await petIdsOf(carlosToken) },
    { token: rosa.token, pets: rosaPets },
  ]
  let made = 0
  for (const owner of owners)
    for (const petId of owner.pets)
      for (let round = 0; round < ALERTS_PER_PET; round += 1) {
        // Distinct places a few hundred metres apart, all within 5 km.
        await reportAlert(base, owner.token, petId, {
          latitude: SAN_SALVADOR.latitude + (made % 6) * 0.004,
          longitude: SAN_SALVADOR.longitude + Math.floor(made / 6) * 0.004,
        })
        made += 1
      }
  expect(made).toBe(30)

  const phone = await app.phone()
  await cutOffInternet(phone)
  const page = await phone.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await signInThroughForm(page, ANA)
  await page.goto('/lost-pets')
  await page.getByRole('button', { name: 'Filtros' }).click()
  await page.getByLabel('Distancia').selectOption('any')
  const cards = page.getByRole('list', { name: 'Mascotas perdidas' }).getByRole('article')
  // Ours and the demo's own few alerts around San Salvador: every card gets its picture.
  await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(30)
  const shown = await cards.count()
  // The pictures load lazily, as a user scrolls near them: scroll through the list.
  for (let i = 0; i < shown; i += 1) {
    await cards.nth(i).locator('[data-static-map]').scrollIntoViewIfNeeded()
  }
  await expect
    .poll(() => page.locator('[data-static-map="ready"]').count(), { timeout: 60_000 })
    .toBe(shown)
  await expect.poll(() => page.getByText('Ubicación no disponible').count()).toBe(0)
  expect(problems).toEqual([])
}, 150_000)

/** How many list entries a marker stands for: '3 en este lugar: …' or one name. */
async function itemsOn(markers: Locator): Promise<number> {
  let total = 0
  for (const label of await markers.evaluateAll((all) =>
    all.map((marker) => marker.getAttribute('aria-label') ?? ''),
  )) {
    total += Number(/^(\d+) en este lugar/.exec(label)?.[1] ?? 1)
  }
  return total
}

test("the 'Mapa' view draws the listed alerts and their sightings, offline too", async () => {
  const base = app.server.baseUrl
  const anaToken = await tokenOf(base, ANA)
  const carlosToken = await tokenOf(base, CARLOS)
  // A pet of her own for this test: the test above used up her demo pets' alerts for today.
  const lunaPet = await createPet(base, anaToken, 'Nube')
  const luna = await reportAlertWithPhotos(base, anaToken, lunaPet, {
    reward: '25 USD',
    place: 'Parque Cuscatlán',
    photos: [await photo('map-view.jpg', { r: 200, g: 150, b: 60 })],
  })
  // Carlos saw her about 1 km north: Ana, her owner, holds the sighting on her device.
  const form = new FormData()
  form.append('lostPetId', luna.id)
  form.append('location', 'Colonia Escalón')
  form.append('latitude', String(SAN_SALVADOR.latitude + 0.009))
  form.append('longitude', String(SAN_SALVADOR.longitude))
  form.append('date', new Date().toISOString().slice(0, 10))
  form.append('time', '17:00')
  form.append('description', 'Iba hacia el parque.')
  form.append('contactName', 'Carlos')
  form.append('contactPhone', '+503 7111 2222')
  const seen = await fetch(new URL('/api/sightings/report', base), {
    method: 'POST',
    headers: { authorization: `Bearer ${carlosToken}` },
    body: form,
  })
  expect(seen.status).toBe(201)

  const phone = await app.phone()
  await cutOffInternet(phone)
  await placePhone(phone)
  const page = await phone.newPage()
  const errors = watchErrors(page)
  await signInThroughForm(page, ANA)
  await page.goto('/lost-pets')
  // The alerts' own cards (an owner's card holds articles of its own: possible matches).
  const cards = page
    .getByRole('list', { name: 'Mascotas perdidas' })
    .locator(':scope > li > article')
  await lostCard(page, luna.name).getByText('Avistamientos (1)').waitFor({ timeout: 30_000 })
  const placed =
    (await cards.count()) - (await cards.filter({ hasText: 'Ubicación no disponible' }).count())
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

  const openMap = async () => {
    await page
      .getByRole('group', { name: 'Ver como' })
      .getByRole('button', { name: 'Mapa' })
      .click()
    const map = page.locator('[role="region"][data-map-ready="true"]')
    await map.waitFor({ timeout: 30_000 })
    return map
  }

  const map = await openMap()
  // Every placed card is on the map, and Luna's sighting with them.
  const markers = map.locator('button[data-map-kind]')
  await expect.poll(() => itemsOn(markers)).toBe(placed + 1)
  expect(await map.locator('[data-map-kind="sighting"]').count()).toBe(1)
  // The street host is out of reach: the app's own basemap, said so.
  await page.getByText('Mapa simplificado (sin conexión)').waitFor({ timeout: 30_000 })
  mkdirSync('/tmp/mapshots', { recursive: true })
  await map.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/mapshots/lost-pets-map-view.png', fullPage: true })

  // The sighting's card leads back to Luna's card in the list.
  await map.locator('[data-map-kind="sighting"]').click()
  const card = page.getByRole('dialog', { name: `Avistamiento de ${luna.name}` })
  await card.getByText(/^Se vio el .* a las 17:00$/).waitFor()
  // It scrolls into view on its own, above the bottom navigation.
  const navTop = await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .evaluate((el) => el.getBoundingClientRect().top)
  await expect
    .poll(() => card.evaluate((el) => el.getBoundingClientRect().bottom))
    .toBeLessThanOrEqual(navTop)
  await page.screenshot({ path: '/tmp/mapshots/lost-pets-map-card.png', fullPage: true })
  await card.getByRole('button', { name: `Ver en la lista: Avistamiento de ${luna.name}` }).click()
  await expect
    .poll(() => lostCard(page, luna.name).evaluate((el) => el === document.activeElement))
    .toBe(true)

  expect(errors).toEqual([])

  // Offline: the screen and the map view open from this device alone (the requests that fail
  // for want of a connection are the only console errors).
  await phone.setOffline(true)
  await page.reload()
  await page.getByRole('heading', { name: 'Mascotas perdidas', level: 1 }).waitFor()
  const offlineMap = await openMap()
  await expect.poll(() => itemsOn(offlineMap.locator('button[data-map-kind]'))).toBe(placed + 1)
  expect(errors.filter((error) => !/net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(error))).toEqual(
    [],
  )
}, 150_000)
