import { beforeAll, describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { AuthResponse } from '@contract/auth.contract'
import type { PetDoc } from '@contract/pets.contract'
import type { BookingFeedDoc, BookingsResponse } from '@contract/services.contract'
import { call } from '../support/api'
import { signInThroughForm } from '../support/browser'
import { appUnderTest } from '../support/app-under-test'
import { ANA, CARLOS, demoSession } from '../support/demo-accounts'

/**
 * Issue 19's booking acceptance in real Chromium against the production build and the real
 * server (demo data and catalogue on): Ana books a grooming slot offline; it shows pending under
 * 'Mis reservas' (/services/bookings, every kind; not among the health appointments of
 * /health-services) and, back online, is confirmed once (the server holds exactly one); she
 * reschedules and cancels it.
 * Then Ana and Carlos race for the last free slot of a day: one gets it, the other is told it
 * is taken and offered other slots.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })
const GROOMING = 'svc-estetica-lamascota'
const DAY = 86_400_000
let anaToken: string
let anaPet: PetDoc

beforeAll(async () => {
  const session = await demoSession(app.server.baseUrl, ANA)
  anaToken = session.token
  const first = session.pets[0]
  if (!first) throw new Error('the demo account has no pet')
  anaPet = first
})

async function deviceDay(page: Page, daysAhead: number): Promise<string> {
  const today = await page.evaluate(() => {
    const now = new Date()
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  })
  return new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * DAY).toISOString().slice(0, 10)
}

async function serverBookings(token: string): Promise<BookingFeedDoc[]> {
  const answer = await call<BookingsResponse>(app.server.baseUrl, 'GET', '/api/bookings', {
    token,
  })
  expect(answer.status).toBe(200)
  return answer.body.bookings
}

async function openGroomingDialog(page: Page) {
  await page.getByRole('button', { name: 'Reservar: Baño y corte completo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reservar: Baño y corte completo' })
  await dialog.waitFor()
  await dialog.getByLabel('Mascota').selectOption({ index: 1 })
  return dialog
}

describe('bookings', () => {
  test('a grooming slot booked offline is confirmed once, then rescheduled and cancelled', async () => {
    const phone = await app.phone()
    const page = await phone.newPage()
    await signInThroughForm(page, ANA)
    await page.goto('/services')
    await page.getByRole('article', { name: 'Baño y corte completo' }).waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const date = await deviceDay(page, 3)

    await phone.setOffline(true)
    const dialog = await openGroomingDialog(page)
    await dialog.getByLabel('Fecha preferida').fill(date)
    await dialog.getByLabel('Horario').selectOption('10:00')
    await dialog.getByLabel('Comentarios').fill('Tiene la piel sensible')
    await dialog.getByRole('button', { name: 'Confirmar reserva' }).click()
    await page
      .getByRole('status')
      .getByText('Sin conexión: tu reserva se enviará al recuperar la conexión.')
      .waitFor()
    await page.getByRole('link', { name: 'Mis reservas' }).click()
    await page.waitForURL((url) => url.pathname === '/services/bookings')
    await page.getByRole('heading', { name: 'Mis reservas', level: 1 }).waitFor()
    const card = page.getByRole('article', { name: 'Baño y corte completo' })
    await card.getByText('Pendiente').waitFor()
    expect(await serverBookings(anaToken)).toEqual([])

    await phone.setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await card.getByText('Confirmada').waitFor({ timeout: 30_000 })
    const confirmed = await serverBookings(anaToken)
    expect(confirmed).toHaveLength(1)
    expect(confirmed[0]).toMatchObject({
      serviceId: GROOMING,
      date,
      time: '10:00',
      status: 'confirmed',
      notes: 'Tiene la piel sensible',
    })

    await card.getByRole('button', { name: 'Reagendar' }).click()
    const move = page.getByRole('dialog', { name: 'Reagendar cita' })
    await move.getByLabel('Horario').selectOption('15:00')
    await move.getByRole('button', { name: 'Reagendar' }).click()
    await card.getByText('15:00', { exact: false }).waitFor()
    await expect.poll(async () => (await serverBookings(anaToken))[0]?.time).toBe('15:00')

    await card.getByRole('button', { name: 'Cancelar' }).click()
    await page.getByRole('button', { name: 'Sí, cancelar' }).click()
    await card.getByText('Cancelada').waitFor()
    await expect.poll(async () => (await serverBookings(anaToken))[0]?.status).toBe('cancelled')
    expect(await serverBookings(anaToken)).toHaveLength(1)
    // A grooming booking is no health appointment.
    await page.goto('/health-services#citas')
    await page.getByRole('tab', { name: 'Mis citas (0)' }).waitFor()
    expect(await page.getByRole('article', { name: 'Baño y corte completo' }).count()).toBe(0)
  })

  test('two users race for the last slot: one gets it, the other is offered others', async () => {
    const [anaPhone, carlosPhone] = [await app.phone(), await app.phone()]
    const [anaPage, carlosPage] = [await anaPhone.newPage(), await carlosPhone.newPage()]
    await signInThroughForm(anaPage, ANA)
    await signInThroughForm(carlosPage, CARLOS)
    const date = await deviceDay(anaPage, 5)
    // Every slot of the day but 16:00 is taken already.
    for (const time of ['09:00', '10:00', '11:00', '14:00', '15:00']) {
      const made = await call(app.server.baseUrl, 'POST', '/api/bookings', {
        token: anaToken,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        json: { serviceId: GROOMING, petId: anaPet.id, date, time },
      })
      expect(made.status).toBe(201)
    }
    const dialogs = []
    for (const page of [anaPage, carlosPage]) {
      await page.goto('/services')
      await page.getByRole('article', { name: 'Baño y corte completo' }).waitFor()
      const dialog = await openGroomingDialog(page)
      await dialog.getByLabel('Fecha preferida').fill(date)
      // The dialog asks for the day's free slots: taken ones cannot be picked.
      const taken = dialog
        .getByLabel('Horario')
        .locator('option', { hasText: '09:00 (no disponible)' })
      await taken.waitFor({ state: 'attached' })
      expect(await taken.isDisabled()).toBe(true)
      await dialog.getByLabel('Horario').selectOption('16:00')
      dialogs.push(dialog)
    }
    await Promise.all(
      dialogs.map((dialog) => dialog.getByRole('button', { name: 'Confirmar reserva' }).click()),
    )
    const outcome = async (page: Page) => {
      const won = page.waitForURL((url) => url.pathname === '/services/bookings').then(() => 'won')
      const lost = page
        .getByRole('alert')
        .getByText('Ese horario ya está reservado. Elige otro de los disponibles.')
        .waitFor()
        .then(() => 'lost')
      return Promise.race([won, lost])
    }
    const results = await Promise.all([outcome(anaPage), outcome(carlosPage)])
    expect([...results].sort()).toEqual(['lost', 'won'])
    const loser = results[0] === 'lost' ? anaPage : carlosPage
    // The day is full: the offer is the next day's six slots, which the time picker now lists.
    await loser
      .getByRole('alert')
      .getByText(/Horarios libres el .*09:00, 10:00, 11:00, 14:00, 15:00, 16:00/)
      .waitFor()
    const picker = loser.getByRole('dialog').getByLabel('Horario')
    expect(await picker.locator('option').count()).toBe(7)
    const carlosLogin = await call<AuthResponse>(app.server.baseUrl, 'POST', '/api/auth/login', {
      json: CARLOS,
    })
    const everyone = [
      ...(await serverBookings(anaToken)),
      ...(await serverBookings(carlosLogin.body.token)),
    ]
    expect(everyone.filter((b) => b.date === date && b.time === '16:00')).toHaveLength(1)
  })
})
