import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, describe, expect, test } from 'vitest'
import type { PetDoc } from '@contract/pets.contract'
import { call } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { signInThroughForm } from '../support/browser'
import { ANA } from '../support/demo-accounts'
import { placePhone, tokenOf } from '../support/lost-pets-e2e'

/**
 * A pet's QR identity end to end, in real Chromium against the production build (demo data):
 * Ana writes Luna's QR profile on the edit form (phone kept private), opens Luna's QR dialog,
 * copies the link and downloads the PNG, which decodes (jsqr in Node) to the §3 payload; the
 * dialog opens again offline after a reload. A visitor without an account opens the code's url,
 * sees Luna's public page without Ana's phone, and 'Avisar al dueño' with their position; Ana
 * finds the notice under the bell.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })
const PHONE = '+503 7111-2222'
const FINDER = { latitude: 13.7035, longitude: -89.2243 }

let downloads: string | undefined
afterAll(async () => {
  if (downloads) await rm(downloads, { recursive: true, force: true })
})

async function decodePng(path: string): Promise<{ width: number; text: string | null }> {
  const { data, info } = await sharp(path).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height)
  return { width: info.width, text: code?.data ?? null }
}

describe('QR code', () => {
  test("Luna's code carries the payload and its url lets a visitor reach Ana", async () => {
    const token = await tokenOf(app.server.baseUrl, ANA)
    const lunaOnServer = async () => {
      const answer = await call<{ pets: PetDoc[] }>(
        app.server.baseUrl,
        'GET',
        '/api/pets/my-pets',
        {
          token,
        },
      )
      const luna = answer.body.pets.find((pet) => pet.name === 'Luna')
      if (!luna) throw new Error('Ana has no Luna in the demo data')
      return luna
    }

    // --- Ana writes Luna's QR profile: her phone, kept private, and an allergy
    const anaPhone = await app.phone()
    await anaPhone.grantPermissions(['clipboard-read', 'clipboard-write'])
    const ana = await anaPhone.newPage()
    await signInThroughForm(ana, ANA)
    await ana.goto('/profile')
    const card = ana.getByRole('article', { name: 'Luna' })
    await card.getByRole('link', { name: 'Editar' }).click()
    await ana.getByLabel(/Tu contacto/).fill(PHONE)
    await ana.getByLabel(/Alergias/).fill('Pollo')
    expect(await ana.getByLabel(/Mostrar mi contacto a quien escanee/).isChecked()).toBe(false)
    await ana.getByRole('button', { name: 'Guardar cambios' }).click()
    await ana.waitForURL((url) => url.pathname === '/profile')
    await expect
      .poll(async () => (await lunaOnServer()).allergies, { timeout: 20_000 })
      .toBe('Pollo')
    const luna = await lunaOnServer()
    expect(luna).toMatchObject({ ownerContact: PHONE, showOwnerContact: false })

    // --- The dialog: Copiar URL, then Descargar, and a click on the backdrop closes it
    await card.getByRole('button', { name: 'Código QR' }).click()
    const dialog = ana.getByRole('dialog', { name: 'Código QR de Luna' })
    await dialog.getByRole('img', { name: 'Código QR de Luna' }).waitFor({ timeout: 20_000 })
    await dialog.getByText(luna.id).waitFor()
    await dialog.getByRole('button', { name: 'Copiar URL' }).click()
    await dialog.getByRole('button', { name: 'Copiado!' }).waitFor()
    const url = `${app.server.baseUrl}/pet/${luna.id}?qr=true`
    expect(await ana.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await dialog.getByRole('button', { name: 'Copiar URL' }).waitFor()

    const [download] = await Promise.all([
      ana.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Descargar' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('codigo-qr-luna.png')
    downloads = await mkdtemp(join(tmpdir(), 'qr-code-'))
    const file = join(downloads, download.suggestedFilename())
    await download.saveAs(file)
    const decoded = await decodePng(file)
    expect(decoded.width).toBe(300)
    expect(JSON.parse(decoded.text ?? 'null')).toEqual({
      type: 'pet_profile',
      petId: luna.id,
      name: 'Luna',
      breed: luna.breed,
      // The phone is private: the code says how to reach Ana without it (spec §3 default).
      ownerContact: 'Contactar via Huellitas',
      emergencyInfo: 'Alergias: Pollo',
      url,
    })
    await dialog.getByText('Información de la mascota:').click()
    expect(await dialog.isVisible()).toBe(true)
    await ana.mouse.click(5, 5)
    await dialog.waitFor({ state: 'detached' })

    // --- Offline, after a reload, the code is still drawn on the device
    await ana.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await anaPhone.setOffline(true)
    await ana.reload()
    await card.getByRole('button', { name: 'Código QR' }).click()
    await dialog.getByRole('img', { name: 'Código QR de Luna' }).waitFor({ timeout: 20_000 })
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await dialog.waitFor({ state: 'detached' })
    await anaPhone.setOffline(false)

    // --- A visitor without an account opens the code's url
    const visitorPhone = await app.phone()
    await placePhone(visitorPhone, FINDER)
    const visitor = await visitorPhone.newPage()
    await visitor.goto(url)
    await visitor.getByRole('heading', { name: 'Luna', level: 1 }).waitFor({ timeout: 20_000 })
    expect(new URL(visitor.url()).pathname).toBe(`/pet/${luna.id}`)
    await visitor.getByText('Pollo').waitFor()
    expect(await visitor.content()).not.toContain('7111-2222')
    await visitor.screenshot({ path: '/tmp/qr-public-pet.png', fullPage: true })

    const notify = visitor.getByRole('region', { name: 'Avisar al dueño' })
    await notify.getByLabel('Tu nombre').fill('Marta Finder')
    await notify.getByLabel('Tu teléfono').fill('7777-1234')
    await notify.getByLabel(/Mensaje/).fill('Está conmigo en el parque.')
    await notify.getByLabel('Compartir mi ubicación actual con el dueño').check()
    await notify.getByRole('button', { name: 'Avisar al dueño' }).click()
    await notify.getByText('¡Gracias! Avisamos al dueño.', { exact: false }).waitFor()

    // --- Ana is told, with where Luna is
    await ana.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ }).click()
    await ana.getByText('Alguien encontró a Luna').waitFor({ timeout: 20_000 })
    await ana.getByText(/Marta Finder \(7777-1234\) escaneó su código QR/).waitFor()
    await ana.getByText(/Ubicación compartida: 13\.70350, -89\.22430/).waitFor()
  })
})
