import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { PetDoc } from '@contract/pets.contract'
import type { FavoritesResponse, MatchListResponse } from '@contract/matches.contract'
import { call, registerUser, type RegisteredUser } from '../support/api'
import { signInThroughForm, answerReverseGeocoder } from '../support/browser'
import { appUnderTest } from '../support/app-under-test'
import { createPet } from '../integration/pets-fixtures'

/**
 * Issue 5's acceptance in real Chromium against the production build and a real server:
 * two people in two browser contexts meet on the swipe home. A likes B's pet, B likes A's pet:
 * B sees '¡Es un Match!', A's connections (open meanwhile) show the match without a reload,
 * and 'Enviar mensaje' opens the chat route. Then a like made offline goes through the
 * service worker's queue, reaches the server exactly once, and the match it makes reaches the
 * user as an in-app notification.
 *
 * Each pair lives far from the demo pets and from the other pair (Buenos Aires, Montevideo),
 * so each one's stack holds exactly the other's pet.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })

// A retried test must not meet the pets its failed attempt left: each attempt moves its pairs
// two degrees (over 200 km, beyond the discover radius) from the last one.
let attempts = 0
function place(lat: number, lng: number): [number, number] {
  return [lat + 2 * attempts, lng]
}

interface Person extends RegisteredUser {
  pet: PetDoc
}

/** A new user living at (lat, lng) with one pet there. */
async function personAt(name: string, petName: string, at: [number, number]): Promise<Person> {
  const [lat, lng] = at
  const user = await registerUser(app.server.baseUrl, { name })
  const located = await call(app.server.baseUrl, 'PUT', '/api/users/location', {
    token: user.token,
    json: {
      latitude: lat,
      longitude: lng,
      address: 'Calle de prueba 1',
      city: 'Ciudad de prueba',
      country: 'Argentina',
      location: 'Calle de prueba 1, Ciudad de prueba',
    },
  })
  expect(located.status).toBe(200)
  const pet = await createPet(app.server.baseUrl, user.token, {
    name: petName,
    latitude: String(lat),
    longitude: String(lng),
    location: 'Calle de prueba 1',
    city: 'Ciudad de prueba',
  })
  return { ...user, pet }
}

async function signedInPage(person: Person): Promise<Page> {
  const context = await app.phone()
  await answerReverseGeocoder(context, { city: 'Ciudad de prueba', country: 'Argentina' })
  const page = await context.newPage()
  await signInThroughForm(page, person)
  return page
}

/** The top card shows this pet (its name is the card's heading). */
async function expectTopCard(page: Page, petName: string): Promise<void> {
  await page
    .getByRole('heading', { name: new RegExp(petName) })
    .first()
    .waitFor({ timeout: 15_000 })
}

async function favoritePetIds(person: Person): Promise<string[]> {
  const result = await call<FavoritesResponse>(app.server.baseUrl, 'GET', '/api/favorites', {
    token: person.token,
  })
  expect(result.status).toBe(200)
  return result.body.favorites.map((favorite) => favorite.petId)
}

async function matchesOf(person: Person): Promise<MatchListResponse['matches']> {
  const result = await call<MatchListResponse>(app.server.baseUrl, 'GET', '/api/matches', {
    token: person.token,
  })
  expect(result.status).toBe(200)
  return result.body.matches
}

describe('discover and match, two people', () => {
  test('a mutual like: B sees the match modal, A sees the match live, chat opens', async () => {
    attempts += 1
    const a = await personAt('Andrea Uno', 'Pelusa', place(-34.6037, -58.3816))
    const b = await personAt('Bruno Dos', 'Firulais', place(-34.6039, -58.3812))

    const pageA = await signedInPage(a)
    await expectTopCard(pageA, 'Firulais')
    await pageA.getByRole('button', { name: 'Me gusta', exact: true }).click()
    // A's like must be on the server before B answers, or B's like would come first and the
    // match would be made by A's (A, not B, would then see it happen).
    await expect.poll(() => favoritePetIds(a), { timeout: 15_000 }).toContain(b.pet.id)
    expect(await matchesOf(a)).toHaveLength(0)

    // A watches the connections screen while B answers.
    await pageA.goto('/matches')
    await pageA.getByRole('tab', { name: /Matches/ }).waitFor()

    const pageB = await signedInPage(b)
    await expectTopCard(pageB, 'Pelusa')
    await pageB.getByRole('button', { name: 'Me gusta', exact: true }).click()
    await pageB.getByText('¡Es un Match!').waitFor()

    // A's list shows the match without a reload (replication over socket.io).
    await pageA.getByText('Firulais').first().waitFor({ timeout: 15_000 })

    const [match] = await matchesOf(b)
    expect(match?.petName).toBe('Pelusa')
    await pageB.getByRole('button', { name: 'Enviar mensaje' }).click()
    await pageB.waitForURL((url) => url.pathname === `/chat/${match?.id}`)
  })

  test('a like made offline is queued, replayed exactly once, and its match is notified', async () => {
    attempts += 1
    const d = await personAt('Diego Tres', 'Canela', place(-34.9011, -56.1645))
    const e = await personAt('Elena Cuatro', 'Tobías', place(-34.9013, -56.1641))
    // Elena liked Diego's pet already: Diego's offline like will make the match on replay.
    const early = await call(app.server.baseUrl, 'POST', '/api/matches/swipe', {
      token: e.token,
      json: { targetPetId: d.pet.id, action: 'like', userPetId: e.pet.id },
    })
    expect(early.status).toBe(200)

    const page = await signedInPage(d)
    await expectTopCard(page, 'Tobías')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    })

    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Me gusta', exact: true }).click()
    // The card leaves at once; nothing reached the server.
    await page.getByRole('heading', { name: /Tobías/ }).waitFor({ state: 'detached' })
    expect(await matchesOf(d)).toHaveLength(0)

    await page.context().setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))

    await expect.poll(async () => (await matchesOf(d)).length, { timeout: 20_000 }).toBe(1)
    // Exactly once: one favorite for Tobías, and one like counted against today's quota.
    const favorites = await call<FavoritesResponse>(app.server.baseUrl, 'GET', '/api/favorites', {
      token: d.token,
    })
    expect(favorites.body.favorites.filter((f) => f.petId === e.pet.id)).toHaveLength(1)
    const quota = await call<{ quota: { likesUsed: number } }>(
      app.server.baseUrl,
      'GET',
      '/api/matches/quota',
      { token: d.token },
    )
    expect(quota.body.quota.likesUsed).toBe(1)

    // The match found on replay reaches Diego as an in-app notification.
    const bell = page.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ })
    await expect
      .poll(async () => bell.getAttribute('aria-label'), { timeout: 20_000 })
      .toMatch(/sin leer$/)
    await bell.click()
    await page.getByText('¡Nuevo Match!').waitFor()
  })
})
