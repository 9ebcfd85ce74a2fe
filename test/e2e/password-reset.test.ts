import { describe, expect, test } from 'vitest'
import { registerUser } from '../support/api'
import { newPhoneContext, signInThroughForm } from '../support/browser'
import { mailingApp, visible } from '../support/mailing-app'
import { resetLinkIn } from '../support/smtp-sink'

/**
 * The password reset as a person walks it, in Chromium against the production build and a
 * real server that mails through a real SMTP server (smtp-server): ask on /forgot-password,
 * open the link from the mail, set a new password, sign in with it; the link then is spent.
 */
const app = mailingApp()

describe('password reset by e-mail', () => {
  test('ask for a link, follow it from the mail, set a new password and sign in with it', async () => {
    const account = await registerUser(app.server.baseUrl, { name: 'Lucía Reset' })
    const context = await newPhoneContext(app.browser, app.server.baseUrl)
    const page = await context.newPage()

    await page.goto('/login')
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
    await page.waitForURL('**/forgot-password')
    await visible(page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' }))
    await page.getByLabel('Correo electrónico').fill(account.email)
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await visible(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }))

    const mail = await app.sink.waitForMail(account.email)
    expect(mail.subject).toBe('Restablece tu contraseña de Huellitas')
    expect(mail.text).toContain('Hola, Lucía Reset:')
    const link = resetLinkIn(mail)
    expect(link.startsWith(`${app.server.baseUrl}/reset-password#token=`)).toBe(true)

    await page.goto(link)
    await visible(page.getByRole('heading', { level: 1, name: 'Crea una nueva contraseña' }))
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('gatito456')
    await page.getByLabel('Confirmar nueva contraseña').fill('gatito457')
    await visible(page.getByText('Las contraseñas no coinciden'))
    await page.getByLabel('Confirmar nueva contraseña').fill('gatito456')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await visible(page.getByRole('heading', { level: 1, name: '¡Contraseña actualizada!' }))

    await page.getByRole('link', { name: 'Iniciar sesión' }).click()
    await page.waitForURL('**/login')
    await signInThroughForm(page, { email: account.email, password: 'gatito456' })
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()

    // The link is spent: opened again, it says so and offers a new one.
    const again = await newPhoneContext(app.browser, app.server.baseUrl)
    const second = await again.newPage()
    await second.goto(link)
    await visible(second.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' }))
    await second.getByRole('link', { name: 'Pedir un enlace nuevo' }).click()
    await second.waitForURL('**/forgot-password')

    // And the old password no longer opens the account.
    await second.goto('/login')
    await second.getByLabel('Correo electrónico').fill(account.email)
    await second.getByLabel('Contraseña', { exact: true }).fill(account.password)
    await second.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect
      .poll(() => second.getByRole('alert').textContent())
      .toMatch(/Correo electrónico o contraseña incorrectos/)
    await again.close()
  })

  test('an address without an account sees the same answer, and no mail goes out', async () => {
    const context = await newPhoneContext(app.browser, app.server.baseUrl)
    const page = await context.newPage()
    await page.goto('/forgot-password')
    await page.getByLabel('Correo electrónico').fill('nadie.aqui@ejemplo.com')
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await visible(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }))
    expect(app.sink.mails.some((mail) => mail.to.includes('nadie.aqui@ejemplo.com'))).toBe(false)
    await context.close()
  })
})
