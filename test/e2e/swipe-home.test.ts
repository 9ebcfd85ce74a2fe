import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import type { AuthResponse } from '@contract/auth.contract'
import type { FavoritesResponse } from '@contract/matches.contract'
import { call } from '../support/api'
import {
  launchChromium,
  newPhoneContext,
  signInThroughForm,
  answerReverseGeocoder,
} from '../support/browser'
import { requestsAnswered, startServer, type RunningServer } from '../support/server-process'
import { ANA } from '../support/demo-accounts'

/**
 * Issue 5's swipe home in real Chromium against the production build and the real server (demo
 * data on), as Ana (free, three pets): the stack shows a card; 'Me gusta', 'Pasar' and a drag
 * to the right each take the top card away and reach the server (a like becomes one of her
 * favorites, a pass does not); the swipes indicator counts the likes left; the filter dialog
 * changes what the stack shows and the active-filter count.
 */

let server: RunningServer
let browser: Browser
let anaToken: string
let context: BrowserContext
let page: Page

beforeAll(async () => {
  server = await startServer({ env: { DEMO_DATA: '1' } })
  browser = await launchChromium()
  const login = await call<AuthResponse>(server.baseUrl, 'POST', '/api/auth/login', { json: ANA })
  expect(login.status).toBe(200)
  anaToken = login.body.token
  context = await newPhoneContext(browser, server.baseUrl)
  await answerReverseGeocoder(context)
  page = await context.newPage()
  await signInThroughForm(page, ANA)
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

function topCard(): Locator {
  return page.getByTestId('swipe-card')
}

async function topName(): Promise<string> {
  await topCard().waitFor()
  return (await topCard().getAttribute('aria-label')) ?? ''
}

/** Waits until another card is on top (the previous one flew out and left the stack). */
async function nextTopName(before: string): Promise<string> {
  await expect.poll(topName, { timeout: 10_000 }).not.toBe(before)
  return topName()
}

async function favoriteNames(): Promise<string[]> {
  const favorites = await call<FavoritesResponse>(server.baseUrl, 'GET', '/api/favorites', {
    token: anaToken,
  })
  expect(favorites.status).toBe(200)
  return favorites.body.favorites.map((favorite) => favorite.petName)
}

function swipeRequests(): number {
  return requestsAnswered(server, 'POST', '/api/matches/swipe')
}

describe('swipe home', () => {
  test('Me gusta, Pasar and a drag each take the top card and reach the server', async () => {
    const first = await topName()
    expect(first).not.toBe('')
    await page.getByText('Swipes: 10').waitFor()

    await page.getByRole('button', { name: 'Me gusta' }).click()
    const second = await nextTopName(first)
    await expect.poll(favoriteNames).toContain(first)
    await page.getByText('Swipes: 9').waitFor()

    await page.getByRole('button', { name: 'Pasar' }).click()
    const third = await nextTopName(second)
    await expect.poll(swipeRequests).toBe(2)
    expect(await favoriteNames()).not.toContain(second)

    // The gesture: a drag of 160 px to the right is a like too.
    const box = await topCard().boundingBox()
    if (!box) throw new Error('the top card has no box')
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 3 }
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.mouse.move(start.x + 80, start.y, { steps: 5 })
    await page.mouse.move(start.x + 160, start.y + 5, { steps: 5 })
    await page.mouse.up()
    await nextTopName(third)
    await expect.poll(favoriteNames).toContain(third)
    await page.getByText('Swipes: 8').waitFor()
    // The server logs a request after answering it, asynchronously: wait for the third line.
    await expect.poll(swipeRequests).toBeGreaterThanOrEqual(3)
    expect(swipeRequests()).toBe(3)
  })

  test('a short drag springs back and sends nothing', async () => {
    const before = await topName()
    const sent = swipeRequests()
    const box = await topCard().boundingBox()
    if (!box) throw new Error('the top card has no box')
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 3 }
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.mouse.move(start.x + 60, start.y, { steps: 5 })
    await page.mouse.up()
    await page.waitForTimeout(600)
    expect(await topName()).toBe(before)
    expect(swipeRequests()).toBe(sent)
    // The photo viewer did not open either: the click that ended the drag was swallowed.
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('the filter dialog changes the stack and the active-filter count', async () => {
    expect(await page.getByText(/filtros? activos?$/).count()).toBe(0)
    await page.getByRole('button', { name: 'Filtros', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Filtros' })
    await dialog.getByText('Hembra', { exact: true }).click()
    await dialog.getByRole('button', { name: 'Aplicar' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: '1 filtro activo' }).waitFor()
    const bar = page.getByRole('region', { name: 'Filtros activos' })
    await bar.getByText('Hembra').waitFor()
    // Every card the stack now shows is a female.
    await expect.poll(() => topCard().innerText(), { timeout: 10_000 }).toContain('· Hembra')

    await bar.getByRole('button', { name: 'Limpiar todo' }).click()
    await page.getByRole('button', { name: '1 filtro activo' }).waitFor({ state: 'hidden' })
    await topCard().waitFor()
  })
})
