import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import {
  launchChromium,
  newPhoneContext,
  signInThroughForm,
  answerReverseGeocoder,
} from '../support/browser'
import { startServer, type RunningServer } from '../support/server-process'
import { ANA } from '../support/demo-accounts'

/**
 * The swipe home's layout on a 390×844 phone (issue 13 §3), as Ana (three pets) sees it: the
 * toolbar keeps to one row and the pet selector to a second (issue 31 §4), the filter dialog's
 * buttons share a row, offline there is one connection notice above the card, and the install
 * banner never covers the swipe buttons.
 */

let server: RunningServer
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  server = await startServer({ env: { DEMO_DATA: '1' } })
  browser = await launchChromium()
  context = await newPhoneContext(browser, server.baseUrl)
  await answerReverseGeocoder(context)
  page = await context.newPage()
  await signInThroughForm(page, ANA)
  await page.getByRole('button', { name: 'Me gusta', exact: true }).waitFor()
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

interface Box {
  x: number
  y: number
  width: number
  height: number
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  expect(found).not.toBeNull()
  return found ?? { x: 0, y: 0, width: 0, height: 0 }
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

const swipeButtons = () =>
  ['Pasar', 'Super like', 'Me gusta'].map((name) => page.getByRole('button', { name, exact: true }))

describe('the swipe home at 390×844', () => {
  test('the toolbar keeps to one row, the pet selector to a row of its own, targets at least 44×44', async () => {
    const select = page.getByLabel('Responde como')
    await select.waitFor()
    const rowParts = [
      page.getByRole('button', { name: 'Filtros', exact: true }),
      page.getByRole('button', { name: 'Ubicación', exact: true }),
      page.getByText(/^Swipes/),
    ]
    const boxes = await Promise.all(rowParts.map(box))
    const filters = await box(rowParts[0] ?? select)
    for (const part of boxes) {
      expect(part.x + part.width).toBeLessThanOrEqual(390)
      // One row: every child's vertical middle lies inside the Filtros button's band.
      const middle = part.y + part.height / 2
      expect(middle).toBeGreaterThan(filters.y)
      expect(middle).toBeLessThan(filters.y + filters.height)
    }
    // Issue 31 §4: with several pets, 'Responde como' takes a second row, wide enough for a name.
    const selectBox = await box(select)
    expect(selectBox.y).toBeGreaterThanOrEqual(filters.y + filters.height)
    expect(selectBox.x + selectBox.width).toBeLessThanOrEqual(390)
    expect(selectBox.width).toBeGreaterThan(120)
    // The buttons and the select are tap targets; the swipes indicator is only text.
    for (const target of [...boxes.slice(0, 2), selectBox]) {
      expect(target.width).toBeGreaterThanOrEqual(44)
      expect(target.height).toBeGreaterThanOrEqual(44)
    }
  })

  test("the filter dialog keeps 'Aplicar' on one row with its siblings", async () => {
    await page.getByRole('button', { name: 'Filtros', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Filtros' })
    const apply = dialog.getByRole('button', { name: 'Aplicar', exact: true })
    await apply.scrollIntoViewIfNeeded()
    const applyBox = await box(apply)
    const buttons = ['Limpiar', 'Cancelar', 'Aplicar'].map((name) =>
      dialog.getByRole('button', { name, exact: true }),
    )
    for (const button of await Promise.all(buttons.map(box))) {
      expect(button.y).toBe(applyBox.y)
      expect(button.height).toBeGreaterThanOrEqual(44)
    }
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
  })

  test('offline, one connection notice above the card', async () => {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    try {
      await page.reload()
      const shellBanner = page
        .getByRole('status', { name: 'Estado de la conexión' })
        .getByText(/^Sin conexión/)
      await shellBanner.waitFor()
      const like = page.getByRole('button', { name: 'Me gusta', exact: true })
      await like.waitFor()
      // The home's own line said the same thing a second time.
      const notices = page.getByText(/Sin conexión/)
      expect(await notices.count()).toBe(1)
      expect((await box(shellBanner)).y).toBeLessThan(
        (await box(page.getByRole('region', { name: 'Mascotas cerca de ti' }))).y,
      )
    } finally {
      await context.setOffline(false)
    }
  })

  test('the install banner takes room above the navigation, covering no action', async () => {
    await page.reload()
    const like = page.getByRole('button', { name: 'Me gusta', exact: true })
    await like.waitFor()
    // Chromium's own event, as it fires when the app is installable (prompt() is its part).
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true })
      Object.assign(event, {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      })
      window.dispatchEvent(event)
    })
    const banner = page.getByRole('complementary', { name: 'Instala Huellitas' })
    await banner.waitFor({ timeout: 15_000 })
    await banner.getByRole('button', { name: 'Instalar' }).waitFor()
    const bannerBox = await box(banner)
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' })
    const covered = [...swipeButtons(), navigation]
    for (const target of covered) {
      expect(overlaps(bannerBox, await box(target))).toBe(false)
    }
    for (const control of [
      banner.getByRole('button', { name: 'Instalar' }),
      banner.getByRole('button', { name: 'Cerrar' }),
    ]) {
      const size = await box(control)
      expect(size.height).toBeGreaterThanOrEqual(44)
      expect(size.width).toBeGreaterThanOrEqual(44)
    }

    // The click reaches 'Me gusta' itself: nothing is stacked over its middle.
    const likeBox = await box(like)
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      [likeBox.x + likeBox.width / 2, likeBox.y + likeBox.height / 2] as const,
    )
    expect(hit).toBe('Me gusta')
    await like.click({ timeout: 5_000 })
  }, 40_000)
})
