import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import type { AuthResponse, MeResponse } from '@contract/auth.contract'
import { call } from '../support/api'
import { launchChromium, newPhoneContext, signInThroughForm } from '../support/browser'
import { requestsAnswered, startServer, type RunningServer } from '../support/server-process'
import { ANA } from '../support/demo-accounts'

/**
 * Issue 4's profile acceptance in real Chromium against the production build and the real
 * server (demo data on), as Ana:
 * - avatar: a chosen image shows a local preview; once confirmed the new avatar is on the
 *   profile, and still there after a reload; a non-image and a 6 MB image get the spec's
 *   messages (§5) and change nothing, on screen or on the server;
 * - offline: the profile and its pets open from IndexedDB; an edit made offline shows pending,
 *   survives a reload, and reaches the server exactly once when the connection returns.
 */
const ONE_PENDING = '1 cambio pendiente de enviar'

let server: RunningServer
let browser: Browser
let anaToken: string
let context: BrowserContext
let page: Page

beforeAll(async () => {
  server = await startServer({ env: { DEMO_DATA: '1' } })
  browser = await launchChromium()
  const login = await call<AuthResponse>(server.baseUrl, 'POST', '/api/auth/login', { json: ANA })
  expect(login.status).toBe(200)
  anaToken = login.body.token
  context = await newPhoneContext(browser, server.baseUrl)
  page = await context.newPage()
  await signInThroughForm(page, ANA)
  await page.goto('/profile')
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

async function serverUser(): Promise<MeResponse['user']> {
  const me = await call<MeResponse>(server.baseUrl, 'GET', '/api/auth/me', { token: anaToken })
  expect(me.status).toBe(200)
  return me.body.user
}

/** Requests the server answered (its one log line per request). */
function requestsReceived(method: string, url: string): number {
  return requestsAnswered(server, method, url)
}

function header(): Locator {
  return page.getByRole('region', { name: 'Ana Martínez' })
}

function avatar(): Locator {
  return header().getByRole('img', { name: 'Foto de perfil de Ana Martínez' })
}

async function shownPetNames(): Promise<string[]> {
  const cards = page.getByRole('region', { name: 'Mis Mascotas' }).getByRole('article')
  await cards.first().waitFor()
  return cards.evaluateAll((all) => all.map((card) => card.querySelector('h3')?.textContent ?? ''))
}

describe('profile', () => {
  test('avatar upload: preview, confirm, and the new avatar after a reload', async () => {
    await header().waitFor()
    const before = (await serverUser()).avatar
    const png = await sharp({
      create: { width: 320, height: 320, channels: 3, background: '#f97316' },
    })
      .png()
      .toBuffer()

    await page.getByLabel('Cambiar foto de perfil').setInputFiles({
      name: 'yo.png',
      mimeType: 'image/png',
      buffer: png,
    })
    const dialog = page.getByRole('dialog', { name: 'Nueva foto de perfil' })
    const preview = dialog.getByRole('img', { name: 'Vista previa de la imagen elegida' })
    expect(await preview.getAttribute('src')).toMatch(/^blob:/)
    // Nothing is sent before the user confirms.
    expect(requestsReceived('PUT', '/api/users/avatar')).toBe(0)
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await page.getByRole('status').getByText('Avatar actualizado correctamente').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    const after = (await serverUser()).avatar
    expect(after).toMatch(/^\/uploads\/avatars\/.+\.webp$/)
    expect(after).not.toBe(before)
    await expect.poll(() => avatar().getAttribute('src')).toBe(after)
    expect(await avatar().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    await page.reload()
    await expect.poll(() => avatar().getAttribute('src')).toBe(after)
    await expect.poll(() => requestsReceived('PUT', '/api/users/avatar')).toBe(1)
  })

  test('a non-image and a 6 MB image get the spec messages and change nothing', async () => {
    await header().waitFor()
    const before = (await serverUser()).avatar
    const shownBefore = await avatar().getAttribute('src')
    const input = page.getByLabel('Cambiar foto de perfil')

    await input.setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no soy una imagen'),
    })
    await page.getByRole('alert').getByText('Por favor selecciona un archivo de imagen').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    await input.setInputFiles({
      name: 'enorme.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(6 * 1024 * 1024, 0xff),
    })
    await page.getByRole('alert').getByText('La imagen es demasiado grande. Máximo 5MB').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    expect(await avatar().getAttribute('src')).toBe(shownBefore)
    expect((await serverUser()).avatar).toBe(before)
    // Only the first test's upload ever reached the server.
    expect(requestsReceived('PUT', '/api/users/avatar')).toBe(1)
  })

  test('opens offline; an offline edit shows pending and reaches the server once', async () => {
    await header().waitFor()
    expect(await shownPetNames()).toEqual(['Luna', 'Rocky', 'Mishi'])
    // The service worker installs on the first visit and claims the page (clientsClaim).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    await context.setOffline(true)
    await page.reload()
    const connection = page.getByRole('status', { name: 'Estado de la conexión' })
    await connection.getByText(/Sin conexión/).waitFor()
    await header().waitFor()
    expect(await shownPetNames()).toEqual(['Luna', 'Rocky', 'Mishi'])

    const bio = 'Escribo esto sin conexión, desde el parque.'
    await header().getByRole('button', { name: 'Editar perfil' }).click()
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' })
    await dialog.getByLabel('Biografía').fill(bio)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page
      .getByRole('status')
      .getByText(/tus cambios se guardaron en este dispositivo/)
      .waitFor()
    await header().getByText(bio).waitFor()
    await header().getByRole('img', { name: 'Pendiente de sincronizar' }).waitFor()
    await connection.getByText(ONE_PENDING).waitFor()
    expect(requestsReceived('PUT', '/api/users/profile')).toBe(0)
    expect((await serverUser()).bio).not.toBe(bio)

    // Still offline, a reload keeps it: the service worker holds the write durably.
    await page.reload()
    await header().getByText(bio).waitFor()
    await header().getByRole('img', { name: 'Pendiente de sincronizar' }).waitFor()
    await connection.getByText(ONE_PENDING).waitFor()

    await context.setOffline(false)
    await header()
      .getByRole('img', { name: 'Pendiente de sincronizar' })
      .waitFor({ state: 'detached' })
    await connection.getByText(/pendiente/).waitFor({ state: 'detached' })
    expect((await serverUser()).bio).toBe(bio)
    await expect.poll(() => requestsReceived('PUT', '/api/users/profile')).toBe(1)

    // A fresh load agrees with the server, and nothing was sent again.
    await page.reload()
    await header().getByText(bio).waitFor()
    expect(await header().getByRole('img', { name: 'Pendiente de sincronizar' }).count()).toBe(0)
    expect(requestsReceived('PUT', '/api/users/profile')).toBe(1)
  })
})
