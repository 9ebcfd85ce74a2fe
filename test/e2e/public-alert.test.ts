import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import type { LostPetResponse } from '@contract/lost-pets.contract'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import type { PullResponse } from '@contract/sync.contract'
import { call, registerUser } from '../support/api'
import { launchChromium, newPhoneContext } from '../support/browser'
import { startServer, type RunningServer } from '../support/server-process'
import { createPet, jpeg, petForm, sendForm } from '../integration/pets-fixtures'

/**
 * The public alert page in Chromium against the production build: a visitor with no account
 * opens /perdidos/{id} from a shared link, sees the alert and reports a sighting, which reaches
 * the owner as a notification; the raw HTML of the page carries its Open Graph tags.
 */
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('public alert page', () => {
  test('a visitor without an account opens the page and reports a sighting', async () => {
    const owner = await registerUser(server.baseUrl, { name: 'Ana Dueña' })
    const pet = await createPet(server.baseUrl, owner.token, { name: 'Luna' })
    const today = new Date().toISOString().slice(0, 10)
    const reported = await sendForm<LostPetResponse>(
      server.baseUrl,
      'POST',
      '/api/lost-pets/report',
      owner.token,
      petForm({
        extra: [
          ['petId', pet.id],
          ['lastSeenLocation', 'Parque Cuscatlán, San Salvador'],
          ['lastSeenDate', today],
          ['lastSeenTime', '18:30'],
          ['latitude', '13.7'],
          ['longitude', '-89.2'],
          ['description', 'Perrita café con collar rojo, muy amigable.'],
          ['urgencyLevel', 'high'],
          ['reward', '$50'],
          ['contactPhone', '+503 7000-0000'],
        ],
        photos: [{ name: 'luna.jpg', data: await jpeg(400, 400) }],
      }),
    )
    expect(reported.status, reported.text).toBe(201)
    const alertId = reported.body.lostPet.id

    // What a chat app's link preview reads: the raw HTML, no script run.
    const html = await fetch(new URL(`/perdidos/${alertId}`, server.baseUrl)).then((r) => r.text())
    expect(html).toContain('<meta property="og:title" content="SE BUSCA: Luna" />')
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/lost-pets\//)
    expect(html).toContain('property="og:description"')
    // The last-seen area is a picture of its privacy cell in the HTML itself (design.md
    // 'Rendering: HTML first'): the cell's centre (13.705 for 13.7), not the published point.
    expect(html).toMatch(/<img [^>]*src="\/map\/static\/13\.705,-89\.\d{5}\/400x180\.webp"/)

    const context = await newPhoneContext(browser, server.baseUrl)
    try {
      const page = await context.newPage()
      await page.goto(`/perdidos/${alertId}`)
      await page.getByRole('heading', { name: 'Luna', level: 1 }).waitFor({ timeout: 15_000 })
      expect(new URL(page.url()).pathname).toBe(`/perdidos/${alertId}`)
      await page.getByText('Recompensa: $50').waitFor()
      await page.getByText(/nunca pagues nada antes de ver a la mascota/).waitFor()
      await page.getByRole('img', { name: 'Foto de Luna' }).waitFor()

      await page.getByLabel('Dónde la viste').fill('Calle La Mascota')
      await page.getByLabel('Hora aproximada').fill('19:05')
      await page.getByLabel('Descripción').fill('Corría hacia el redondel.')
      const sighting = page.getByRole('region', { name: 'Vi a esta mascota' })
      await sighting.getByLabel('Tu nombre').fill('María Visitante')
      await sighting.getByLabel('Tu teléfono').fill('7777-1234')
      await page.screenshot({ path: '/tmp/public-alert-form.png', fullPage: true })
      await sighting.getByRole('button', { name: 'Reportar Avistamiento' }).click()
      await sighting
        .getByRole('status')
        .filter({ hasText: '¡Gracias! Avisamos al dueño de tu avistamiento.' })
        .waitFor({ timeout: 15_000 })
      // The last-seen area: the server's picture, for a visitor too (no account, no saved maps).
      await page.locator('[data-static-map="ready"]').waitFor({ timeout: 30_000 })
      await page.screenshot({ path: '/tmp/public-alert-done.png', fullPage: true })
      // MapLibre only on demand: the button swaps the picture for the interactive map.
      await page.getByRole('button', { name: 'Ver mapa interactivo' }).click()
      await page.locator('.maplibregl-canvas').waitFor({ timeout: 30_000 })
      expect(await page.locator('[data-static-map]').count()).toBe(0)
    } finally {
      await context.close()
    }

    const feed = await call<PullResponse<NotificationFeedDoc>>(
      server.baseUrl,
      'GET',
      '/api/sync/notifications/pull?seq=0',
      { token: owner.token },
    )
    expect(feed.body.documents).toHaveLength(1)
    expect(feed.body.documents[0]).toMatchObject({
      type: 'sighting',
      title: 'Nuevo avistamiento de Luna',
      data: { lostPetId: alertId, place: 'Calle La Mascota' },
    })
  })
})
