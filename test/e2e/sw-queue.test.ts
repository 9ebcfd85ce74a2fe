import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import type { MyPetsResponse, PersonalitiesResponse } from '@contract/pets.contract'
import { call, registerUser, type RegisteredUser } from '../support/api'
import { launchChromium } from '../support/browser'
import { startServer, type RunningServer } from '../support/server-process'
import {
  denyBackgroundSync,
  dispatchQueueSync,
  hasAnyReplayed,
  openControlledApp,
  queueSize,
  requestReplay,
  stopServiceWorkers,
  waitForReplayed,
} from '../support/sw-queue-page'

/**
 * The service worker's offline write queue in real Chromium against the production build and
 * the real server: a pet write made offline is answered 202 {queued: true}, waits in the queue
 * (the banner counts it), and reaches the server exactly once when the connection returns —
 * however many replay triggers fire. A 5xx keeps it queued; a 4xx drops it and tells the page.
 * Each replay trigger is proven on its own: the Background Sync event (Chromium, even with the
 * app closed), the worker's start and the page's 'online' event (what Safari and Firefox have;
 * Background Sync's permission is denied to act like them).
 * playwright-core ≥ 1.57 applies setOffline to the worker's own fetches too.
 */
let server: RunningServer
let browser: Browser
let context: BrowserContext | undefined
let permissionOverride: CDPSession | undefined
let personalityId: string

const OFFLINE_TEXT =
  'Sin conexión — mostrando los datos guardados. Tus cambios se enviarán al recuperar la conexión.'

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
  const probe = await registerUser(server.baseUrl)
  const { body } = await call<PersonalitiesResponse>(server.baseUrl, 'GET', '/api/personalities', {
    token: probe.token,
  })
  const first = Object.values(body.personalities).flat()[0]
  if (!first) throw new Error('no personalities seeded')
  personalityId = first.id
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

async function openApp(user: RegisteredUser): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openControlledApp(browser, server.baseUrl, user)
  context = opened.context
  return opened
}

/** POST /api/pets from the page, as the action layer sends it (multipart, key, bearer). */
function postPet(page: Page, token: string, key: string, fields: Record<string, string>) {
  return page.evaluate(
    async ({ token, key, fields }) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.append(name, value)
      const response = await fetch('/api/pets', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': key },
      })
      return {
        status: response.status,
        queued: response.headers.get('x-huellitas-queued'),
        body: (await response.json()) as unknown,
      }
    },
    { token, key, fields },
  )
}

function petFields(name: string): Record<string, string> {
  return {
    name,
    breed: 'Mestizo',
    age: '3',
    gender: 'MALE',
    personalities: personalityId,
    location: 'San Salvador',
  }
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
  return server
    .logs()
    .split('\n')
    .filter((line) => line.includes('"method":"POST"') && line.includes('"url":"/api/pets"')).length
}

describe('offline write queue', () => {
  test('a pet created offline is queued, counted, and created exactly once back online', async () => {
    const user = await registerUser(server.baseUrl)
    const { context, page } = await openApp(user)
    const status = page.getByRole('status', { name: 'Estado de la conexión' })

    await context.setOffline(true)
    await page.reload()
    await status.getByText(OFFLINE_TEXT).waitFor()

    const postsBefore = petPostsReceived()
    const answer = await postPet(page, user.token, 'e2e-create-0001', petFields('Firulais'))
    expect(answer).toEqual({ status: 202, queued: '1', body: { queued: true } })
    expect(await queueSize(page)).toBe(1)
    await status.getByText('1 cambio pendiente de enviar').waitFor()

    // Reads and the replication feed are never queued: offline they simply fail.
    const reads = await page.evaluate(async (token) => {
      const outcome = (path: string) =>
        fetch(path, { headers: { authorization: `Bearer ${token}` } }).then(
          (response) => `HTTP ${response.status}`,
          (error: Error) => error.name,
        )
      return [await outcome('/api/pets/my-pets'), await outcome('/api/sync/pets/pull?seq=0')]
    }, user.token)
    expect(reads).toEqual(['TypeError', 'TypeError'])
    expect(petPostsReceived()).toBe(postsBefore)

    await context.setOffline(false)
    await status.getByText('Conexión restablecida').waitFor()
    const replayed = await waitForReplayed(page, 'e2e-create-0001')
    expect(replayed).toMatchObject({ outcome: 'done', status: 201 })
    expect(replayed.body).toMatchObject({ pet: { name: 'Firulais' } })

    // More triggers (Background Sync, the page again) find nothing left to send.
    await dispatchQueueSync(page, server.baseUrl)
    await requestReplay(page)
    expect(await queueSize(page)).toBe(0)
    expect(await petNames(user.token)).toEqual(['Firulais'])
    expect(petPostsReceived()).toBe(postsBefore + 1)
    await status.getByText(/pendiente/).waitFor({ state: 'detached' })
  })

  test('a 5xx keeps the write queued; the Background Sync event later delivers it', async () => {
    const user = await registerUser(server.baseUrl)
    const { context, page } = await openApp(user)

    await context.setOffline(true)
    const answer = await postPet(page, user.token, 'e2e-create-0002', petFields('Luna'))
    expect(answer.status).toBe(202)

    // The server is up but failing: every POST /api/pets gets a 503.
    let failedAttempts = 0
    await context.route('**/api/pets', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      failedAttempts += 1
      await route.fulfill({ status: 503, json: { error: 'unavailable', message: 'Mantenimiento' } })
    })
    await context.setOffline(false)
    await expect.poll(() => failedAttempts).toBeGreaterThan(0)
    expect(await queueSize(page)).toBe(1)
    expect(await petNames(user.token)).toEqual([])
    expect(await hasAnyReplayed(page)).toBe(false)

    // Only the sync event may deliver it now: no page is left to ask for a replay.
    await page.close()
    await context.unroute('**/api/pets')
    await dispatchQueueSync(await context.newPage(), server.baseUrl)
    await expect.poll(() => petNames(user.token), { timeout: 15_000 }).toEqual(['Luna'])
  })

  test('with the app closed, Background Sync delivers the write once the connection returns', async () => {
    const user = await registerUser(server.baseUrl)
    const { context, page } = await openApp(user)
    await context.setOffline(true)
    expect((await postPet(page, user.token, 'e2e-create-0004', petFields('Toby'))).status).toBe(202)
    await page.close()

    await context.setOffline(false)
    await expect.poll(() => petNames(user.token), { timeout: 15_000 }).toEqual(['Toby'])
  })

  test('without Background Sync the write is sent when the browser starts the worker again', async () => {
    const user = await registerUser(server.baseUrl)
    const { context, page } = await openApp(user)
    permissionOverride = await denyBackgroundSync(browser, page, server.baseUrl)
    await context.setOffline(true)
    expect((await postPet(page, user.token, 'e2e-create-0005', petFields('Nala'))).status).toBe(202)
    // The app is closed while offline: no page will say 'online' either.
    await page.close()
    await context.setOffline(false)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await petNames(user.token)).toEqual([])

    // Opening the app starts the stopped worker, which replays on start.
    const next = await context.newPage()
    await stopServiceWorkers(next)
    await next.goto('/profile')
    await expect.poll(() => petNames(user.token), { timeout: 15_000 }).toEqual(['Nala'])
    expect(await queueSize(next)).toBe(0)
  })

  test("without Background Sync the page's online event replays; a 4xx is dropped and reported", async () => {
    const user = await registerUser(server.baseUrl)
    const { context, page } = await openApp(user)
    permissionOverride = await denyBackgroundSync(browser, page, server.baseUrl)

    await context.setOffline(true)
    const invalid = { ...petFields('sin nombre'), name: '' }
    expect((await postPet(page, user.token, 'e2e-create-0003', invalid)).status).toBe(202)

    await context.setOffline(false)
    const replayed = await waitForReplayed(page, 'e2e-create-0003')
    expect(replayed).toMatchObject({ outcome: 'rejected', status: 400 })
    expect(replayed.body).toMatchObject({ message: 'El nombre es obligatorio.' })
    expect(await queueSize(page)).toBe(0)
    expect(await petNames(user.token)).toEqual([])
  })
})
