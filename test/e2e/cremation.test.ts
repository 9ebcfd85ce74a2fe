import { beforeAll, describe, expect, test } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { BookingFeedDoc, BookingsResponse } from '@contract/services.contract'
import { call } from '../support/api'
import { signInThroughForm } from '../support/browser'
import { appUnderTest } from '../support/app-under-test'
import { ANA, CARLOS, demoSession } from '../support/demo-accounts'

/**
 * Issue 19's cremation acceptance in real Chromium against the production build and the real
 * server (demo data and catalogue on): from /services to /funeral-services, a request for
 * 'Cremación Individual' (2500) with urgency 'Urgente (24-48 h)' (+500) and two memorial
 * options, 'Huella en arcilla' (+150) and 'Joya con cenizas' (+500): 3650 by hand. The running
 * total, step 4's server summary and 'Mis citas' all show it, while every request leaving the
 * browser is rewritten to claim a total of 1. Then the same request made offline shows pending
 * and, back online, is confirmed once.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1', CURRENCY: 'MXN' } })
const HAND_TOTAL = 2500 + 500 + 150 + 500
let anaToken: string
let carlosToken: string

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()
const mxn = (amount: number) =>
  normalise(
    new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: 'MXN',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    }).format(amount),
  )

beforeAll(async () => {
  anaToken = (await demoSession(app.server.baseUrl, ANA)).token
  carlosToken = (await demoSession(app.server.baseUrl, CARLOS)).token
})

async function serverBookings(token: string): Promise<BookingFeedDoc[]> {
  const answer = await call<BookingsResponse>(app.server.baseUrl, 'GET', '/api/bookings', {
    token,
  })
  expect(answer.status).toBe(200)
  return answer.body.bookings.filter((booking) => booking.kind === 'cremation')
}

/** Every cremation request this context sends (page or worker) claims a total of 1. */
async function tamperTotals(context: BrowserContext): Promise<{ count: number }> {
  const seen = { count: 0 }
  await context.route('**/api/cremation-requests', async (route) => {
    const request = route.request()
    if (request.method() !== 'POST') return route.continue()
    const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>
    seen.count += 1
    await route.continue({ postData: JSON.stringify({ ...body, total: 1, price: 1 }) })
  })
  return seen
}

async function fillRequest(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Personaliza: Cremación Individual' })
  await dialog.waitFor()
  await dialog.getByRole('textbox', { name: 'Nombre (opcional)' }).fill('Luna')
  await dialog.getByRole('textbox', { name: 'Raza (opcional)' }).fill('Labrador')
  await dialog.getByRole('radio', { name: /Urgente \(24-48 h\)/ }).check()
  await dialog.getByRole('checkbox', { name: /Huella en arcilla/ }).check()
  await dialog.getByRole('checkbox', { name: /Joya con cenizas/ }).check()
  await dialog.getByRole('textbox', { name: 'Teléfono de contacto' }).fill('+503 7000 1234')
  await dialog
    .getByRole('textbox', { name: 'Correo de contacto (opcional)' })
    .fill('familia@example.com')
  await dialog
    .getByRole('textbox', { name: 'Dirección de recogida' })
    .fill('Colonia Escalón, Calle 3, casa 12')
  const total = dialog.getByText('Total estimado').locator('..')
  expect(normalise(await total.textContent())).toBe(`Total estimado${mxn(HAND_TOTAL)}`)
  return dialog
}

describe('cremation requests', () => {
  test('the server prices urgency and two memorials; a tampered client total is ignored', async () => {
    const phone = await app.phone()
    const tampered = await tamperTotals(phone)
    const page = await phone.newPage()
    await signInThroughForm(page, ANA)
    await page.goto('/services')
    await page.getByRole('button', { name: 'Cremación', exact: true }).click()
    await page.getByRole('button', { name: 'Reservar: Cremación y memoriales' }).click()
    await page.waitForURL((url) => url.pathname === '/funeral-services')
    await page.getByRole('heading', { name: 'Servicios funerarios' }).waitFor()
    await page.getByRole('button', { name: 'Solicitar Servicio: Cremación Individual' }).click()
    const dialog = await fillRequest(page)
    // 'Volver' leads back to step 1 and the package's button to step 2 again, values kept.
    await dialog.getByRole('button', { name: 'Volver' }).click()
    await page.getByRole('dialog', { name: 'Elige un servicio' }).waitFor()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Solicitar Servicio: Cremación Individual' })
      .click()
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Nombre (opcional)' }).inputValue())
      .toBe('Luna')
    await dialog.getByRole('button', { name: 'Confirmar Servicio' }).click()

    const sent = page.getByRole('dialog', { name: '¡Solicitud enviada!' })
    await sent.getByText('Te contactaremos en menos de 2 horas').waitFor()
    const summary = sent.getByRole('region', { name: 'Resumen' })
    await summary.getByText('Total', { exact: true }).waitFor()
    expect(normalise(await summary.textContent())).toBe(
      `ResumenServicioCremación IndividualProveedorHuellitas en el CieloTotal${mxn(HAND_TOTAL)}`,
    )
    expect(tampered.count).toBeGreaterThan(0)
    const stored = await serverBookings(anaToken)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      serviceName: 'Cremación Individual',
      price: HAND_TOTAL,
      status: 'confirmed',
    })

    await sent.getByRole('button', { name: 'Volver a Servicios' }).click()
    await page.waitForURL((url) => url.pathname === '/services')
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.goto('/services/bookings')
    const card = page.getByRole('article', { name: 'Cremación Individual' })
    await card.getByText('Confirmada').waitFor()
    await card.getByText(mxn(HAND_TOTAL)).waitFor()
    expect(await card.getByRole('button', { name: 'Reagendar' }).count()).toBe(0)
  })

  test('a request made offline is pending, then confirmed once with the server total', async () => {
    const phone = await app.phone()
    const tampered = await tamperTotals(phone)
    const page = await phone.newPage()
    await signInThroughForm(page, CARLOS)
    await page.goto('/funeral-services')
    await page.getByRole('button', { name: 'Solicitar Servicio: Cremación Individual' }).waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    await phone.setOffline(true)
    await page.getByRole('button', { name: 'Solicitar Servicio: Cremación Individual' }).click()
    const dialog = await fillRequest(page)
    await dialog.getByRole('button', { name: 'Confirmar Servicio' }).click()
    const sent = page.getByRole('dialog', { name: '¡Solicitud enviada!' })
    await sent
      .getByText(
        'Sin conexión: tu solicitud está pendiente y se confirmará al recuperar la conexión.',
      )
      .waitFor()
    // The backdrop closes it.
    await page.mouse.click(5, 5)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await page.goto('/services/bookings').catch(() => undefined)
    const card = page.getByRole('article', { name: 'Cremación Individual' })
    await card.getByText('Pendiente').waitFor()
    expect(await serverBookings(carlosToken)).toEqual([])

    await phone.setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await card.getByText('Confirmada').waitFor({ timeout: 30_000 })
    await card.getByText(mxn(HAND_TOTAL)).waitFor()
    const stored = await serverBookings(carlosToken)
    expect(stored.map((booking) => booking.price)).toEqual([HAND_TOTAL])
    expect(tampered.count).toBeGreaterThan(0)
  })
})
