import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import jsQR from 'jsqr'
import sharp from 'sharp'
import type { Download, Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import type { LostPetDoc } from '@contract/lost-pets.contract'
import type { PetDoc } from '@contract/pets.contract'
import { call } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { axeViolations } from '../support/axe'
import { signInThroughForm } from '../support/browser'
import { ANA } from '../support/demo-accounts'
import { lostCard, photo, reportAlertWithPhotos, tokenOf } from '../support/lost-pets-e2e'

/**
 * The printable flyer (issue 15 §10), in Chromium against the production build: Ana opens the
 * flyer of her alert on /lost-pets, downloads its PDF and prints it, then does the same with
 * the phone offline. Each PDF is read back with poppler (pdfinfo, pdftotext, pdfimages): one
 * page, real text with the name, reward, phone and the public page's URL, and the photo.
 */
const app = appUnderTest({ env: { DEMO_DATA: '1' } })
const dir = mkdtempSync(join(tmpdir(), 'huellitas-flyer-'))
const REWARD = '150 USD'
const PLACE = 'Colonia Escalón, cerca del redondel Masferrer'

let pet: PetDoc
let alert: LostPetDoc

beforeAll(async () => {
  const token = await tokenOf(app.server.baseUrl, ANA)
  const mine = await call<{ pets: PetDoc[] }>(app.server.baseUrl, 'GET', '/api/pets/my-pets', {
    token,
  })
  const first = mine.body.pets[0]
  if (!first) throw new Error('Ana has no pets in the demo data')
  pet = first
  alert = await reportAlertWithPhotos(app.server.baseUrl, token, pet.id, {
    reward: REWARD,
    place: PLACE,
    photos: [await photo('foto.jpg', { r: 200, g: 120, b: 40 })],
  })
})

function poppler(tool: 'pdfinfo' | 'pdftotext' | 'pdfimages', ...args: string[]): string {
  return execFileSync(tool, args, { encoding: 'utf8' })
}

/** The PDF's page count, its text (whitespace folded) and how many pictures it holds. */
function readPdf(file: string) {
  const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', file))?.[1])
  const text = poppler('pdftotext', file, '-').replace(/\s+/g, ' ')
  // pdfimages -list: two header lines, then one line per picture.
  const images = poppler('pdfimages', '-list', file).trim().split('\n').length - 2
  return { pages, text, images }
}

async function saved(download: Download, name: string): Promise<string> {
  const file = join(dir, name)
  await download.saveAs(file)
  return file
}

async function openFlyer(page: Page): Promise<Locator> {
  const card = lostCard(page, pet.name)
  await card.getByRole('button', { name: `Cartel para imprimir de ${pet.name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Cartel de ${pet.name}` })
  await dialog.waitFor()
  return dialog
}

async function downloadPdf(page: Page, dialog: Locator, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Descargar PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(expectedFileName())
  return readPdf(await saved(download, name))
}

function expectedFileName(): string {
  const slug = pet.name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `se-busca-${slug}.pdf`
}

const publicUrl = () => `${app.server.baseUrl}/perdidos/${alert.id}`
const heading = () => (pet.gender === 'FEMALE' ? 'PERDIDA' : 'PERDIDO')

/** The photo on the sheet has loaded (not the 'Sin foto' frame). */
async function photoShown(dialog: Locator): Promise<boolean> {
  return dialog
    .getByRole('img', { name: `Foto de ${pet.name}` })
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)
}

describe('the lost-pet flyer', () => {
  let page: Page

  test('online: the sheet, its QR code, the PDF and the printed page', async () => {
    const phone = await app.phone()
    page = await phone.newPage()
    // A script the CSP refused, or a failure in the PDF code, shows here.
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await signInThroughForm(page, ANA)
    await page.goto('/lost-pets')
    await lostCard(page, pet.name).waitFor({ timeout: 30_000 })
    // Once the worker controls the page, a reload passes the photos through its cache: the
    // one online visit the offline test below relies on.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.reload()
    await lostCard(page, pet.name)
      .getByRole('img', { name: `Foto de ${pet.name}` })
      .waitFor()

    const dialog = await openFlyer(page)
    // Ana's own pet: its sex is on her phone, so the heading says it.
    await dialog.getByText(heading(), { exact: true }).waitFor()
    await dialog.getByRole('heading', { name: pet.name, level: 3 }).waitFor()
    await dialog.getByText(`RECOMPENSA: ${REWARD}`).waitFor()
    await dialog.getByText(publicUrl(), { exact: true }).waitFor()
    await expect.poll(() => photoShown(dialog)).toBe(true)
    if (pet.color) await dialog.getByText(`Color: ${pet.color}`, { exact: false }).waitFor()

    expect(await axeViolations(page, 'dialog.flyer-dialog')).toBe('')

    // The QR code drawn on the sheet reads back as the public page's URL.
    const qr = await dialog.getByRole('img', { name: `Código QR de ${publicUrl()}` }).screenshot()
    const { data, info } = await sharp(qr).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(publicUrl())

    const pdf = await downloadPdf(page, dialog, 'online.pdf')
    expect(pdf.pages).toBe(1)
    expect(pdf.images).toBe(1)
    for (const words of [
      heading(),
      pet.name,
      `RECOMPENSA: ${REWARD}`,
      '+503 7012 3456',
      publicUrl(),
      `Última vez visto: ${PLACE}`,
    ])
      expect(pdf.text).toContain(words)

    // 'Imprimir' prints the sheet alone, on one page (print CSS), Letter or A4.
    await page.emulateMedia({ media: 'print' })
    for (const format of ['Letter', 'A4'] as const) {
      const file = join(dir, `printed-${format}.pdf`)
      await page.pdf({ path: file, format, printBackground: true })
      const printed = readPdf(file)
      expect(printed.pages).toBe(1)
      expect(printed.text).toContain(`RECOMPENSA: ${REWARD}`)
      expect(printed.text).toContain(publicUrl())
      expect(printed.text).not.toContain('Descargar PDF')
      expect(printed.text).not.toContain('Mascotas perdidas')
    }
    await page.emulateMedia({ media: 'screen' })
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(problems).toEqual([])
  })

  test('offline: the flyer opens from the synced alert and its PDF is made on the phone', async () => {
    await page.context().setOffline(true)
    await page.reload()
    await lostCard(page, pet.name).waitFor({ timeout: 30_000 })
    const dialog = await openFlyer(page)
    await expect.poll(() => photoShown(dialog)).toBe(true)
    const pdf = await downloadPdf(page, dialog, 'offline.pdf')
    expect(pdf.pages).toBe(1)
    // The photo came from the worker's cache.
    expect(pdf.images).toBe(1)
    expect(pdf.text).toContain(pet.name)
    expect(pdf.text).toContain(`RECOMPENSA: ${REWARD}`)
    expect(pdf.text).toContain(publicUrl())
  })
})
