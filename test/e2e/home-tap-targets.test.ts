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
 * Tap targets on the swipe home at 390×844 (issue 13 §3): the × of each active-filter chip and
 * the 'Responde como' select are at least 44×44 CSS px, as Ana (three pets) sees them.
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
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

async function size(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  return { width: box?.width ?? 0, height: box?.height ?? 0 }
}

describe('tap targets on the swipe home', () => {
  test("the chip's × and 'Responde como' are at least 44×44", async () => {
    const select = page.getByLabel('Responde como')
    await select.waitFor()
    const selectSize = await size(select)
    expect(selectSize.width).toBeGreaterThanOrEqual(44)
    expect(selectSize.height).toBeGreaterThanOrEqual(44)

    await page.getByRole('button', { name: 'Filtros', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Filtros' })
    await dialog.getByText('Hembra', { exact: true }).click()
    await dialog.getByRole('button', { name: 'Aplicar' }).click()
    const remove = page.getByRole('button', { name: /^Quitar/ })
    await remove.first().waitFor()
    for (const button of await remove.all()) {
      const buttonSize = await size(button)
      expect(buttonSize.width).toBeGreaterThanOrEqual(44)
      expect(buttonSize.height).toBeGreaterThanOrEqual(44)
    }
    await remove.first().click()
    await remove.first().waitFor({ state: 'detached' })
  })
})
