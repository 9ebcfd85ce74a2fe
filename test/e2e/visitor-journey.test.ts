import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchChromium, newPhoneContext } from '../support/browser'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * Issue 2's acceptance journey, in Chromium against the production build served by the real
 * server: landing → register (two steps) → home with the no-pets banner → reload keeps the
 * session → logout → landing; a wrong password shows the server's message; unknown paths go
 * to /; a token the server no longer accepts wipes the session and lands on /login.
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

const password = 'perrito123'

async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 15_000 })
}

async function register(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/')
  await page.getByRole('link', { name: 'Comenzar Gratis' }).first().click()
  await page.waitForURL('**/register')
  await page.getByLabel('Nombre completo').fill(name)
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByLabel('Confirmar contraseña').fill(password)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
}

/**
 * What a page that never reached /login was showing, and what the server answered it since
 * `logStart` (the refusals that should have sent it there): this test once timed out on CI and
 * could not be made to fail again here, so a next failure must say where it stopped.
 */
async function whereItStopped(page: Page, logStart: number): Promise<string> {
  const shown = await page
    .evaluate(() => ({
      url: location.href,
      session: localStorage.getItem('auth-storage'),
      text: document.body.innerText.slice(0, 300),
    }))
    .catch((error: unknown) => String(error))
  const answers = server
    .logs()
    .slice(logStart)
    .split('\n')
    .filter((line) => line.includes('"statusCode"') && /"url":"\/(api|socket\.io)\//.test(line))
    .slice(-30)
  return `page: ${JSON.stringify(shown)}\nserver answers:\n${answers.join('\n')}`
}

describe('visitor journey', () => {
  test('landing, register in two steps, home banner, reload, logout', async () => {
    const context = await newPhoneContext(browser, server.baseUrl)
    const page = await context.newPage()
    await page.goto('/')
    await visible(page.getByRole('link', { name: 'Comenzar Gratis' }).first())
    expect(await page.locator('html').getAttribute('lang')).toBe('es')

    const email = `lucia.${Date.now()}@ejemplo.com`
    await register(page, 'Lucía Pérez', email)

    // The signed-in home: the no-pets welcome banner with its button to /profile.
    const addPet = page.getByRole('link', { name: /Agregar mi mascota/ })
    await visible(addPet)
    expect(new URL(page.url()).pathname).toBe('/')
    const stored = await page.evaluate(() => localStorage.getItem('auth-storage'))
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ user: { email } })

    await page.reload()
    await visible(page.getByRole('link', { name: /Agregar mi mascota/ }))

    await addPet.click()
    await page.waitForURL('**/profile')

    await page.goto('/settings')
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    await visible(page.getByRole('link', { name: 'Comenzar Gratis' }).first())
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull()
    await context.close()
  })

  test('a wrong password shows the server message in Spanish', async () => {
    const context = await newPhoneContext(browser, server.baseUrl)
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByLabel('Correo electrónico').fill('nadie@ejemplo.com')
    await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/Correo electrónico o contraseña incorrectos/)
    await context.close()
  })

  test('unknown paths redirect to the landing page', async () => {
    const context = await newPhoneContext(browser, server.baseUrl)
    const page = await context.newPage()
    await page.goto('/algo-que-no-existe')
    await page.waitForURL((url) => url.pathname === '/')
    await visible(page.getByRole('link', { name: 'Comenzar Gratis' }).first())
    await context.close()
  })

  test('a token the server no longer accepts wipes the session and lands on /login', async () => {
    const context = await newPhoneContext(browser, server.baseUrl)
    const page = await context.newPage()
    await register(page, 'Mario Gómez', `mario.${Date.now()}@ejemplo.com`)
    await visible(page.getByRole('link', { name: /Agregar mi mascota/ }))

    // Revoke the token behind the app's back, as a logout on another device would, while no
    // page is open: an open page's socket would hear of it and sign out by itself (tested in
    // account-settings), racing the reload this test is about.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { token: string }).token,
    )
    await page.close()
    const revoked = await fetch(`${server.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(revoked.status).toBeLessThan(300)

    const reopened = await context.newPage()
    const logStart = server.logs().length
    await reopened.goto('/')
    await reopened.waitForURL('**/login').catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await whereItStopped(reopened, logStart)}`)
    })
    expect(await reopened.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull()
    await context.close()
  })
})
