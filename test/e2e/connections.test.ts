import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { AuthResponse } from '@contract/auth.contract'
import type { SwipeResponse } from '@contract/matches.contract'
import type { MyPetsResponse } from '@contract/pets.contract'
import { call } from '../support/api'
import { launchChromium, newPhoneContext, signInThroughForm } from '../support/browser'
import { startServer, type RunningServer } from '../support/server-process'
import { ANA, CARLOS } from '../support/demo-accounts'

/**
 * Issue 5 points 6 and 7 in real Chromium against the production build and the real server
 * (demo data on): Ana has 'Tus Conexiones' open when she and Carlos like each other's pets
 * through the API; the match appears without a reload, opens its detail, and 'Deshacer match'
 * removes it from her list and from the server. Her favorite of Carlos's pet shows 'Chat'
 * while matched and 'Sin match' once unmatched. Carlos unmatching reaches her open detail live.
 */

let server: RunningServer
let browser: Browser
let context: BrowserContext
let page: Page
let ana: AuthResponse
let carlos: AuthResponse

async function login(credentials: typeof ANA): Promise<AuthResponse> {
  const answer = await call<AuthResponse>(server.baseUrl, 'POST', '/api/auth/login', {
    json: credentials,
  })
  expect(answer.status).toBe(200)
  return answer.body
}

async function petOf(session: AuthResponse, index = 0) {
  const answer = await call<MyPetsResponse>(server.baseUrl, 'GET', '/api/pets/my-pets', {
    token: session.token,
  })
  const pet = answer.body.pets[index]
  if (!pet) throw new Error(`${session.user.name} has no pet ${index}`)
  return pet
}

function like(session: AuthResponse, userPetId: string, targetPetId: string) {
  return call<SwipeResponse>(server.baseUrl, 'POST', '/api/matches/swipe', {
    token: session.token,
    json: { targetPetId, action: 'like', userPetId },
  })
}

beforeAll(async () => {
  server = await startServer({ env: { DEMO_DATA: '1' } })
  browser = await launchChromium()
  ;[ana, carlos] = await Promise.all([login(ANA), login(CARLOS)])
  context = await newPhoneContext(browser, server.baseUrl)
  page = await context.newPage()
  await signInThroughForm(page, ANA)
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

describe('connections', () => {
  test('a match appears live, opens its detail, and unmatch removes it', async () => {
    await page.goto('/matches')
    await expect
      .poll(() => page.getByRole('heading', { name: 'Tus Conexiones' }).isVisible())
      .toBe(true)
    const panel = page.getByRole('tabpanel')
    await panel.getByText('Aún no tienes matches').waitFor()

    const [anaPet, carlosPet] = await Promise.all([petOf(ana), petOf(carlos)])
    expect((await like(ana, anaPet.id, carlosPet.id)).body.matched).toBe(false)
    const matched = await like(carlos, carlosPet.id, anaPet.id)
    expect(matched.body.matched).toBe(true)
    const matchId = matched.body.match?.id ?? ''

    // No reload: the socket brings the match into the open list.
    const item = panel.getByRole('link', { name: new RegExp(carlosPet.name) })
    await item.waitFor()
    expect(await item.getAttribute('href')).toBe(`/chat/${matchId}`)
    await expect.poll(() => item.textContent()).toContain('Ahora')
    await expect.poll(() => item.textContent()).toContain(`con ${anaPet.name}`)
    await expect
      .poll(() => page.getByRole('tab', { name: /Matches/ }).textContent())
      .toBe('Matches1')

    // Her like of Carlos's pet is in 'Mis Matches' with the chat open.
    await page.getByRole('link', { name: 'Favoritos' }).click()
    await page.waitForURL((url) => url.pathname === '/favorites')
    const card = page.getByRole('article').filter({ hasText: carlosPet.name })
    await card.getByRole('link', { name: 'Chat' }).waitFor()
    expect(await card.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe(
      `/chat/${matchId}`,
    )

    await page.goto(`/matches/${matchId}`)
    await page.getByRole('heading', { name: '¡Es un Match!' }).waitFor()
    expect(await page.getByRole('link', { name: 'Enviar mensaje' }).getAttribute('href')).toBe(
      `/chat/${matchId}`,
    )
    expect(await page.getByRole('link', { name: 'Ver perfil' }).getAttribute('href')).toBe(
      `/pet/${carlosPet.id}`,
    )
    await page.getByRole('button', { name: 'Deshacer match' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Deshacer este match?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Deshacer match' }).click()
    await page.waitForURL((url) => url.pathname === '/matches')
    await page.getByRole('tabpanel').getByText('Aún no tienes matches').waitFor()

    await expect
      .poll(async () => {
        const answer = await call(server.baseUrl, 'GET', `/api/matches/${matchId}`, {
          token: carlos.token,
        })
        return answer.status
      })
      .toBe(404)

    // After the tombstone the favorite waits again.
    await page.getByRole('link', { name: 'Favoritos' }).click()
    await card.getByRole('button', { name: 'Sin match' }).waitFor()
    expect(await card.getByText('Esperando que te den like').isVisible()).toBe(true)
  })

  test('an unmatch by the other owner reaches an open match detail live', async () => {
    const [anaPet, carlosPet] = await Promise.all([petOf(ana, 1), petOf(carlos, 1)])
    await like(ana, anaPet.id, carlosPet.id)
    const matched = await like(carlos, carlosPet.id, anaPet.id)
    const matchId = matched.body.match?.id ?? ''
    expect(matchId).not.toBe('')
    await page.goto('/matches')
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: new RegExp(carlosPet.name) })
      .waitFor()
    await page.goto(`/matches/${matchId}`)
    await page.getByRole('heading', { name: '¡Es un Match!' }).waitFor()

    const unmatched = await call(server.baseUrl, 'DELETE', `/api/matches/${matchId}`, {
      token: carlos.token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    })
    expect(unmatched.status).toBe(200)
    await page.getByRole('heading', { name: 'Match no encontrado' }).waitFor()
  })

  test('a match that does not exist says so', async () => {
    await page.goto('/matches/no-existe')
    await page.getByRole('heading', { name: 'Match no encontrado' }).waitFor()
  })
})
