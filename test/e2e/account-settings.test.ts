import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { registerUser } from '../support/api'
import { launchChromium, newPhoneContext, signInThroughForm } from '../support/browser'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * Settings → Cuenta on two devices of one account (two browser contexts): changing the
 * password keeps this device signed in and signs the other one out; offline it says it needs a
 * connection. 'Cerrar sesión en todos los dispositivos' signs out both.
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

async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 15_000 })
}

async function device(account: { email: string; password: string }): Promise<Page> {
  const context = await newPhoneContext(browser, server.baseUrl)
  const page = await context.newPage()
  await signInThroughForm(page, account)
  return page
}

/** The other device's next start asks the server, which refuses its token: back to /login. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.reload()
  await page.waitForURL('**/login', { timeout: 15_000 })
  expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull()
}

describe('account security in Settings', () => {
  test('change the password: this device stays, the other is signed out', async () => {
    const account = await registerUser(server.baseUrl)
    const phone = await device(account)
    const laptop = await device(account)

    await phone.goto('/settings')
    await phone
      .getByRole('region', { name: 'Cuenta' })
      .getByRole('button', { name: 'Cambiar contraseña' })
      .click()
    const dialog = phone.getByRole('dialog', { name: 'Cambiar contraseña' })
    await dialog.getByLabel('Contraseña actual', { exact: true }).fill(account.password)
    await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-1')
    await dialog.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('nueva-clave-1')

    // Offline the password is not queued: the form says it needs a connection.
    await phone.context().setOffline(true)
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await visible(dialog.getByRole('alert').getByText(/Necesitas conexión a internet/))
    await phone.context().setOffline(false)

    await dialog.getByLabel('Contraseña actual', { exact: true }).fill('no-es-esta')
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await visible(dialog.getByRole('alert').getByText('La contraseña actual no es correcta.'))

    await dialog.getByLabel('Contraseña actual', { exact: true }).fill(account.password)
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await visible(dialog.getByRole('status').getByText(/tu contraseña se cambió/))
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).last().click()

    await expectSignedOut(laptop)
    await phone.reload()
    await visible(phone.getByRole('button', { name: 'Cerrar sesión', exact: true }))
    expect(new URL(phone.url()).pathname).toBe('/settings')

    await signInThroughForm(laptop, { email: account.email, password: 'nueva-clave-1' })
    await phone.context().close()
    await laptop.context().close()
  })

  test('Cerrar sesión en todos los dispositivos signs out this device and the other', async () => {
    const account = await registerUser(server.baseUrl)
    const phone = await device(account)
    const laptop = await device(account)

    await phone.goto('/settings')
    await phone.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click()
    const confirm = phone.getByRole('alertdialog', {
      name: '¿Cerrar sesión en todos los dispositivos?',
    })
    await confirm.getByRole('button', { name: 'Cerrar en todos' }).click()
    await visible(phone.getByRole('link', { name: 'Comenzar Gratis' }).first())
    expect(await phone.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull()

    await expectSignedOut(laptop)
    await phone.context().close()
    await laptop.context().close()
  })
})
