import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import {
  foundReportPaths as paths,
  type CandidateActionResponse,
  type FoundReportResponse,
} from '@contract/found-reports.contract'
import type { LostPetResponse } from '@contract/lost-pets.contract'
import { registerUser, type RegisteredUser } from '../support/api'
import { launchChromium, PHONE_OPTIONS } from '../support/browser'
import { startServer, type RunningServer } from '../support/server-process'
import { createPet, jpeg, petForm, sendForm } from '../integration/pets-fixtures'
import { post, sendFound, validFound } from '../integration/found-reports-fixtures'

/**
 * /encontrados/{id} as HTML first, like /perdidos/{id}: the raw HTML holds the found pet, its
 * photo and the preview tags but never the finder's contact; an unknown id is a Spanish 404, a
 * reunited report a 410 'Reunido con su familia' (and so is its alert's page); the page
 * hydrates without a warning.
 */
let server: RunningServer
let browser: Browser
let finder: RegisteredUser
let owner: RegisteredUser
let reportId: string
const ESCALON = { latitude: 13.7105, longitude: -89.2 }

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
  finder = await registerUser(server.baseUrl, { name: 'Beto Finder' })
  owner = await registerUser(server.baseUrl, { name: 'Ana Dueña' })
  const sent = await sendFound(
    server.baseUrl,
    finder.token,
    validFound(ESCALON, { whereabouts: 'at-vet', placeDetail: 'Veterinaria San Benito' }),
    [{ name: 'perro.jpg', data: await jpeg(400, 400) }],
  )
  expect(sent.status, sent.text).toBe(201)
  reportId = sent.body.foundReport.id
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.baseUrl), { headers })

describe('the found pet’s public page', () => {
  test('its raw HTML holds the species, the photo, the place and og:image, never the contact', async () => {
    const answer = await page(paths.page(reportId))
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toMatch(/<h1[^>]*>Perro encontrado<\/h1>/)
    expect(html).toContain('mediano · macho · café, blanco · Mestizo')
    expect(html).toContain('Colonia Escalón')
    expect(html).toContain('En una veterinaria · Veterinaria San Benito')
    expect(html).toMatch(/<img src="data:image\/webp;base64,[^"]+"[^>]*alt="Foto de la mascota/)
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/uploads\/found-reports\//,
    )
    expect(html).toContain(
      '<meta property="og:title" content="Perro encontrado en Colonia Escalón" />',
    )
    expect(html).toContain('href="/login"')
    expect(html).not.toContain('7111-2222')
    // Only the privacy cell: the exact place is the finder's.
    expect(html).not.toContain(String(ESCALON.latitude))

    const again = await page(paths.page(reportId), {
      'if-none-match': answer.headers.get('etag') ?? '',
    })
    expect(again.status).toBe(304)

    const unknown = await page(paths.page('no-existe'))
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('No encontramos este reporte')
  })

  test('hydrates without a warning', async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      ...PHONE_OPTIONS,
      serviceWorkers: 'block',
    })
    try {
      const tab = await context.newPage()
      const problems: string[] = []
      tab.on('console', (entry) => {
        if (entry.type() === 'error' || entry.type() === 'warning') problems.push(entry.text())
      })
      tab.on('pageerror', (error) => problems.push(error.message))
      await tab.goto(paths.page(reportId))
      await tab.locator('html[data-hydrated="true"]').waitFor({ timeout: 20_000 })
      await tab.getByRole('heading', { name: 'Perro encontrado', level: 1 }).waitFor()
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  test('a reunited report answers 410, and so does its alert’s page', async () => {
    const pet = await createPet(server.baseUrl, owner.token, { name: 'Toby' })
    const reported = await sendForm<LostPetResponse>(
      server.baseUrl,
      'POST',
      '/api/lost-pets/report',
      owner.token,
      petForm({
        extra: [
          ['petId', pet.id],
          ['lastSeenLocation', 'Colonia Escalón'],
          ['lastSeenDate', new Date().toISOString().slice(0, 10)],
          ['lastSeenTime', '08:00'],
          ['latitude', '13.7'],
          ['longitude', '-89.2'],
          ['description', 'Perro café y blanco.'],
          ['urgencyLevel', 'high'],
          ['contactPhone', '+503 7000-0000'],
        ],
      }),
    )
    expect(reported.status, reported.text).toBe(201)
    const alertId = reported.body.lostPet.id
    const linked = await post<CandidateActionResponse>(
      server.baseUrl,
      owner,
      paths.confirm(alertId, reportId),
    )
    expect(linked.status, linked.text).toBe(200)
    const closed = await post<FoundReportResponse>(server.baseUrl, owner, paths.reunite(reportId))
    expect(closed.status, closed.text).toBe(200)

    const answer = await page(paths.page(reportId))
    expect(answer.status).toBe(410)
    const html = await answer.text()
    expect(html).toContain('Reunido con su familia')
    expect(html).not.toContain('href="/login"')
    const alertPage = await page(`/perdidos/${alertId}`)
    expect(alertPage.status).toBe(410)
    expect(await alertPage.text()).toContain('Reunido con su familia')
  })
})
