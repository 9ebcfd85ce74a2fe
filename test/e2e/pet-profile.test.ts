import { beforeAll, describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { AuthResponse } from '@contract/auth.contract'
import type { DiscoverResponse } from '@contract/discover.contract'
import type { FavoritesResponse } from '@contract/matches.contract'
import type { MyPetsResponse, PetDoc } from '@contract/pets.contract'
import { petMessages } from '@contract/pets.messages'
import { call } from '../support/api'
import { signInThroughForm, answerReverseGeocoder } from '../support/browser'
import { appUnderTest } from '../support/app-under-test'
import { ANA, CARLOS } from '../support/demo-accounts'
import { requestsAnswered } from '../support/server-process'

/**
 * The pet profile (/pet/{petId}, issue 5 point 5) in real Chromium against the production build
 * and the real server with its demo data, as Ana: arriving from a QR code, answering with her
 * preselected first pet, and opening profiles offline (a pet from her swipe stack, her own pet).
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })

let anaToken: string
let anaPets: PetDoc[]
let carlosPets: PetDoc[]

async function tokenOf(account: typeof ANA): Promise<string> {
  const login = await call<AuthResponse>(app.server.baseUrl, 'POST', '/api/auth/login', {
    json: account,
  })
  expect(login.status).toBe(200)
  return login.body.token
}

/** The owner's pets, oldest first: the order of the app's own-pet selector. */
async function petsOf(token: string): Promise<PetDoc[]> {
  const mine = await call<MyPetsResponse>(app.server.baseUrl, 'GET', '/api/pets/my-pets', { token })
  expect(mine.status).toBe(200)
  return [...mine.body.pets].sort((a, b) =>
    a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1,
  )
}

beforeAll(async () => {
  anaToken = await tokenOf(ANA)
  anaPets = await petsOf(anaToken)
  carlosPets = await petsOf(await tokenOf(CARLOS))
  expect(anaPets.length).toBeGreaterThan(1)
  expect(carlosPets.length).toBeGreaterThan(0)
})

async function phone(): Promise<BrowserContext> {
  const context = await app.phone()
  await answerReverseGeocoder(context)
  return context
}

/**
 * Signs Ana in through the form; resolves with the discover page the home shows. The body is
 * read as soon as the response comes: a page that navigates right after (the service worker
 * taking over) takes a response's body with it, and the new page then fetches its own.
 */
async function signInAsAna(page: Page): Promise<DiscoverResponse> {
  const bodies: Promise<DiscoverResponse | null>[] = []
  page.on('response', (response) => {
    if (!response.url().includes('/api/pets/discover') || !response.ok()) return
    bodies.push(
      response.json().then(
        (body) => body as DiscoverResponse,
        () => null,
      ),
    )
  })
  await signInThroughForm(page, ANA)
  await expect.poll(() => bodies.length, { timeout: 20_000 }).toBeGreaterThan(0)
  for (;;) {
    const settled = await Promise.all(bodies)
    const latest = settled.findLast((body) => body !== null)
    if (latest) return latest
    const seen = bodies.length
    await expect.poll(() => bodies.length, { timeout: 20_000 }).toBeGreaterThan(seen)
  }
}

function swipesReceived(): number {
  return requestsAnswered(app.server, 'POST', '/api/matches/swipe')
}

describe('pet profile', () => {
  test("from a QR code: Ana's first pet is preselected and 'Me gusta' leads to /matches", async () => {
    const page = await (await phone()).newPage()
    await signInAsAna(page)
    const target = carlosPets[0]
    const firstOwn = anaPets[0]
    if (!target || !firstOwn) throw new Error('demo data missing')

    await page.goto(`/pet/${target.id}?qr=true`)
    await page.getByRole('heading', { level: 1, name: new RegExp(target.name) }).waitFor()
    await page.getByText('Abriste este perfil desde un código QR.').waitFor()
    expect(await page.getByText(target.breed, { exact: true }).count()).toBeGreaterThan(0)
    const selector = page.getByRole('combobox', { name: 'Tu mascota' })
    expect(await selector.inputValue()).toBe(firstOwn.id)
    await expect.poll(() => selector.locator('option:checked').textContent()).toBe(firstOwn.name)

    const before = swipesReceived()
    await page.getByRole('button', { name: 'Me gusta' }).click()
    // Carlos may already like Ana's pet in the demo data: then the match is celebrated first.
    const alert = page.getByRole('alertdialog')
    await Promise.race([
      page.waitForURL((url) => url.pathname === '/matches'),
      alert.waitFor().then(async () => {
        expect(await alert.getByRole('heading').textContent()).toBe('¡Es un Match!')
        await alert.getByRole('button', { name: 'Aceptar' }).click()
        await page.waitForURL((url) => url.pathname === '/matches')
      }),
    ])
    expect(new URL(page.url()).pathname).toBe('/matches')
    await expect.poll(swipesReceived).toBe(before + 1)
    const favorites = await call<FavoritesResponse>(app.server.baseUrl, 'GET', '/api/favorites', {
      token: anaToken,
    })
    expect(favorites.body.favorites.map((favorite) => favorite.petId)).toContain(target.id)
  })

  test('opens offline after one visit: a pet from the swipe stack, and her own pet', async () => {
    const context = await phone()
    const page = await context.newPage()
    const stack = await signInAsAna(page)
    const seen = stack.pets[0]
    const own = anaPets[1]
    if (!seen || !own) throw new Error('no discover card or own pet to open')
    // The home stores the stack it shows; the service worker has the app shell.
    await page
      .getByRole('heading', { name: new RegExp(seen.name) })
      .first()
      .waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    await page.goto(`/pet/${seen.id}`)
    await page.getByRole('heading', { level: 1, name: new RegExp(seen.name) }).waitFor()
    await page.getByRole('region', { name: 'Dueño' }).getByText(seen.owner.name).waitFor()

    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: new RegExp(seen.name) }).waitFor()
    await page.getByText('mostrando la última versión guardada de este perfil').waitFor()
    await page.getByRole('region', { name: 'Dueño' }).getByText(seen.owner.name).waitFor()
    expect(await page.getByRole('button', { name: 'Me gusta' }).isEnabled()).toBe(true)

    // Her own pet comes from the local database: 'Editar' instead of the answer buttons.
    await page.goto(`/pet/${own.id}`)
    await page.getByRole('heading', { level: 1, name: new RegExp(own.name) }).waitFor()
    await page.getByRole('link', { name: 'Editar' }).waitFor()
    expect(await page.getByRole('button', { name: 'Me gusta' }).count()).toBe(0)
    await context.setOffline(false)
  })

  test("an unknown pet: the server's message and 'Reintentar'", async () => {
    const page = await (await phone()).newPage()
    await signInAsAna(page)
    await page.goto('/pet/no-such-pet')
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe(petMessages.notFound)
    await page.getByRole('button', { name: 'Reintentar' }).click()
    await alert.waitFor()
    expect(await alert.textContent()).toBe(petMessages.notFound)
  })
})
