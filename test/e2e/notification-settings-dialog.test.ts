import { describe, expect, test } from 'vitest'
import type { PushPreferences } from '@contract/push.contract'
import { call, registerUser } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { signInThroughForm } from '../support/browser'

/**
 * The shell's gear and /notifications edit one set of settings (spec §2, issue 17): a toggle
 * in the dialog is saved to the account at once and /notifications shows it; a change made on
 * /notifications shows in the dialog next time it opens.
 */
const app = appUnderTest()

describe('notification settings dialog', () => {
  test('the gear and /notifications edit the same settings', async () => {
    const account = await registerUser(app.server.baseUrl)
    const saved = async () =>
      (
        await call<{ preferences: PushPreferences }>(
          app.server.baseUrl,
          'GET',
          '/api/notifications/preferences',
          { token: account.token },
        )
      ).body.preferences
    expect((await saved()).promotions).toBe(false)

    const context = await app.phone()
    const page = await context.newPage()
    await signInThroughForm(page, account)

    await page.getByRole('button', { name: 'Configuración de notificaciones' }).click()
    const dialog = page.getByRole('dialog', { name: 'Configuración de notificaciones' })
    const promotions = dialog.getByRole('switch', { name: 'Promociones' })
    await expect.poll(() => promotions.getAttribute('aria-checked')).toBe('false')
    await promotions.click()
    await expect.poll(async () => (await saved()).promotions).toBe(true)
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page.goto('/notifications')
    const onPage = page.getByRole('main').getByRole('switch', { name: 'Promociones' })
    await expect.poll(() => onPage.getAttribute('aria-checked')).toBe('true')
    const vibration = page.getByRole('main').getByRole('switch', { name: 'Vibración' })
    const vibrating = await vibration.getAttribute('aria-checked')
    await vibration.click()
    await expect.poll(async () => String((await saved()).vibration)).not.toBe(vibrating)

    await page.getByRole('button', { name: 'Configuración de notificaciones' }).click()
    await expect
      .poll(() => dialog.getByRole('switch', { name: 'Vibración' }).getAttribute('aria-checked'))
      .not.toBe(vibrating)
    await expect
      .poll(() => dialog.getByRole('switch', { name: 'Promociones' }).getAttribute('aria-checked'))
      .toBe('true')
  }, 90_000)

  test('opens offline with the account’s last settings on a device that never opened them', async () => {
    const account = await registerUser(app.server.baseUrl)
    const context = await app.phone()
    const page = await context.newPage()
    await signInThroughForm(page, account)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // The shell keeps the preferences once the worker controls the page: wait until it has.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('huellitas-last-known-v1')
          return (await cache.keys()).some((request) =>
            request.url.endsWith('/api/notifications/preferences'),
          )
        }),
      )
      .toBe(true)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Configuración de notificaciones' }).click()
    const dialog = page.getByRole('dialog', { name: 'Configuración de notificaciones' })
    await dialog.getByText(/Sin conexión: se muestra tu última configuración/).waitFor()
    await expect
      .poll(() => dialog.getByRole('switch', { name: 'Matches' }).getAttribute('aria-checked'))
      .toBe('true')
  }, 90_000)
})
