import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { LostPetResponse } from '@contract/lost-pets.contract'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import type { PullResponse } from '@contract/sync.contract'
import { call, registerUser, type RegisteredUser } from '../support/api'
import { launchChromium, PHONE_OPTIONS } from '../support/browser'
import { startServer, type RunningServer } from '../support/server-process'
import { createPet, jpeg, petForm, sendForm } from '../integration/pets-fixtures'

/**
 * The pages a stranger opens from a link, a flyer or a QR collar, as HTML first (design.md
 * 'Rendering: HTML first'): with JavaScript off they show the pet and take a sighting, a message
 * or 'Avisar al dueño' through plain forms, a double submit stores once and reaches the owner;
 * with JavaScript the same page hydrates without a warning and its forms send in place.
 */
let server: RunningServer
let browser: Browser
let owner: RegisteredUser
let alertId: string
let petId: string

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
  owner = await registerUser(server.baseUrl, { name: 'Ana Dueña' })
  const pet = await createPet(server.baseUrl, owner.token, {
    name: 'Luna',
    extra: [
      ['ownerContact', '+503 7000-0000'],
      ['showOwnerContact', 'true'],
    ],
  })
  petId = pet.id
  const reported = await sendForm<LostPetResponse>(
    server.baseUrl,
    'POST',
    '/api/lost-pets/report',
    owner.token,
    petForm({
      extra: [
        ['petId', pet.id],
        ['lastSeenLocation', 'Parque Cuscatlán, San Salvador'],
        ['lastSeenDate', new Date().toISOString().slice(0, 10)],
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
  alertId = reported.body.lostPet.id
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function ownerNotifications(): Promise<NotificationFeedDoc[]> {
  const feed = await call<PullResponse<NotificationFeedDoc>>(
    server.baseUrl,
    'GET',
    '/api/sync/notifications/pull?seq=0',
    { token: owner.token },
  )
  return feed.body.documents
}

/** The bodies of the plain forms the page posts, as the browser sent them. */
function postsOf(page: Page): string[] {
  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.isNavigationRequest()) {
      bodies.push(request.postData() ?? '')
    }
  })
  return bodies
}

/** The same form body sent again, as a browser resending it would (same origin). */
async function resend(path: string, body: string): Promise<number> {
  const answer = await fetch(new URL(path, server.baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(server.baseUrl).origin,
    },
    body,
  })
  return answer.status
}

async function withContext<T>(
  options: { javaScriptEnabled: boolean; serviceWorkers?: 'allow' | 'block' },
  run: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    ...PHONE_OPTIONS,
    // A first visit: no service worker answers in the server's place.
    serviceWorkers: 'block',
    ...options,
  })
  try {
    return await run(await context.newPage(), context)
  } finally {
    await context.close()
  }
}

describe('public pages as HTML', () => {
  test('the raw HTML of /perdidos/{id} holds the name, the photo and og:image; 404 and 410', async () => {
    const answer = await fetch(new URL(`/perdidos/${alertId}`, server.baseUrl))
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toMatch(/<h1[^>]*>Luna<\/h1>/)
    // The photo comes inside the HTML (a small copy), and by URL in the preview tags and data.
    expect(html).toMatch(/<img src="data:image\/webp;base64,[^"]+"[^>]*alt="Foto de Luna"/)
    expect(html).toMatch(/"photos":\["\/uploads\/lost-pets\/[^"]+\.webp"\]/)
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/lost-pets\//)
    expect(html).toContain('Recompensa: $50')
    // The critical CSS is inline and allowed by its hash, nothing else.
    const policy = answer.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/)
    expect(html).toMatch(/<style>[\s\S]+?<\/style>/)

    const again = await fetch(new URL(`/perdidos/${alertId}`, server.baseUrl), {
      headers: { 'if-none-match': answer.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)

    const unknown = await fetch(new URL('/perdidos/no-existe', server.baseUrl))
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('No encontramos esta alerta')
    const unknownPet = await fetch(new URL('/pet/no-existe', server.baseUrl))
    expect(unknownPet.status).toBe(404)
  })

  test('without JavaScript a sighting, sent twice, is stored once and reaches the owner', async () => {
    await withContext({ javaScriptEnabled: false }, async (page) => {
      await page.goto(`/perdidos/${alertId}`)
      await expect.poll(() => page.getByRole('heading', { name: 'Luna', level: 1 }).count()).toBe(1)
      await page.getByText('Recompensa: $50').waitFor()
      await page
        .getByText(/Parque Cuscatlán, San Salvador/)
        .first()
        .waitFor()
      const photo = page.getByRole('img', { name: 'Foto de Luna' })
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect(await page.locator('a[href^="tel:"]').first().getAttribute('href')).toBe(
        'tel:+50370000000',
      )

      const sighting = page.getByRole('region', { name: 'Vi a esta mascota' })
      await sighting.getByLabel('Dónde la viste').fill('Calle La Mascota')
      await sighting.getByLabel('Hora aproximada').fill('19:05')
      await sighting.getByLabel('Descripción').fill('Corría hacia el redondel.')
      await sighting.getByLabel('Tu nombre').fill('María Visitante')
      await sighting.getByLabel('Tu teléfono').fill('7777-1234')
      const posts = postsOf(page)
      // A double tap on the button, then the same form sent once more (a resend after a cut).
      await sighting.getByRole('button', { name: 'Reportar Avistamiento' }).dblclick()
      await page.getByText('¡Gracias! Avisamos al dueño de tu avistamiento.').waitFor()
      expect(posts.length).toBeGreaterThanOrEqual(1)
      expect(await resend(`/perdidos/${alertId}`, posts[0]!)).toBe(201)
    })

    const sightings = (await ownerNotifications()).filter((doc) => doc.type === 'sighting')
    expect(sightings).toHaveLength(1)
    expect(sightings[0]).toMatchObject({ data: { lostPetId: alertId, place: 'Calle La Mascota' } })
  })

  test('without JavaScript a refused form comes back with the Spanish messages and what was typed', async () => {
    await withContext({ javaScriptEnabled: false }, async (page) => {
      await page.goto(`/perdidos/${alertId}`)
      const message = page.getByRole('region', { name: 'Enviar mensaje al dueño' })
      await message.getByLabel('Mensaje').fill('La vi en el parque')
      await message.getByLabel('Tu nombre').fill('Pedro')
      await message.getByLabel('Tu teléfono').fill('llámame')
      await message.getByRole('button', { name: 'Enviar mensaje' }).click()
      const again = page.getByRole('region', { name: 'Enviar mensaje al dueño' })
      await again.getByText('El teléfono no es válido.').waitFor()
      expect(await again.getByLabel('Mensaje').inputValue()).toBe('La vi en el parque')
      expect(await again.getByLabel('Tu nombre').inputValue()).toBe('Pedro')
    })
    const messages = (await ownerNotifications()).filter((doc) => doc.type === 'lost-pet')
    expect(messages).toHaveLength(0)
  })

  test("without JavaScript 'Avisar al dueño', sent twice, reaches the owner once", async () => {
    await withContext({ javaScriptEnabled: false }, async (page) => {
      await page.goto(`/pet/${petId}`)
      await page.getByRole('heading', { name: 'Luna', level: 1 }).waitFor()
      const notify = page.getByRole('region', { name: 'Avisar al dueño' })
      await notify.getByLabel('Tu nombre').fill('Carla')
      await notify.getByLabel('Tu teléfono').fill('7777-5678')
      await notify.getByLabel('Mensaje (opcional)').fill('La tengo en mi casa')
      const posts = postsOf(page)
      await notify.getByRole('button', { name: 'Avisar al dueño' }).dblclick()
      await page.getByText(/Avisamos al dueño/).waitFor()
      expect(posts.length).toBeGreaterThanOrEqual(1)
      expect(await resend(`/pet/${petId}`, posts[0]!)).toBe(201)
    })
    const notices = (await ownerNotifications()).filter(
      (doc) => doc.type === 'lost-pet' && doc.message.includes('La tengo en mi casa'),
    )
    expect(notices).toHaveLength(1)
  })

  test('with JavaScript the page hydrates without a warning and its form sends in place', async () => {
    // The landing registers the app's worker: let it, so that its console stays quiet.
    await withContext({ javaScriptEnabled: true, serviceWorkers: 'allow' }, async (page) => {
      const problems: string[] = []
      page.on('console', (entry) => {
        if (entry.type() === 'error' || entry.type() === 'warning') problems.push(entry.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      for (const path of ['/', `/pet/${petId}`, `/perdidos/${alertId}`]) {
        await page.goto(path)
        await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 20_000 })
      }
      const message = page.getByRole('region', { name: 'Enviar mensaje al dueño' })
      await message.getByLabel('Mensaje').fill('¿Sigue perdida? La vi ayer.')
      await message.getByLabel('Tu nombre').fill('Rosa')
      await message.getByLabel('Tu teléfono').fill('7777-0000')
      await message.getByRole('button', { name: 'Enviar mensaje' }).click()
      await message.getByRole('status').waitFor({ timeout: 15_000 })
      expect(new URL(page.url()).pathname).toBe(`/perdidos/${alertId}`)
      expect(problems).toEqual([])
    })
  })

  test('an alert marked found answers 410 and shows its happy outcome', async () => {
    const found = await call(server.baseUrl, 'PATCH', `/api/lost-pets/${alertId}/status`, {
      token: owner.token,
      json: { status: 'found' },
    })
    expect(found.status, found.text).toBe(200)
    const answer = await fetch(new URL(`/perdidos/${alertId}`, server.baseUrl))
    expect(answer.status).toBe(410)
    const html = await answer.text()
    expect(html).toContain('¡Ya apareció!')
    expect(html).toContain('<meta property="og:title" content="Luna ya apareció" />')
  })
})
