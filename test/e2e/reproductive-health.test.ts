import { beforeAll, describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { AuthResponse } from '@contract/auth.contract'
import type { CycleRecordsResponse } from '@contract/cycles.contract'
import type { HeatMarkResponse } from '@contract/heat-marks.contract'
import type { PetDoc } from '@contract/pets.contract'
import { call } from '../support/api'
import { signInThroughForm } from '../support/browser'
import { appUnderTest } from '../support/app-under-test'
import { FILTERS_STORAGE_PREFIX } from '../../src/features/discover/filters-store'
import { ANA, CARLOS, demoSession } from '../support/demo-accounts'
import { requestsAnswered } from '../support/server-process'

/**
 * Issue 18's acceptance in real Chromium against the production build and the real server
 * (demo data on): Ana, offline, adds three records for Luna (her female dog) from the pet's
 * card; they show pending, survive a reload, and once back online reach the server exactly
 * once. The calendar shows their dots, and the statistics and the prediction window match
 * values computed here by hand; /reproductive-health shows the window and the females-only
 * message for her male pets. Then Ana marks Luna 'En celo', and Carlos, filtering discover for
 * 'Solo hembras en celo', sees her card with the discreet badge.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })
const DAY = 86_400_000
let anaToken: string
let luna: PetDoc

beforeAll(async () => {
  const session = await demoSession(app.server.baseUrl, ANA)
  anaToken = session.token
  const found = session.pets.find((pet) => pet.name === 'Luna')
  if (!found || found.gender !== 'FEMALE') throw new Error('the demo data has no female Luna')
  luna = found
})

const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
const spanishDay = (date: string) =>
  new Intl.DateTimeFormat('es', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))

async function serverRecords() {
  const answer = await call<CycleRecordsResponse>(
    app.server.baseUrl,
    'GET',
    `/api/pets/${luna.id}/cycle-records`,
    { token: anaToken },
  )
  expect(answer.status).toBe(200)
  return answer.body.records
}

/** POSTs of cycle records the server answered (its one log line per request). */
function postsReceived(): number {
  return requestsAnswered(app.server, 'POST', `/api/pets/${luna.id}/cycle-records`)
}

async function openLunaCycle(page: Page): Promise<Locator> {
  const card = page.getByRole('article', { name: 'Luna' })
  await card.getByRole('button', { name: 'Ciclo reproductivo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ciclo reproductivo de Luna' })
  await dialog.waitFor()
  return dialog
}

async function addRecord(dialog: Locator, date: string, temperature: string) {
  await dialog.getByLabel('Fecha').fill(date)
  await dialog.getByLabel('Fase').selectOption('proestrus')
  await dialog.getByLabel('Temperatura (°C)').fill(temperature)
  await dialog.getByRole('checkbox', { name: 'Flujo con sangre' }).check()
  await dialog.getByRole('button', { name: 'Guardar registro' }).click()
  await dialog.locator(`[data-record-date="${date}"]`).waitFor()
  // The form stays disabled until the save is done (and the form reset): wait for that.
  await dialog
    .getByRole('button', { name: 'Guardar registro' })
    .and(dialog.locator(':enabled'))
    .waitFor()
  await dialog
    .getByRole('status')
    .getByText('Sin conexión: el registro se enviará al recuperar la conexión.')
    .waitFor()
}

describe('reproductive health', () => {
  test('records made offline reach the server once; calendar, statistics and window agree', async () => {
    const phone = await app.phone()
    const page = await phone.newPage()
    await signInThroughForm(page, ANA)
    await page.goto('/profile')
    await page.getByRole('article', { name: 'Luna' }).waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const today = await page.evaluate(() => {
      const now = new Date()
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
    })
    // Three heats: 200 and 190 days apart. By hand: average 195 days; the window is the
    // median (195) ± max(21, spread 10) = 21 days after the last heat.
    const heats = [plus(today, -410), plus(today, -210), plus(today, -20)]
    const [from, to] = [plus(heats[2] as string, 174), plus(heats[2] as string, 216)]

    await phone.setOffline(true)
    await page.reload()
    let dialog = await openLunaCycle(page)
    await dialog.getByRole('tab', { name: 'Agregar' }).click()
    await addRecord(dialog, heats[0] as string, '38.4')
    await addRecord(dialog, heats[1] as string, '38.2')
    await addRecord(dialog, heats[2] as string, '38.6')
    const pending = dialog.getByRole('img', { name: 'Pendiente de sincronizar' })
    await expect.poll(() => pending.count()).toBe(3)
    expect(postsReceived()).toBe(0)
    expect(await serverRecords()).toEqual([])

    // A reload while offline keeps them, still pending.
    await page.reload()
    dialog = await openLunaCycle(page)
    await dialog.getByRole('tab', { name: 'Agregar' }).click()
    await expect.poll(() => pending.count()).toBe(3)

    // Back online: delivered, each exactly once.
    await phone.setOffline(false)
    await expect.poll(() => pending.count(), { timeout: 20_000 }).toBe(0)
    await expect.poll(async () => (await serverRecords()).map((r) => r.date)).toEqual(heats)
    expect((await serverRecords()).map((r) => r.temperature)).toEqual([38.4, 38.2, 38.6])
    await page.evaluate(() =>
      navigator.serviceWorker.controller?.postMessage({ type: 'replay-queue' }),
    )
    // The server logs a request after answering it, asynchronously: wait for the third line.
    await expect.poll(postsReceived).toBeGreaterThanOrEqual(3)
    expect(postsReceived()).toBe(3)

    // Calendario: the latest record's month, its dot; back a few months, the earlier one's.
    await dialog.getByRole('tab', { name: 'Calendario' }).click()
    const dot = (date: string) => dialog.locator(`[data-date="${date}"][data-phase="proestrus"]`)
    await dot(heats[2] as string).waitFor()
    await dialog
      .getByText(`${spanishDay(heats[2] as string)}: Proestro`)
      .waitFor({ state: 'attached' })
    const monthsBack =
      (Number(heats[2]?.slice(0, 4)) - Number(heats[1]?.slice(0, 4))) * 12 +
      Number(heats[2]?.slice(5, 7)) -
      Number(heats[1]?.slice(5, 7))
    for (let i = 0; i < monthsBack; i += 1) {
      await dialog.getByRole('button', { name: 'Mes anterior' }).click()
    }
    await dot(heats[1] as string).waitFor()

    // Estadísticas: average, current phase, the window.
    await dialog.getByRole('tab', { name: 'Estadísticas' }).click()
    await dialog.getByTestId('average-cycle').getByText('195 días').waitFor()
    const windowText = `Entre el ${spanishDay(from)} y el ${spanishDay(to)}`
    await dialog.getByTestId('prediction-window').getByText(windowText).waitFor()
    await dialog
      .getByText('Es una estimación, no es consejo veterinario', { exact: false })
      .waitFor()
    await dialog.getByRole('button', { name: 'Cerrar' }).click()

    // /reproductive-health: Luna's window; her male pets get the females-only message.
    await page.goto('/reproductive-health')
    const card = page.getByRole('article', { name: 'Luna' })
    await card.getByTestId('next-cycle').getByText(windowText, { exact: false }).waitFor()
    await card.getByText('Proestro').first().waitFor()
    const only = 'El seguimiento de ciclos reproductivos solo está disponible para hembras'
    await expect.poll(() => page.getByText(only).count()).toBe(2)
    await page.getByRole('button', { name: 'Ver el ciclo reproductivo de Luna' }).click()
    await page.getByRole('dialog', { name: 'Ciclo reproductivo de Luna' }).waitFor()
  })

  test("Luna marked 'En celo' by Ana shows the badge to Carlos filtering for females in heat", async () => {
    const ana = await app.phone()
    const page = await ana.newPage()
    await signInThroughForm(page, ANA)
    await page.goto('/reproductive-health')
    const toggle = page
      .getByRole('article', { name: 'Luna' })
      .getByRole('switch', { name: 'En celo' })
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
    await expect
      .poll(async () => {
        const answer = await call<HeatMarkResponse>(
          app.server.baseUrl,
          'GET',
          `/api/pets/${luna.id}/heat-mark`,
          { token: anaToken },
        )
        return answer.body.heatMark.inHeat
      })
      .toBe(true)

    const carlos = await app.phone()
    const other = await carlos.newPage()
    await signInThroughForm(other, CARLOS)
    const login = await call<AuthResponse>(app.server.baseUrl, 'POST', '/api/auth/login', {
      json: CARLOS,
    })
    await other.evaluate(
      ([key]) => localStorage.setItem(key as string, JSON.stringify({ inHeat: true })),
      [`${FILTERS_STORAGE_PREFIX}${login.body.user.id}`],
    )
    await other.goto('/')
    const name = other.getByRole('heading', { name: /^Luna,/ })
    await name.waitFor()
    await name.locator('..').getByText('En celo', { exact: true }).waitFor()
  })
})
