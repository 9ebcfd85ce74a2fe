import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core'
import type { MyPetsResponse } from '@contract/pets.contract'
import { petMessages } from '@contract/pets.messages'
import { backoffMs } from '@contract/write-policy'
import { call, registerUser, type RegisteredUser } from '../support/api'
import { launchChromium } from '../support/browser'
import { requestsAnswered, startServer, type RunningServer } from '../support/server-process'
import {
  denyBackgroundSync,
  dispatchQueueSync,
  fireOnlineEvent,
  openControlledApp,
  queuedWrites,
  startServiceWorker,
  stopServiceWorkers,
  waitForSyncRegistration,
} from '../support/sw-queue-page'

/**
 * The device's write queue in real Chromium against the production build and the real server:
 * a pet added offline through 'Agregar Mascota' is stored in the queue (IndexedDB) by the page,
 * shows on 'Mis Mascotas' as pending, is counted by the banner, and reaches the server exactly
 * once when the connection returns — however many send triggers fire. A 5xx keeps it pending;
 * a definitive 4xx leaves it failed, with the server's message shown, and it is never sent
 * again. Each sender that can deliver it is proven on its own: the page ('online' event), the
 * worker on the Background Sync event (even with the app closed), and the worker when the
 * browser starts it (all Safari and Firefox have; Background Sync's permission is denied to act
 * like them). playwright-core ≥ 1.57 applies setOffline and routes to the worker's fetches too.
 */
let server: RunningServer
let browser: Browser
let context: BrowserContext | undefined
let permissionOverride: CDPSession | undefined

const OFFLINE_TEXT =
  'Sin conexión — mostrando los datos guardados. Tus cambios se enviarán al recuperar la conexión.'
const ONE_PENDING = '1 cambio pendiente de enviar'
const PENDING_BADGE = 'Pendiente de sincronizar'

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
})

afterEach(async () => {
  await permissionOverride?.detach()
  permissionOverride = undefined
  await context?.close()
  context = undefined
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A signed-in phone on 'Mis Mascotas', under the worker's control. The add-pet form is opened
 * once online first: the personality catalogue it needs offline is cached on that visit.
 */
async function openApp(user: RegisteredUser): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openControlledApp(browser, server.baseUrl, user)
  context = opened.context
  const { page } = opened
  await page.goto('/add-pet')
  await page.getByText('Juguetón', { exact: true }).waitFor()
  await page.goto('/profile')
  await page.getByRole('region', { name: 'Mis Mascotas' }).waitFor()
  return opened
}

/** Adds a pet through the profile's 'Agregar Mascota' form, as a user would, and waits for
 * the profile it returns to. */
async function addPetThroughForm(
  page: Page,
  name: string,
  photo?: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.getByRole('link', { name: 'Agregar Mascota' }).first().click()
  await page.getByRole('heading', { name: 'Agregar Mascota' }).waitFor()
  await page.getByLabel('Nombre').fill(name)
  await page.getByLabel('Raza').fill('Mestizo')
  await page.getByLabel('Edad (años)').fill('3')
  await page.getByLabel('Sexo').selectOption({ label: 'Macho' })
  await page.getByText('Juguetón', { exact: true }).click()
  await page.getByLabel('Dirección o zona').fill('San Salvador')
  if (photo) await page.getByLabel(/Agregar fotos/).setInputFiles(photo)
  const submit = page.getByRole('button', { name: 'Agregar Mascota' })
  await expect.poll(() => submit.isEnabled()).toBe(true)
  await submit.click()
  await page.waitForURL((url) => url.pathname === '/profile')
}

function petCard(page: Page, name: string): Locator {
  return page.getByRole('region', { name: 'Mis Mascotas' }).getByRole('article', { name })
}

function connectionStatus(page: Page): Locator {
  return page.getByRole('status', { name: 'Estado de la conexión' })
}

/** The card shows the write as on its way, and the banner counts it. */
async function expectShownPending(page: Page, name: string): Promise<void> {
  await petCard(page, name).getByRole('img', { name: PENDING_BADGE }).waitFor()
  await connectionStatus(page).getByText(ONE_PENDING).waitFor()
}

/** The names of the user's pets, from the server. */
async function petNames(token: string): Promise<string[]> {
  const { status, body } = await call<MyPetsResponse>(server.baseUrl, 'GET', '/api/pets/my-pets', {
    token,
  })
  expect(status).toBe(200)
  return body.pets.map((pet) => pet.name)
}

/** POST /api/pets requests the server has answered, from its one-line-per-request log. */
function petPostsReceived(): number {
  return requestsAnswered(server, 'POST', '/api/pets')
}

/**
 * petPostsReceived once the answer that delivered a write is in the log: more than `before`.
 * The server writes a request's line after it has answered, and asynchronously
 * (server/main.ts), so a test that already sees the pet (committed before the answer) or the
 * page's reaction to the answer can read the log before that line reaches it.
 */
async function petPostsOnceLogged(before: number): Promise<number> {
  await expect.poll(petPostsReceived).toBeGreaterThan(before)
  return petPostsReceived()
}

describe('device write queue', () => {
  test('a pet added offline shows pending, is counted, and is created exactly once back online', async () => {
    const user = await registerUser(server.baseUrl)
    const { context, page } = await openApp(user)
    const status = connectionStatus(page)

    await context.setOffline(true)
    await page.reload()
    await status.getByText(OFFLINE_TEXT).waitFor()

    const postsBefore = petPostsReceived()
    await addPetThroughForm(page, 'Firulais')
    await expectShownPending(page, 'Firulais')
    expect(await queuedWrites(page)).toMatchObject([
      { method: 'POST', url: `${server.baseUrl}/api/pets`, state: 'pending', error: null },
    ])

    // The queue is durable: a reload while still offline shows the same pending pet.
    await page.reload()
    await expectShownPending(page, 'Firulais')
    expect(petPostsReceived()).toBe(postsBefore)
    expect(await petNames(user.token)).toEqual([])

    // Back online: the page's 'online' event (and Background Sync, registered while the write
    // waited) send it; one lock lets only one of them send it.
    await context.setOffline(false)
    await status.getByText(/pendiente/).waitFor({ state: 'detached' })
    await expect.poll(() => petNames(user.token)).toEqual(['Firulais'])
    expect(await petPostsOnceLogged(postsBefore)).toBe(postsBefore + 1)
    // Replication brings the server's version: the card settles and the entry leaves the queue.
    await petCard(page, 'Firulais').getByRole('img', { name: PENDING_BADGE }).waitFor({
      state: 'detached',
    })
    await expect.poll(() => queuedWrites(page)).toEqual([])

    // More triggers (Background Sync, the page's 'online', a new load) find nothing to send.
    await dispatchQueueSync(page, server.baseUrl)
    await fireOnlineEvent(page)
    await page.reload()
    await petCard(page, 'Firulais').waitFor()
    await sleep(1_000)
    expect(await petNames(user.token)).toEqual(['Firulais'])
    expect(petPostsReceived()).toBe(postsBefore + 1)
    expect(await status.getByText(/pendiente/).count()).toBe(0)
  })

  test('a 5xx keeps the write pending; a later Background Sync event delivers it once', async () => {
    const user = await registerUser(server.baseUrl)
    const { context, page } = await openApp(user)

    // The server is reachable but failing: every POST /api/pets gets a 503, from the page's
    // sender and from the worker's alike.
    let failedAttempts = 0
    await context.route('**/api/pets', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      failedAttempts += 1
      await route.fulfill({ status: 503, json: { error: 'unavailable', message: 'Mantenimiento' } })
    })
    const postsBefore = petPostsReceived()
    await addPetThroughForm(page, 'Luna')
    await expectShownPending(page, 'Luna')
    // The page keeps retrying with backoff (1 s, 2 s…): each 503 keeps the write, none drops it.
    await expect.poll(() => failedAttempts, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    const [entry, ...rest] = await queuedWrites(page)
    expect(rest).toEqual([])
    expect(entry).toMatchObject({ state: 'pending', error: null })
    expect(entry?.failures).toBeGreaterThanOrEqual(1)
    await expectShownPending(page, 'Luna')
    expect(await petNames(user.token)).toEqual([])
    expect(petPostsReceived()).toBe(postsBefore)
    await waitForSyncRegistration(page)

    // Only the sync event may deliver it now: the app is closed, so no page sender is left.
    await page.close()
    await context.unroute('**/api/pets')
    const blank = await context.newPage()
    await sleep(1_000)
    expect(await petNames(user.token)).toEqual([])

    await dispatchQueueSync(blank, server.baseUrl)
    await expect.poll(() => petNames(user.token), { timeout: 15_000 }).toEqual(['Luna'])
    expect(await petPostsOnceLogged(postsBefore)).toBe(postsBefore + 1)

    // Opened again, the app shows Luna as synced and nothing waiting.
    const again = await context.newPage()
    await again.goto('/profile')
    await petCard(again, 'Luna').waitFor()
    await petCard(again, 'Luna').getByRole('img', { name: PENDING_BADGE }).waitFor({
      state: 'detached',
    })
    await expect.poll(() => queuedWrites(again)).toEqual([])
    expect(petPostsReceived()).toBe(postsBefore + 1)
  })

  test('with the app closed, Background Sync delivers the write once the connection returns', async () => {
    const user = await registerUser(server.baseUrl)
    const { context, page } = await openApp(user)
    await context.setOffline(true)
    const postsBefore = petPostsReceived()
    await addPetThroughForm(page, 'Toby')
    await expectShownPending(page, 'Toby')
    // The page asked the browser for a sync event before it closed.
    await waitForSyncRegistration(page)
    await page.close()

    await context.setOffline(false)
    await expect.poll(() => petNames(user.token), { timeout: 15_000 }).toEqual(['Toby'])
    expect(await petPostsOnceLogged(postsBefore)).toBe(postsBefore + 1)
  })

  test('without Background Sync the write is sent when the browser starts the worker again', async () => {
    const user = await registerUser(server.baseUrl)
    const { context, page } = await openApp(user)
    permissionOverride = await denyBackgroundSync(browser, page, server.baseUrl)
    await context.setOffline(true)
    const postsBefore = petPostsReceived()
    await addPetThroughForm(page, 'Nala')
    await expectShownPending(page, 'Nala')
    const [entry] = await queuedWrites(page)
    if (!entry) throw new Error('the write was not queued')
    // The app is closed while offline: no page will see 'online' either.
    await page.close()
    await context.setOffline(false)

    // Nothing sends it on its own, even once its backoff is over (a last try the page may have
    // made while closing included): no sync event, no page, the worker not started.
    const quietUntil = entry.nextAttemptAt + backoffMs(entry.failures + 1) + 500
    await sleep(Math.max(1_000, quietUntil - Date.now()))
    expect(await petNames(user.token)).toEqual([])

    // The browser starts the stopped worker (no page of the app open): it sends what is left.
    const blank = await context.newPage()
    await stopServiceWorkers(blank)
    await startServiceWorker(blank, server.baseUrl)
    await expect.poll(() => petNames(user.token), { timeout: 15_000 }).toEqual(['Nala'])
    expect(await petPostsOnceLogged(postsBefore)).toBe(postsBefore + 1)

    const again = await context.newPage()
    await again.goto('/profile')
    await petCard(again, 'Nala').waitFor()
    await expect.poll(() => queuedWrites(again)).toEqual([])
    expect(petPostsReceived()).toBe(postsBefore + 1)
  })

  test("a 4xx on the page's 'online' send leaves the write failed with the server's message, never sent again", async () => {
    const user = await registerUser(server.baseUrl)
    const { context, page } = await openApp(user)
    permissionOverride = await denyBackgroundSync(browser, page, server.baseUrl)
    const status = connectionStatus(page)

    // A photo that passes the form's check (an image type, a PNG signature) but that the
    // server cannot decode: a real server refusal, known only once the write is sent.
    const photo = {
      name: 'roto.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('esto no es una imagen'),
      ]),
    }
    const refusal = petMessages.notAnImage('roto.png')

    await context.setOffline(true)
    const postsBefore = petPostsReceived()
    await addPetThroughForm(page, 'Rocky', photo)
    await expectShownPending(page, 'Rocky')

    // Back online, the page's 'online' event sends it (no Background Sync here).
    await context.setOffline(false)
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor()
    const card = petCard(page, 'Rocky')
    await card.getByText('No sincronizado').waitFor()
    await card.getByRole('button', { name: 'Descartar' }).waitFor()
    await status.getByText(/pendiente/).waitFor({ state: 'detached' })
    expect(await queuedWrites(page)).toMatchObject([
      { method: 'POST', state: 'failed', status: 400, error: refusal },
    ])
    expect(await petNames(user.token)).toEqual([])
    expect(await petPostsOnceLogged(postsBefore)).toBe(postsBefore + 1)

    // Every trigger leaves it alone: the page's 'online' again, a new load, the worker's start.
    await fireOnlineEvent(page)
    await page.reload()
    await card.getByText('No sincronizado').waitFor()
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor()
    await stopServiceWorkers(page)
    const blank = await context.newPage()
    await startServiceWorker(blank, server.baseUrl)
    await sleep(1_000)
    expect(await queuedWrites(page)).toMatchObject([
      { state: 'failed', status: 400, error: refusal },
    ])
    expect(await petNames(user.token)).toEqual([])
    expect(petPostsReceived()).toBe(postsBefore + 1)

    // The user discards it: it leaves the screen and the queue, still never sent.
    await card.getByRole('button', { name: 'Descartar' }).click()
    await card.waitFor({ state: 'detached' })
    expect(await queuedWrites(page)).toEqual([])
    expect(petPostsReceived()).toBe(postsBefore + 1)
  })
})
