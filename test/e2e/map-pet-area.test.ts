import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { AuthResponse } from '@contract/auth.contract'
import type { MyPetsResponse, PetDoc, PetResponse } from '@contract/pets.contract'
import { cellCentre } from '../../server/geo/privacy'
import { call } from '../support/api'
import { launchChromium, newPhoneContext, signInThroughForm } from '../support/browser'
import { ANA, CARLOS } from '../support/demo-accounts'
import {
  cutOffInternet,
  instrumentPage,
  pixelCounts,
  watchErrors,
  type Rgb,
} from '../support/map-e2e'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * The pet profile's map, with every non-local host cut off. The profile first shows the server's
 * picture of the ~1 km privacy cell and loads no WebGL; 'Ver mapa interactivo' opens MapLibre:
 * someone else's pet shows an area around the centre of its cell (the only position the server
 * gives a stranger, server/geo/privacy.ts) and no pin; the owner's own pet shows its pin.
 */
let server: RunningServer
let browser: Browser
let context: BrowserContext
let page: Page
let anaToken: string
let carlosPet: PetDoc
let anaPet: PetDoc
let errors: string[]

/** The area's fill (#f97316 at 25 %) over the basemap's land (#f7f2ea). */
const AREA_OVER_LAND: Rgb = { r: 248, g: 211, b: 181 }

async function login(account: typeof ANA) {
  const result = await call<AuthResponse>(server.baseUrl, 'POST', '/api/auth/login', {
    json: account,
  })
  return result.body.token
}

async function firstPet(token: string) {
  const mine = await call<MyPetsResponse>(server.baseUrl, 'GET', '/api/pets/my-pets', { token })
  const pet = mine.body.pets.find((p) => p.latitude !== null && p.longitude !== null)
  if (!pet) throw new Error('no demo pet with a place')
  return pet
}

beforeAll(async () => {
  server = await startServer({ env: { DEMO_DATA: '1' }, startTimeoutMs: 120_000 })
  browser = await launchChromium()
  anaToken = await login(ANA)
  anaPet = await firstPet(anaToken)
  carlosPet = await firstPet(await login(CARLOS))
  context = await newPhoneContext(browser, server.baseUrl)
  await cutOffInternet(context)
  await context.addInitScript(instrumentPage)
  page = await context.newPage()
  errors = watchErrors(page)
  await signInThroughForm(page, ANA)
}, 180_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

describe('the pet profile map', () => {
  test("someone else's pet: an area around its cell, never a pin", async () => {
    const seen = await call<PetResponse>(server.baseUrl, 'GET', `/api/pets/${carlosPet.id}`, {
      token: anaToken,
    })
    const exact = { latitude: carlosPet.latitude ?? 0, longitude: carlosPet.longitude ?? 0 }
    expect({ latitude: seen.body.pet.latitude, longitude: seen.body.pet.longitude }).toEqual(
      cellCentre(exact),
    )

    await page.goto(`/pet/${carlosPet.id}`)
    const section = page.getByRole('region', { name: 'Zona aproximada' })
    await section.getByText('Se muestra una zona de alrededor de 1 km').waitFor()
    await section.locator('[data-static-map="ready"] img').waitFor()
    expect(await section.locator('canvas').count()).toBe(0)
    await section.getByRole('button', { name: 'Ver mapa interactivo' }).click()
    const map = section.locator('[role="region"][data-map-ready="true"]')
    await map.waitFor({ timeout: 30_000 })
    await page.waitForTimeout(1_500)
    await map.scrollIntoViewIfNeeded()
    await page.screenshot({ path: '/tmp/mapshots/pet-area.png', fullPage: true })
    const shown = await pixelCounts(map, { area: AREA_OVER_LAND }, 8)
    expect(shown.counts.area / shown.total).toBeGreaterThan(0.05)
    expect(await section.getByRole('img', { name: 'Ubicación de tu mascota' }).count()).toBe(0)
    // Named after the pet's place: at zoom 13 the basemap (no street-level archive here) names
    // no district, so the label is what tells a stranger where the area is.
    const place = seen.body.pet.location ?? ''
    expect(place).not.toBe('')
    expect(await section.getByTestId('area-label').textContent()).toBe(place)
    expect(await section.getByRole('region', { name: `Zona aproximada: ${place}` }).count()).toBe(1)
  }, 90_000)

  test('your own pet: its place with a pin', async () => {
    await page.goto(`/pet/${anaPet.id}`)
    const section = page.getByRole('region', { name: 'Zona aproximada' })
    await section.locator('[data-static-map="ready"] img').waitFor()
    await section.getByRole('button', { name: 'Ver mapa interactivo' }).click()
    await section.getByRole('img', { name: 'Ubicación de tu mascota' }).waitFor({ timeout: 30_000 })
    expect(await section.getByText('Se muestra una zona').count()).toBe(0)
    expect(await section.getByTestId('area-label').count()).toBe(0)
    expect(errors).toEqual([])
    expect(await page.evaluate(() => window.mapCspViolations ?? [])).toEqual([])
  }, 60_000)
})
