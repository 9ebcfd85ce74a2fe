import { describe, expect, test } from 'vitest'
import { notificationTestSamples } from '@contract/notification-test.contract'
import { registerUser } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { signInThroughForm } from '../support/browser'

/**
 * /notifications/test (spec §2): the device's push state, and a simulated match that goes
 * through the server and lands in the bell like a real one; offline it says why nothing went.
 */
const app = appUnderTest()

describe('/notifications/test', () => {
  test('shows the push state and a simulated match reaches the bell', async () => {
    const account = await registerUser(app.server.baseUrl)
    const context = await app.phone()
    const page = await context.newPage()
    await signInThroughForm(page, account)
    await page.goto('/notifications/test')

    const state = page.getByRole('region', { name: 'Estado de las notificaciones push' })
    await state.getByText('Sin configurar').waitFor()
    await expect
      .poll(() => page.getByRole('button', { name: 'Solicitar permiso' }).isEnabled())
      .toBe(true)
    await page.getByText(/solo funcionan en sitios con HTTPS o en localhost/).waitFor()

    await page.getByRole('button', { name: 'Simular match' }).click()
    await page
      .getByRole('status')
      .getByText('Notificación de prueba enviada', { exact: false })
      .waitFor()
    await page.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ }).click()
    const panel = page.getByRole('dialog', { name: 'Notificaciones' })
    await panel.getByText(notificationTestSamples.match.title).waitFor()

    // Offline the sample cannot be sent: a Spanish reason, nothing pretends to have gone.
    await page.keyboard.press('Escape')
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Simular mensaje' }).click()
    await page
      .getByRole('alert')
      .getByText(/Error de red|Sin conexión|conexión/)
      .waitFor()
  }, 90_000)
})
