import { expect, test } from 'vitest'
import type { PetDoc } from '@contract/pets.contract'
import { call, registerUser } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { signInThroughForm } from '../support/browser'
import { ANA, CARLOS } from '../support/demo-accounts'
import { createPet, reportAlert, SAN_SALVADOR, tokenOf } from '../support/lost-pets-e2e'
import { cutOffInternet } from '../support/map-e2e'

/**
 * Thirty alerts on /lost-pets with every request to another host aborted: each card shows its
 * static map (a picture the server draws from the app's own basemap, no WebGL context per
 * card) and the console stays free of errors.
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
