import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type {
  CandidatesResponse,
  FoundReportDoc,
  FoundReportResponse,
} from '@contract/found-reports.contract'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import type { PullResponse } from '@contract/sync.contract'
import { call } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { signInThroughForm } from '../support/browser'
import { ANA, CARLOS, demoSession } from '../support/demo-accounts'
import {
  lostCard,
  photo,
  placePhone,
  reportAlertWithPhotos,
  SAN_SALVADOR,
  serverAlert,
} from '../support/lost-pets-e2e'
import { requestsAnswered } from '../support/server-process'

/**
 * Found pets end to end in real Chromium against the production build and the real server
 * (demo data). Ana's Luna (a golden retriever) and Mishi (a Siamese cat) are lost in San
 * Salvador. Carlos finds a golden dog nearby and reports it offline with two photos: it shows
 * 'Pendiente' and reaches the server once. Ana is told, sees the report among Luna's
 * 'Posibles coincidencias' with its reasons, never among Mishi's; 'Es mi mascota' opens the
 * conversation with Carlos, and 'Ya la tengo' closes alert and report together and thanks him.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })
let isRockyReported = false
const QUEUED =
  'Sin conexión: el reporte se guardó en tu dispositivo y se publicará al recuperar la conexión.'

function postsTo(path: string): number {
  return requestsAnswered(app.server, 'POST', path)
}

async function openLostPets(page: Page) {
  await page.goto('/lost-pets')
  await page.getByRole('heading', { name: 'Mascotas perdidas', level: 1 }).waitFor()
}

async function ownReports(token: string): Promise<FoundReportDoc[]> {
  const answer = await call<PullResponse<FoundReportDoc>>(
    app.server.baseUrl,
    'GET',
    '/api/sync/foundReports/pull?seq=0&limit=1000',
    { token },
  )
  return answer.body.documents.filter((doc) => doc.contact !== null)
}

async function notificationTitles(token: string): Promise<string[]> {
  const answer = await call<PullResponse<NotificationFeedDoc>>(
    app.server.baseUrl,
    'GET',
    '/api/sync/notifications/pull?seq=0&limit=1000',
    { token },
  )
  return answer.body.documents.map((doc) => (doc as { title?: string }).title ?? '')
}

describe('found pets', () => {
  test("the finder's check before sending lists a matching alert, never another species", async () => {
    const ana = await demoSession(app.server.baseUrl, ANA)
    const rocky = ana.pets.find((one) => one.name === 'Rocky')
    if (!rocky) throw new Error('no Rocky')
    // Once per file: CI's retry of this test runs on the same server, and a second live alert
    // for Rocky would list him twice.
    if (!isRockyReported) {
      await reportAlertWithPhotos(app.server.baseUrl, ana.token, rocky.id, {
        reward: '30 USD',
        place: 'Colonia Escalón',
        photos: [await photo('rocky.jpg', { r: 235, g: 215, b: 170 })],
      })
      isRockyReported = true
    }
    const phone = await app.phone()
    await placePhone(phone, {
      latitude: SAN_SALVADOR.latitude - 0.003,
      longitude: SAN_SALVADOR.longitude,
    })
    const finder = await phone.newPage()
    await signInThroughForm(finder, CARLOS)
    await openLostPets(finder)
    await finder.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await finder.getByRole('button', { name: 'Encontré una mascota' }).click()
    const dialog = finder.getByRole('dialog', { name: 'Encontré una mascota' })
    const chip = (group: RegExp | string, name: string) =>
      dialog.getByRole('group', { name: group }).getByRole('button', { name, exact: true })
    await chip('Especie', 'Perro').click()
    await chip(/Colores/, 'Crema').click()
    const check = dialog.getByRole('button', { name: 'Buscar alertas parecidas' })
    await check.click()
    const similar = dialog.getByRole('region', { name: '¿Es alguna de estas?' })
    const rockyRow = similar.getByRole('listitem').filter({ hasText: 'Rocky' })
    await rockyRow.getByText(/misma especie · \d+,\d km/).waitFor({ timeout: 20_000 })
    await rockyRow.getByRole('button', { name: 'Enviar mensaje al dueño de Rocky' }).waitFor()

    // A cat of the same colour: Rocky, a dog, is never among its candidates.
    await chip('Especie', 'Gato').click()
    await check.click()
    await expect
      .poll(async () => (await dialog.getByText(/Buscando alertas parecidas/).count()) === 0)
      .toBe(true)
    await similar.getByRole('status').or(similar.getByRole('list')).first().waitFor()
    expect(await similar.getByRole('listitem').filter({ hasText: 'Rocky' }).count()).toBe(0)

    // Offline the check says the report is still sent, and nothing is posted.
    await phone.setOffline(true)
    await check.click()
    await similar
      .getByRole('alert')
      .getByText('Sin conexión no podemos buscar alertas parecidas; el reporte se enviará igual.')
      .waitFor()
    await phone.setOffline(false)
  })

  test('a found report made offline reaches the owner of the matching alert and closes it', async () => {
    const ana = await demoSession(app.server.baseUrl, ANA)
    const carlos = await demoSession(app.server.baseUrl, CARLOS)
    const petId = (name: string) => {
      const pet = ana.pets.find((one) => one.name === name)
      if (!pet) throw new Error(`no ${name}`)
      return pet.id
    }
    const lunaAlert = await reportAlertWithPhotos(app.server.baseUrl, ana.token, petId('Luna'), {
      reward: '50 USD',
      place: 'Parque Cuscatlán',
      photos: [await photo('luna.jpg', { r: 210, g: 160, b: 60 })],
    })
    const mishiAlert = await reportAlertWithPhotos(app.server.baseUrl, ana.token, petId('Mishi'), {
      reward: '20 USD',
      place: 'Parque Cuscatlán',
      photos: [await photo('mishi.jpg', { r: 230, g: 220, b: 200 })],
    })

    // --- Carlos finds a golden dog 500 m away, and reports it offline with two photos
    const carlosPhone = await app.phone()
    await placePhone(carlosPhone, {
      latitude: SAN_SALVADOR.latitude + 0.0045,
      longitude: SAN_SALVADOR.longitude,
    })
    const finder = await carlosPhone.newPage()
    await signInThroughForm(finder, CARLOS)
    await openLostPets(finder)
    await finder.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await carlosPhone.setOffline(true)
    await finder.getByRole('button', { name: 'Encontré una mascota' }).click()
    const dialog = finder.getByRole('dialog', { name: 'Encontré una mascota' })
    await dialog.waitFor()
    // Required fields are checked before anything is queued.
    await dialog.getByLabel('Cómo contactarte').fill('')
    await dialog.getByRole('button', { name: 'Publicar reporte' }).click()
    await dialog.getByText('Indica la especie de la mascota.').waitFor()
    // The first field in error takes the focus: the species' first choice.
    await expect
      .poll(() => finder.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Perro')
    await dialog
      .getByRole('group', { name: 'Especie' })
      .getByRole('button', { name: 'Perro' })
      .click()
    await dialog
      .getByRole('group', { name: /Colores/ })
      .getByRole('button', { name: 'Dorado' })
      .click()
    await dialog
      .getByRole('group', { name: 'Tamaño' })
      .getByRole('button', { name: 'Grande' })
      .click()
    await dialog
      .getByRole('group', { name: /Dónde está ahora/ })
      .getByRole('button', { name: 'Está conmigo' })
      .click()
    await dialog.getByLabel('Cómo contactarte').fill('+503 7111 2222')
    await dialog
      .locator('input[type=file]')
      .setInputFiles([
        await photo('found-1.jpg', { r: 215, g: 165, b: 70 }),
        await photo('found-2.jpg', { r: 190, g: 140, b: 50 }),
      ])
    await dialog.getByRole('img', { name: 'Foto 2' }).waitFor()
    await dialog.getByRole('button', { name: 'Publicar reporte' }).click()
    await finder.getByText(QUEUED).waitFor({ timeout: 20_000 })
    const foundList = finder.getByRole('list', { name: 'Mascotas encontradas' })
    const pendingCard = foundList.getByRole('article', { name: 'Perro encontrado' })
    await pendingCard.getByRole('img', { name: 'Pendiente de sincronizar' }).waitFor()
    expect(postsTo('/api/found-reports/report')).toBe(0)

    // Back online: stored once, with both photos, and the card is no longer pending.
    await carlosPhone.setOffline(false)
    await expect
      .poll(async () => (await ownReports(carlos.token)).length, { timeout: 30_000 })
      .toBe(1)
    const [stored] = await ownReports(carlos.token)
    if (!stored) throw new Error('no report stored')
    expect(stored.photos).toHaveLength(2)
    expect(stored.species).toBe('dog')
    await pendingCard
      .getByRole('img', { name: 'Pendiente de sincronizar' })
      .waitFor({ state: 'detached', timeout: 30_000 })
    await expect.poll(() => postsTo('/api/found-reports/report')).toBe(1)

    // --- Ana is told, and sees the report among Luna's candidates with its reasons
    await expect
      .poll(() => notificationTitles(ana.token), { timeout: 20_000 })
      .toContain('¿Es Luna? Posible coincidencia')
    expect(await notificationTitles(ana.token)).not.toContain('¿Es Mishi? Posible coincidencia')
    const mishiCandidates = await call<CandidatesResponse>(
      app.server.baseUrl,
      'GET',
      `/api/lost-pets/${mishiAlert.id}/candidates`,
      { token: ana.token },
    )
    expect(mishiCandidates.body.candidates.map((one) => one.id)).not.toContain(stored.id)

    const anaPhone = await app.phone()
    await placePhone(anaPhone)
    const owner = await anaPhone.newPage()
    await signInThroughForm(owner, ANA)
    await openLostPets(owner)
    const luna = lostCard(owner, 'Luna')
    const lunaMatches = luna.getByRole('region', { name: 'Posibles coincidencias: Luna' })
    const candidate = lunaMatches.getByRole('article', {
      name: 'Reporte de mascota encontrada: Perro',
    })
    await candidate.getByText(/misma especie · \d+,\d km · /).waitFor({ timeout: 20_000 })
    await lostCard(owner, 'Mishi')
      .getByRole('region', { name: 'Posibles coincidencias: Mishi' })
      .getByText(/Aún no hay coincidencias|Avistamiento/)
      .first()
      .waitFor()
    expect(
      await lostCard(owner, 'Mishi')
        .getByRole('article', { name: 'Reporte de mascota encontrada: Perro' })
        .count(),
    ).toBe(0)

    // 'Es mi mascota' opens the conversation with the finder.
    await candidate.getByRole('button', { name: 'Es mi mascota' }).click()
    await owner.waitForURL(/\/chat\/[^/]+$/, { timeout: 20_000 })

    // Back on the alert, the linked report closes both.
    await openLostPets(owner)
    const linked = lostCard(owner, 'Luna')
      .getByRole('region', { name: 'Posibles coincidencias: Luna' })
      .getByRole('article', { name: 'Reporte de mascota encontrada: Perro' })
    await linked.getByRole('button', { name: 'Ya la tengo: marcar como encontrada' }).click()
    await linked.getByRole('button', { name: 'Confirmar' }).click()
    await owner
      .getByText('¡Qué alegría! Marcamos a la mascota como reunida con su familia.')
      .waitFor({ timeout: 20_000 })
    expect((await serverAlert(app.server.baseUrl, ana.token, lunaAlert.id)).lostPet.status).toBe(
      'found',
    )
    const closed = await call<FoundReportResponse>(
      app.server.baseUrl,
      'GET',
      `/api/found-reports/${stored.id}`,
      { token: carlos.token },
    )
    expect(closed.body.foundReport.status).toBe('reunited')
    await expect
      .poll(() => notificationTitles(carlos.token), { timeout: 20_000 })
      .toContain('¡Gracias por ayudar!')
    // The finder's card says so on his phone.
    await foundList
      .getByRole('article', { name: 'Perro encontrado' })
      .getByText('Reunida con su familia')
      .waitFor({ timeout: 30_000 })
  })
})
