import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { registerUser, uniqueEmail } from '../support/api'
import { newPhoneContext, signInThroughForm } from '../support/browser'
import { mailingApp, visible } from '../support/mailing-app'
import { tokenLinkIn } from '../support/smtp-sink'

/**
 * Settings › Cuenta › 'Cambiar correo' as a person walks it, in Chromium against the production
 * build and a real server mailing through a real SMTP server (smtp-server): ask with the
 * password, open the link mailed to the new address, see the new address in Settings (on this
 * device and, live, on another one), hear of it at the old address, and sign in with the new
 * address only. The link is then spent.
 */
const app = mailingApp()

async function device(account: { email: string; password: string }): Promise<Page> {
  const context = await newPhoneContext(app.browser, app.server.baseUrl)
  const page = await context.newPage()
  await signInThroughForm(page, account)
  await page.goto('/settings')
  return page
}

describe('change of address by e-mail link', () => {
  test('ask with the password, follow the mailed link, then sign in with the new address', async () => {
    const account = await registerUser(app.server.baseUrl, { name: 'Sofía Correo' })
    const newEmail = uniqueEmail('sofia-nueva')
    const phone = await device(account)
    const laptop = await device(account)
    await visible(laptop.getByText(`Sesión iniciada como ${account.email}`))

    await phone
      .getByRole('region', { name: 'Cuenta' })
      .getByRole('button', { name: 'Cambiar correo' })
      .click()
    const dialog = phone.getByRole('dialog', { name: 'Cambiar correo' })
    await visible(dialog.getByText(`Tu correo actual es ${account.email}.`))
    await dialog.getByLabel('Nuevo correo electrónico').fill('sin-arroba')
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click()
    await visible(dialog.getByText('Introduce un correo electrónico válido.'))

    await dialog.getByLabel('Nuevo correo electrónico').fill(newEmail)
    await dialog.getByLabel('Contraseña actual', { exact: true }).fill('no-es-esta')
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click()
    await visible(dialog.getByRole('alert').getByText('La contraseña actual no es correcta.'))

    // Offline nothing is sent (the password is never queued): the form says so.
    await phone.context().setOffline(true)
    await dialog.getByLabel('Contraseña actual', { exact: true }).fill(account.password)
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click()
    await visible(dialog.getByRole('alert').getByText(/Necesitas conexión a internet/))
    await phone.context().setOffline(false)

    await dialog.getByRole('button', { name: 'Enviar enlace' }).click()
    await visible(
      dialog.getByRole('status').getByText(`Te enviamos un enlace a ${newEmail}.`, {
        exact: false,
      }),
    )
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).last().click()
    // Nothing has changed yet.
    await visible(phone.getByText(`Sesión iniciada como ${account.email}`))

    const mail = await app.sink.waitForMail(newEmail)
    expect(mail.subject).toBe('Confirma tu nuevo correo de Huellitas')
    expect(mail.text).toContain('Hola, Sofía Correo:')
    const link = tokenLinkIn(mail, '/confirm-email')
    expect(link.startsWith(`${app.server.baseUrl}/confirm-email#token=`)).toBe(true)

    await phone.goto(link)
    await visible(phone.getByRole('heading', { level: 1, name: '¡Correo actualizado!' }))
    await visible(phone.getByText(`Desde ahora tu cuenta usa ${newEmail}`, { exact: false }))
    await phone.getByRole('link', { name: 'Ir a Configuración' }).click()
    await phone.waitForURL('**/settings')
    await visible(phone.getByText(`Sesión iniciada como ${newEmail}`))
    // The other device follows through replication, without a reload.
    await visible(laptop.getByText(`Sesión iniciada como ${newEmail}`))

    const notice = await app.sink.waitForMail(account.email)
    expect(notice.subject).toBe('El correo de tu cuenta de Huellitas cambió')
    expect(notice.text).toContain(`ahora es ${newEmail}`)

    // Signed out, the old address no longer opens the account; the new one does.
    await phone.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    await phone.waitForURL((url) => url.pathname === '/')
    await phone.goto('/login')
    await phone.getByLabel('Correo electrónico').fill(account.email)
    await phone.getByLabel('Contraseña', { exact: true }).fill(account.password)
    await phone.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect
      .poll(() => phone.getByRole('alert').textContent())
      .toMatch(/Correo electrónico o contraseña incorrectos/)
    await signInThroughForm(phone, { email: newEmail, password: account.password })
    await phone.context().close()
    await laptop.context().close()

    // The link is spent: opened again, on a device never signed in, it says so.
    const stranger = await newPhoneContext(app.browser, app.server.baseUrl)
    const again = await stranger.newPage()
    await again.goto(link)
    await visible(again.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' }))
    await visible(again.getByRole('link', { name: 'Iniciar sesión' }))
    await stranger.close()
  })
})
