import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../support/browser'
import { matchedPair, type ChatPair } from '../support/chat-e2e'
import { startServer, type RunningServer } from '../support/server-process'
import { openControlledApp } from '../support/sw-queue-page'

/**
 * Screens that read the network rather than RxDB keep their last known data offline, through
 * the service worker's copy of the last answer (sw/last-known.ts): a pet profile visited online
 * — a matched pet, so neither in the swipe stack nor the user's own — and the profile's
 * statistics. Real server, real Chromium, the production build.
 */
let server: RunningServer
let browser: Browser
let pair: ChatPair

beforeAll(async () => {
  server = await startServer({ env: { DEMO_DATA: '0' } })
  browser = await launchChromium()
  pair = await matchedPair(
    server.baseUrl,
    { name: 'Lucía Prueba', petName: 'Canela' },
    { name: 'Mario Prueba', petName: 'Rocky' },
  )
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function statValue(page: Page, label: string): Promise<string | null> {
  const values = await page
    .getByRole('region', { name: 'Estadísticas' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .allTextContents()
  return values[0] ?? null
}

describe('last known data offline', () => {
  test('a pet profile visited online opens offline after a reload', async () => {
    const { context, page } = await openControlledApp(browser, server.baseUrl, pair.a)
    const rocky = pair.b.pet
    await page.goto(`/pet/${rocky.id}`)
    await page.getByRole('heading', { level: 1, name: /Rocky/ }).waitFor()
    await page.getByRole('region', { name: 'Dueño' }).getByText('Mario Prueba').waitFor()

    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: /Rocky/ }).waitFor()
    await page.getByRole('region', { name: 'Dueño' }).getByText('Mario Prueba').waitFor()
    await page.getByText('mostrando la última versión guardada de este perfil').waitFor()
    expect(await page.getByText('No se pudo cargar el perfil de la mascota').count()).toBe(0)
    await context.close()
  })

  test('the profile statistics keep their numbers offline', async () => {
    const { context, page } = await openControlledApp(browser, server.baseUrl, pair.a)
    await expect.poll(() => statValue(page, 'Matches')).toBe('1')
    await expect.poll(() => statValue(page, 'Mascotas')).toBe('1')
    const superLikes = await statValue(page, 'Super Likes')
    expect(superLikes).toMatch(/^\d+$/)

    await context.setOffline(true)
    await page.reload()
    await page.getByRole('region', { name: 'Estadísticas' }).waitFor()
    await expect.poll(() => statValue(page, 'Matches')).toBe('1')
    expect(await statValue(page, 'Super Likes')).toBe(superLikes)
    expect(await statValue(page, 'Mascotas')).toBe('1')
    await context.close()
  })
})
