import { describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { PetDoc } from '@contract/pets.contract'
import { call, registerUser, type RegisteredUser } from '../support/api'
import { signInThroughForm, answerReverseGeocoder } from '../support/browser'
import { appUnderTest } from '../support/app-under-test'
import { createPet } from '../integration/pets-fixtures'

/**
 * A pet swiped from the stack never comes back (issue 13 §3): after a like that makes a match,
 * whether the user follows 'Enviar mensaje' or closes the modal, the matched pet is not the top
 * card again — not at once, not after two reloads — and no second swipe is sent for it. A like
 * queued offline hides its card through reloads too.
 *
 * The bug lived in a race: the stack asks for more cards as soon as 3 or fewer are left, and a
 * page stored while the last card was being swiped wrote that card back unswiped. So each scene
 * is a stack of one card, swiped right after the home opens, on a phone-like CPU and network;
 * the card that must be on top afterwards is added once the match is made. Each scene lives
 * in its own far-away city, so a stack holds only that scene's pets.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })

interface Scene {
  /** the user who swipes in Chromium */
  swiper: RegisteredUser & { pet: PetDoc }
  owner: RegisteredUser
  /** the one card of the stack; its owner liked the swiper's pet already */
  matched: PetDoc
  at: { lat: number; lng: number }
}

async function locatedUser(name: string, lat: number, lng: number): Promise<RegisteredUser> {
  const user = await registerUser(app.server.baseUrl, { name })
  const located = await call(app.server.baseUrl, 'PUT', '/api/users/location', {
    token: user.token,
    json: {
      latitude: lat,
      longitude: lng,
      address: 'Calle de prueba 1',
      city: 'Ciudad de prueba',
      country: 'Perú',
      location: 'Calle de prueba 1, Ciudad de prueba',
    },
  })
  expect(located.status).toBe(200)
  return user
}

function petAt(token: string, name: string, lat: number, lng: number): Promise<PetDoc> {
  return createPet(app.server.baseUrl, token, {
    name,
    latitude: String(lat),
    longitude: String(lng),
    location: 'Calle de prueba 1',
    city: 'Ciudad de prueba',
  })
}

// A retried test must not meet the pets its failed attempt left: each scene made moves two
// degrees (over 200 km, beyond the discover radius) from the city's last one.
const scenesMade = new Map<string, number>()

/** A swiper and an owner whose pet liked the swiper's pet, both at (lat, lng). */
async function sceneAt(tag: string, cityLat: number, lng: number): Promise<Scene> {
  const made = scenesMade.get(tag) ?? 0
  scenesMade.set(tag, made + 1)
  const lat = cityLat + 2 * made
  const swiperUser = await locatedUser(`Sofía ${tag}`, lat, lng)
  const swiperPet = await petAt(swiperUser.token, `Nube${tag}`, lat, lng)
  const owner = await locatedUser(`Óscar ${tag}`, lat, lng)
  const matched = await petAt(owner.token, `Bruma${tag}`, lat + 0.0002, lng)
  const early = await call(app.server.baseUrl, 'POST', '/api/matches/swipe', {
    token: owner.token,
    json: { targetPetId: swiperPet.id, action: 'like', userPetId: matched.id },
  })
  expect(early.status).toBe(200)
  return { swiper: { ...swiperUser, pet: swiperPet }, owner, matched, at: { lat, lng } }
}

/** A new pet near the scene: after a reload it is the top card, unless the matched one is. */
function nextPetOf(scene: Scene): Promise<PetDoc> {
  const { lat, lng } = scene.at
  return petAt(scene.owner.token, scene.matched.name.replace('Bruma', 'Trueno'), lat + 0.01, lng)
}

async function signedInPage(
  user: RegisteredUser,
  {
    isOnMobileNetwork = true,
    prepare,
  }: { isOnMobileNetwork?: boolean; prepare?: (context: BrowserContext) => Promise<unknown> } = {},
): Promise<{ page: Page; swipesAt: (petId: string) => number }> {
  const context = await app.phone()
  await prepare?.(context)
  const swipesAt = countSwipesAnswered(context)
  await answerReverseGeocoder(context, { city: 'Ciudad de prueba', country: 'Perú' })
  const page = await context.newPage()
  // A slower phone: a slower CPU and a mobile network's latency widen the race windows (the
  // race itself is pinned down deterministically in discover.repo.test.ts). 2× rather than a
  // mid-range phone's 4×: CI shares two cores with other suites, and 4× on top of that load
  // timed navigations out. Navigations get a minute for the same reason.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 })
  page.setDefaultNavigationTimeout(60_000)
  // (Not with context.setOffline later: both drive the same DevTools network conditions.)
  if (isOnMobileNetwork) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1_500_000,
      uploadThroughput: 750_000,
    })
  }
  await signInThroughForm(page, user)
  return { page, swipesAt }
}

/**
 * How long a screen may take to show what the test waits for. A hang detector, not a speed
 * check: on a first sign-in the home waits for the database to open and the user's pets to
 * arrive, which took 14 s at load 14 with the 2× CPU throttle (idle: under 2 s), and CI's e2e
 * phase runs two files with their servers and browsers on two cores. 15 s failed there.
 */
const SCREEN_WAIT_MS = 60_000

async function topCardName(page: Page): Promise<string> {
  const card = page.getByTestId('swipe-card')
  await card.waitFor({ timeout: SCREEN_WAIT_MS })
  return (await card.getAttribute('aria-label')) ?? ''
}

/**
 * Swipe requests for this pet that reached the server from the page or its service worker
 * (Chromium reports both on the context); tries that died offline never got an answer.
 */
function countSwipesAnswered(context: BrowserContext): (petId: string) => number {
  const bodies: string[] = []
  context.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && path.startsWith('/api/matches/')) {
      bodies.push(request.postData() ?? '')
    }
  })
  return (petId) => bodies.filter((body) => body.includes(petId)).length
}

/** The server's own record of the swiper's likes, whatever its logs hold. */
async function likesUsed(token: string): Promise<number> {
  const quota = await call<{ quota: { likesUsed: number } }>(
    app.server.baseUrl,
    'GET',
    '/api/matches/quota',
    { token },
  )
  expect(quota.status).toBe(200)
  return quota.body.quota.likesUsed
}

/** Two reloads; each time the next pet is on top and the matched one never shows. */
async function expectGoneAfterReloads(page: Page, matched: PetDoc, next: PetDoc): Promise<void> {
  for (let reload = 0; reload < 2; reload++) {
    await page.reload()
    expect(await topCardName(page)).toBe(next.name)
    // Give a stale stored copy every chance to come back before judging.
    await page.waitForTimeout(1_500)
    expect(await topCardName(page)).toBe(next.name)
    const matchedHeadings = page.getByRole('heading', { name: new RegExp(matched.name) })
    expect(await matchedHeadings.count()).toBe(0)
  }
}

async function likeTopAndSeeMatch(page: Page, scene: Scene): Promise<void> {
  expect(await topCardName(page)).toBe(scene.matched.name)
  await page.getByRole('button', { name: 'Me gusta', exact: true }).click()
  await page.getByRole('dialog', { name: '¡Es un Match!' }).waitFor({ timeout: SCREEN_WAIT_MS })
}

/** The stack is empty: the matched pet, its only card, did not come back. */
async function expectEmptyStack(page: Page): Promise<void> {
  await page.getByText('No hay más mascotas').waitFor({ timeout: SCREEN_WAIT_MS })
  await page.waitForTimeout(1_500)
  expect(await page.getByTestId('swipe-card').count()).toBe(0)
}

describe('a matched pet leaves the stack for good', () => {
  test("'Enviar mensaje', back to the stack and two reloads: it never returns", async () => {
    const scene = await sceneAt('Lima', -12.0464, -77.0428)
    const { page, swipesAt } = await signedInPage(scene.swiper)
    await likeTopAndSeeMatch(page, scene)
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/chat/'))

    // Back to the stack inside the app (no reload yet): the home screen's own memory of the
    // swipe went with it, so only what is stored can keep the pet away.
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    await expectEmptyStack(page)

    const next = await nextPetOf(scene)
    await expectGoneAfterReloads(page, scene.matched, next)
    expect(swipesAt(scene.matched.id)).toBe(1)
    expect(await likesUsed(scene.swiper.token)).toBe(1)
  })

  test("'Seguir viendo' and two reloads: it never returns, no second swipe", async () => {
    const scene = await sceneAt('Quito', -0.1807, -78.4678)
    const { page, swipesAt } = await signedInPage(scene.swiper)
    await likeTopAndSeeMatch(page, scene)
    await page.getByRole('button', { name: 'Seguir viendo' }).click()
    await page.getByRole('dialog', { name: '¡Es un Match!' }).waitFor({ state: 'detached' })
    await expectEmptyStack(page)

    const next = await nextPetOf(scene)
    await expectGoneAfterReloads(page, scene.matched, next)
    expect(swipesAt(scene.matched.id)).toBe(1)
    expect(await likesUsed(scene.swiper.token)).toBe(1)
  })

  test('a like queued offline hides its card through two offline reloads', async () => {
    const scene = await sceneAt('LaPaz', -16.4897, -68.1193)
    const next = await nextPetOf(scene)
    const { page, swipesAt } = await signedInPage(scene.swiper, { isOnMobileNetwork: false })
    expect(await topCardName(page)).toBe(scene.matched.name)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: SCREEN_WAIT_MS,
    })
    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Me gusta', exact: true }).click()
    await expect.poll(() => topCardName(page), { timeout: SCREEN_WAIT_MS }).toBe(next.name)
    await expectGoneAfterReloads(page, scene.matched, next)
    expect(swipesAt(scene.matched.id)).toBe(0)

    // Back online the queued like goes out once, and the pet still does not come back.
    await page.context().setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect.poll(() => likesUsed(scene.swiper.token), { timeout: SCREEN_WAIT_MS }).toBe(1)
    await expectGoneAfterReloads(page, scene.matched, next)
    expect(swipesAt(scene.matched.id)).toBe(1)
  })

  test("on a first sign-in whose own pets arrive late, the like still carries the user's pet", async () => {
    const scene = await sceneAt('Asuncion', -25.2637, -57.5759)
    // The first pull of the user's own pets answers 3 s late (a slow network on a new device):
    // until then the home must not take them for someone without pets, or the like would go
    // out in browsing mode and could never make the match.
    const { page } = await signedInPage(scene.swiper, {
      isOnMobileNetwork: false,
      prepare: (context) =>
        context.route('**/api/sync/pets/pull**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 3_000))
          await route.continue()
        }),
    })
    await likeTopAndSeeMatch(page, scene)
  })
})
