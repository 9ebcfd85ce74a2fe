import { beforeAll, describe, expect, test } from 'vitest'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import type { AuthResponse } from '@contract/auth.contract'
import { thumbnailPath } from '@contract/media'
import type { PetDoc } from '@contract/pets.contract'
import type { PullResponse } from '@contract/sync.contract'
import { WRITE_QUEUE_SYNC_TAG } from '../../sw/messages'
import { call } from '../support/api'
import { signInThroughForm } from '../support/browser'
import { appUnderTest } from '../support/app-under-test'
import { ANA } from '../support/demo-accounts'
import { requestsAnswered } from '../support/server-process'

/**
 * Issue 3's acceptance in real Chromium against the production build and the real server
 * (demo data on): Ana opens 'Mis Mascotas', goes offline, reloads — the list comes from
 * IndexedDB — and removes a pet. The removal shows at once (the pet leaves the list, the
 * banner counts one pending change) but does not reach the server until the connection
 * returns; then it reaches it exactly once, even when more replay triggers fire, and another
 * device signed in as Ana sees the pet go without a reload.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })
const OFFLINE_TEXT =
  'Sin conexión — mostrando los datos guardados. Tus cambios se enviarán al recuperar la conexión.'
const ONE_PENDING = '1 cambio pendiente de enviar'

let anaToken: string

beforeAll(async () => {
  const login = await call<AuthResponse>(app.server.baseUrl, 'POST', '/api/auth/login', {
    json: ANA,
  })
  expect(login.status).toBe(200)
  anaToken = login.body.token
})

function newDevice(): Promise<BrowserContext> {
  return app.phone()
}

/** The names on the pet cards of 'Mis Mascotas', in screen order. */
function petList(page: Page): Locator {
  return page.getByRole('region', { name: 'Mis Mascotas' }).getByRole('article')
}

async function shownPetNames(page: Page): Promise<string[]> {
  return petList(page).evaluateAll((cards) =>
    cards.map((card) => card.querySelector('h3')?.textContent ?? ''),
  )
}

async function serverPets(): Promise<PetDoc[]> {
  const { status, body } = await call<{ pets: PetDoc[] }>(
    app.server.baseUrl,
    'GET',
    '/api/pets/my-pets',
    { token: anaToken },
  )
  expect(status).toBe(200)
  return body.pets
}

/** DELETE /api/pets/{id} requests the server answered (its one log line per request). */
function deletesReceived(petId: string): number {
  return requestsAnswered(app.server, 'DELETE', `/api/pets/${petId}`)
}

/** Fires the write queue's Background Sync event, as Chromium does when it sees a network. */
async function dispatchSync(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find(
        (r) => r.scopeURL === `${app.server.baseUrl}/` && !r.isDeleted,
      )
      if (found) resolve(found.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: app.server.baseUrl,
    registrationId: await registrationId,
    tag: WRITE_QUEUE_SYNC_TAG,
    lastChance: false,
  })
  await cdp.detach()
}

declare global {
  interface Window {
    __sameDocument?: boolean
  }
}

describe('Mis Mascotas offline', () => {
  test('opens from IndexedDB offline; a removal made offline reaches the server once', async () => {
    const phone = await newDevice()
    const page = await phone.newPage()
    await signInThroughForm(page, ANA)
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', {
        name: 'Perfil',
      })
      .click()
    await page.waitForURL((url) => url.pathname === '/profile')
    await petList(page).nth(2).waitFor()
    expect(await shownPetNames(page)).toEqual(['Luna', 'Rocky', 'Mishi'])
    const luna = (await serverPets()).find((pet) => pet.name === 'Luna')
    if (!luna) throw new Error('the demo data has no Luna for Ana')

    // The service worker installs on the first visit and claims the page (clientsClaim).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    // Another device of Ana's, open on the same screen (its own token and database).
    const tablet = await newDevice()
    const other = await tablet.newPage()
    await signInThroughForm(other, ANA)
    await other.goto('/profile')
    await petList(other).nth(2).waitFor()
    await other.evaluate(() => (window.__sameDocument = true))

    // Offline, a reload opens the shell from the worker and the list from IndexedDB.
    await phone.setOffline(true)
    await page.reload()
    const connection = page.getByRole('status', { name: 'Estado de la conexión' })
    await connection.getByText(OFFLINE_TEXT).waitFor()
    await petList(page).nth(2).waitFor()
    expect(await shownPetNames(page)).toEqual(['Luna', 'Rocky', 'Mishi'])

    // The removal, through the screen's own action and its confirmation dialog.
    const lunaCard = page.getByRole('article', { name: 'Luna' })
    await lunaCard.getByRole('button', { name: 'Eliminar' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar a Luna?' })
    await dialog.getByRole('button', { name: 'Eliminar' }).click()
    await dialog.waitFor({ state: 'hidden' })

    // What the user sees: Luna leaves the list at once and the banner counts the pending change.
    await lunaCard.waitFor({ state: 'detached' })
    await connection.getByText(ONE_PENDING).waitFor()
    expect(await shownPetNames(page)).toEqual(['Rocky', 'Mishi'])
    // It has not reached the server: it still has Luna, and so has the other device.
    expect(deletesReceived(luna.id)).toBe(0)
    expect((await serverPets()).map((pet) => pet.name).sort()).toEqual(['Luna', 'Mishi', 'Rocky'])
    expect(await shownPetNames(other)).toEqual(['Luna', 'Rocky', 'Mishi'])

    // A reload while still offline keeps it pending (the worker holds it durably).
    await page.reload()
    await connection.getByText(ONE_PENDING).waitFor()
    await petList(page).nth(1).waitFor()
    expect(await shownPetNames(page)).toEqual(['Rocky', 'Mishi'])

    // Back online: the page's 'online' event makes the worker replay its queue.
    await phone.setOffline(false)
    await connection.getByText(/pendiente/).waitFor({ state: 'detached' })
    await expect
      .poll(async () => (await serverPets()).map((pet) => pet.name).sort())
      .toEqual(['Mishi', 'Rocky'])

    // More replay triggers (Background Sync, the page again) find nothing left to send.
    await dispatchSync(page)
    await page.evaluate(() =>
      navigator.serviceWorker.controller?.postMessage({ type: 'replay-queue' }),
    )
    const pull = await call<PullResponse<PetDoc>>(
      app.server.baseUrl,
      'GET',
      '/api/sync/pets/pull?seq=0&limit=1000',
      { token: anaToken },
    )
    expect(pull.status).toBe(200)
    const lunaInFeed = pull.body.documents.filter((document) => document.id === luna.id)
    expect(lunaInFeed).toHaveLength(1)
    expect(lunaInFeed[0]?._deleted).toBe(true)
    expect(deletesReceived(luna.id)).toBe(1)

    // The other device saw Luna go live, without a reload.
    await other.getByRole('article', { name: 'Luna' }).waitFor({ state: 'detached' })
    expect(await shownPetNames(other)).toEqual(['Rocky', 'Mishi'])
    expect(await other.evaluate(() => window.__sameDocument)).toBe(true)

    // This device converged too: nothing pending, and a fresh load agrees with the server.
    expect(await shownPetNames(page)).toEqual(['Rocky', 'Mishi'])
    await page.reload()
    await petList(page).nth(1).waitFor()
    expect(await shownPetNames(page)).toEqual(['Rocky', 'Mishi'])
    await expect.poll(() => connection.getByText(/pendiente/).count()).toBe(0)
    expect(deletesReceived(luna.id)).toBe(1)
  })

  test('the add-pet form has its personalities offline on a device that never opened it', async () => {
    const phone = await newDevice()
    const page = await phone.newPage()
    await signInThroughForm(page, ANA)
    // The home only: the form is never opened online on this device.
    await page.getByTestId('swipe-card').first().waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // The shell keeps the catalogue once the first screen has its content.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('huellitas-personalities') !== null), {
        timeout: 15_000,
      })
      .toBe(true)

    await phone.setOffline(true)
    await page.goto('/add-pet')
    await page.getByRole('checkbox', { name: 'Sociable con perros' }).waitFor()
    expect(await page.getByText('Error de red').count()).toBe(0)
    await phone.close()
  })
  test("'Mis Mascotas' shows its pets' pictures offline on a device that never showed them", async () => {
    const thumbs = (await serverPets()).map((pet) => thumbnailPath(pet.photos[0] ?? ''))
    expect(thumbs.length).toBeGreaterThan(0)
    expect(thumbs.every((url) => url !== null)).toBe(true)
    const phone = await newDevice()
    const page = await phone.newPage()
    await signInThroughForm(page, ANA)
    // The home only: 'Mis Mascotas' is never opened online on this device.
    await page.getByTestId('swipe-card').first().waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // The shell keeps the pictures of the synced pets (PetPhotosKeeperHost).
    await expect
      .poll(
        () =>
          page.evaluate(
            async (urls) =>
              (await Promise.all(urls.map((url) => caches.match(url)))).every(Boolean),
            thumbs as string[],
          ),
        { timeout: 20_000 },
      )
      .toBe(true)

    await phone.setOffline(true)
    await page.goto('/profile')
    await expect.poll(() => petList(page).count(), { timeout: 15_000 }).toBe(thumbs.length)
    const loaded = () =>
      petList(page)
        .locator('img')
        .evaluateAll((images) =>
          images.map(
            (image) =>
              (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        )
    await expect.poll(loaded, { timeout: 10_000 }).toEqual(thumbs.map(() => true))
    await phone.close()
  })
})
