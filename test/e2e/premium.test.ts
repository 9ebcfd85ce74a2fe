import { describe, expect, test } from 'vitest'
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
 * pet, and undoes a pass, which brings that pet back to the list.
 */
const app = appUnderTest({ env: { DEMO_DATA: '0' } })

interface Person extends RegisteredUser {
  pet: PetDoc
}

async function person(name: string, petName: string): Promise<Person> {
  const user = await registerUser(app.server.baseUrl, { name })
  return { ...user, pet: await createPet(app.server.baseUrl, user.token, { name: petName }) }
}

const swipe = (who: Person, target: PetDoc, action: 'like' | 'pass') =>
  call<SwipeResponse>(app.server.baseUrl, 'POST', '/api/matches/swipe', {
    token: who.token,
    json: { targetPetId: target.id, action, userPetId: who.pet.id },
  })

describe('premium', () => {
  test('the demo upgrade makes a free user premium; who liked and undo then work', async () => {
    const buyer = await person('Lucía Compradora', 'Canela')
    const admirer = await person('Tomás Admirador', 'Bruno')
    expect((await swipe(admirer, buyer.pet, 'like')).status).toBe(200)

    const page = await (await app.phone()).newPage()
    await signInThroughForm(page, buyer)
    await page.goto('/premium')
    await page.getByRole('heading', { name: 'Elige tu plan' }).waitFor()
    await page.getByText('Pago de demostración').waitFor()
    await expect(page.getByText('MXN 9.99 al mes').count()).resolves.toBe(1)
    expect(await axeViolations(page, 'main')).toBe('')
    await page.getByRole('button', { name: /^Mensual/ }).click()
    await page.getByRole('button', { name: 'Suscribirme al plan Mensual por MXN 9.99' }).click()

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
    const card = page.getByTestId('swipe-card').first()
    await expect(card.getAttribute('aria-label')).resolves.toBe('Bruno')
    await page.getByRole('button', { name: 'Pasar' }).click()
    const undo = page.getByRole('button', { name: 'Deshacer el pase a Bruno' })
    await undo.waitFor()
    await undo.click()
    await undo.waitFor({ state: 'detached' })
    await expect(page.getByTestId('swipe-card').first().getAttribute('aria-label')).resolves.toBe(
      'Bruno',
    )
    // The server agrees: Bruno is listed again among who liked.
    await page.goto('/premium')
    await page
      .getByRole('region', { name: 'Quién te dio like' })
      .getByRole('link', { name: /Bruno/ })
      .waitFor()
  })
})
