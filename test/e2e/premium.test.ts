import { describe, expect, test } from 'vitest'
import type { DiscoverResponse } from '@contract/discover.contract'
import type { SwipeResponse } from '@contract/matches.contract'
import type { PetDoc } from '@contract/pets.contract'
import { call, registerUser, type RegisteredUser } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { axeViolations } from '../support/axe'
import { signInThroughForm } from '../support/browser'
import { createPet } from '../integration/pets-fixtures'

/**
 * Premium in real Chromium against the production build: a free user upgrades with the demo
 * provider (the screen says no money is taken), becomes premium at once, sees who liked their
 * pet, undoes a pass (on /premium and on the swipe home), starts the month's boost (their pet
 * then leads another user's discover) and sets a passport to Guadalajara (their home then shows
 * its pets), which a free user cannot do.
 */
const app = appUnderTest({ env: { DEMO_DATA: '0' } })

interface Person extends RegisteredUser {
  pet: PetDoc
}

// San Salvador (the demo centre) and Guadalajara, ~1,600 km away: a passport's trip.
const SAN_SALVADOR = { latitude: '13.7', longitude: '-89.2' }
const NEAR_SAN_SALVADOR = { latitude: '13.71', longitude: '-89.2' }
const AWAY_FROM_SAN_SALVADOR = { latitude: '13.88', longitude: '-89.2' }
const GUADALAJARA = { latitude: '20.6767', longitude: '-103.3475' }

async function person(
  name: string,
  petName: string,
  place: { latitude: string; longitude: string } = SAN_SALVADOR,
): Promise<Person> {
  const user = await registerUser(app.server.baseUrl, { name })
  return {
    ...user,
    pet: await createPet(app.server.baseUrl, user.token, { name: petName, ...place }),
  }
}

const swipe = (who: Person, target: PetDoc, action: 'like' | 'pass') =>
  call<SwipeResponse>(app.server.baseUrl, 'POST', '/api/matches/swipe', {
    token: who.token,
    json: { targetPetId: target.id, action, userPetId: who.pet.id },
  })

describe('premium', () => {
  test('the demo upgrade makes a free user premium; who liked, undo, boost and passport then work', async () => {
    const buyer = await person('Lucía Compradora', 'Canela', AWAY_FROM_SAN_SALVADOR)
    const admirer = await person('Tomás Admirador', 'Bruno')
    // Bruno's owner lives in San Salvador; a neighbour's pet is nearer to him than Canela.
    const home = await call(app.server.baseUrl, 'PUT', '/api/users/location', {
      token: admirer.token,
      json: { latitude: 13.7, longitude: -89.2 },
    })
    expect(home.status).toBe(200)
    await person('Marta Vecina', 'Chispa', NEAR_SAN_SALVADOR)
    const tapatio = await person('Jorge Tapatío', 'Tapatío', GUADALAJARA)
    expect((await swipe(admirer, buyer.pet, 'like')).status).toBe(200)

    const page = await (await app.phone()).newPage()
    await signInThroughForm(page, buyer)
    await page.goto('/premium')
    await page.getByRole('heading', { name: 'Elige tu plan' }).waitFor()
    await page.getByText('Pago de demostración').waitFor()
    // The default market, El Salvador, pays in US dollars and writes them '$9.99' (issue 31 §4).
    await expect(page.getByText('$9.99 al mes', { exact: true }).count()).resolves.toBe(1)
    expect(await axeViolations(page, 'main')).toBe('')
    await page.getByRole('button', { name: /^Mensual/ }).click()
    await page.getByRole('button', { name: 'Suscribirme al plan Mensual por $9.99' }).click()

    await page.getByRole('heading', { name: 'Eres Premium' }).waitFor()
    await page.getByRole('status').filter({ hasText: '¡Bienvenido a Premium!' }).waitFor()
    await page.getByText('Plan Mensual').waitFor()
    await page.getByText(/^Tu suscripción vence el /).waitFor()
    expect(await axeViolations(page, 'main')).toBe('')
    // The header's badge follows the session.
    await page.getByRole('banner').getByText('Premium').waitFor()

    // 'Quién te dio like' lists the admirer's pet.
    const likes = page.getByRole('region', { name: 'Quién te dio like' })
    await likes.getByRole('link', { name: /Bruno/ }).waitFor()

    // A pass hides it; 'Deshacer' brings it back.
    expect((await swipe(buyer, admirer.pet, 'pass')).status).toBe(200)
    await page.reload()
    await page.getByText('Todavía nadie nuevo dio like a tus mascotas.').waitFor()
    await page.getByRole('button', { name: 'Deshacer mi último pase' }).click()
    await page.getByText('Listo: la mascota vuelve a aparecer en Descubrir.').waitFor()
    await page.reload()
    await page
      .getByRole('region', { name: 'Quién te dio like' })
      .getByRole('link', { name: /Bruno/ })
      .waitFor()

    // Nothing left to undo: the server's Spanish message.
    await page.getByRole('button', { name: 'Deshacer mi último pase' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'No hay ningún pase reciente que deshacer.' })
      .waitFor()

    // Deshacer on the swipe home: a pass made there is undone there, and the card is back.
    await page.goto('/')
    const top = () => page.getByTestId('swipe-card').first().getAttribute('aria-label')
    const passed = await top()
    await page.getByRole('button', { name: 'Pasar' }).click()
    const undo = page.getByRole('button', { name: `Deshacer el pase a ${passed}` })
    await undo.waitFor()
    await expect.poll(top).not.toBe(passed)
    await undo.click()
    await undo.waitFor({ state: 'detached' })
    await expect.poll(top).toBe(passed)

    // Impulso: Canela, 20 km from Tomás, comes before Chispa, 1 km from him, in his discover.
    const firstFor = async (who: Person) => {
      const answer = await call<DiscoverResponse>(
        app.server.baseUrl,
        'GET',
        '/api/pets/discover?maxDistance=50',
        { token: who.token },
      )
      expect(answer.status).toBe(200)
      return answer.body.pets.map((pet) => pet.name)
    }
    expect((await firstFor(admirer))[0]).toBe('Chispa')
    await page.goto('/premium')
    await page.getByRole('button', { name: 'Activar impulso (30 min)' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: /^Impulso activo/ })
      .waitFor()
    expect((await firstFor(admirer))[0]).toBe('Canela')
    // Once a month: the button is gone, and the server refuses a second one.
    const again = await call(app.server.baseUrl, 'POST', '/api/premium/boost', {
      token: buyer.token,
    })
    expect(again.status).toBe(409)

    // Pasaporte: Lucía searches Guadalajara; her swipe home then shows its pets, not hers.
    await page.getByLabel('Buscar ciudad').fill('guadalaj')
    await page.getByRole('button', { name: 'Buscar en Guadalajara, México' }).click()
    await page.getByText('Listo: Descubrir te muestra mascotas de Guadalajara, México.').waitFor()
    await page.goto('/')
    await expect.poll(top).toBe(tapatio.pet.name)
    expect(await axeViolations(page, 'main')).toBe('')
    // A free user cannot do the same through the API: 403 leading to /premium.
    const freeTrip = await call(
      app.server.baseUrl,
      'GET',
      `/api/pets/discover?latitude=${GUADALAJARA.latitude}&longitude=${GUADALAJARA.longitude}`,
      { token: admirer.token },
    )
    expect(freeTrip.status).toBe(403)
    expect(freeTrip.text).toContain('/premium')
    // Back home.
    await page.goto('/premium')
    await page.getByRole('button', { name: 'Volver a mi ubicación' }).click()
    await page.getByText('Listo: Descubrir vuelve a buscar cerca de ti.').waitFor()
  })
})
