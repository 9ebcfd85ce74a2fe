import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import type { MyPetsResponse, PetDoc } from '@contract/pets.contract'
import { thumbnailPath } from '@contract/media'
import { buildPetQrPayload } from '../../src/features/qr/qr-payload'
import { call, registerUser, type RegisteredUser } from './api'
import { canvasCamera, qrDataUrl } from './fake-camera'
import { queryRows } from './db-probe'
import { createPet, lostCard, photo, placePhone, SAN_SALVADOR } from './lost-pets-e2e'
import type { ProxiedServer } from './proxied-server'

/**
 * The reports of the write-path chaos suite (test/e2e/report-path-chaos.test.ts): an owner with
 * a female pet and a finder, both living where the pet gets lost, the screens that make each
 * write (the lost-pet dialog with photos, the cycle dialog, the sighting dialog, the QR
 * scanner's 'Reportar que la encontré aquí'), and what the server's database and uploads folder
 * hold afterwards. People are made through the REST API straight to the server.
 */
export interface ReportPeople {
  owner: RegisteredUser
  finder: RegisteredUser
  pet: PetDoc
}

async function liveAtTheCentre(baseUrl: string, token: string): Promise<void> {
  const moved = await call(baseUrl, 'PUT', '/api/users/location', {
    token,
    json: {
      ...SAN_SALVADOR,
      address: 'Centro',
      city: 'San Salvador',
      country: 'El Salvador',
      location: 'Centro, San Salvador',
    },
  })
  if (moved.status !== 200) throw new Error(`location: ${moved.status} ${moved.text}`)
}

export async function seedReportPeople(baseUrl: string, tag: string): Promise<ReportPeople> {
  // Phones on file: the QR scanner's one-tap report sends the finder's own.
  const owner = await registerUser(baseUrl, { name: `Olga ${tag}`, phone: '7012-3456' })
  const finder = await registerUser(baseUrl, { name: `Félix ${tag}`, phone: '7654-3210' })
  await liveAtTheCentre(baseUrl, owner.token)
  await liveAtTheCentre(baseUrl, finder.token)
  const petId = await createPet(baseUrl, owner.token, `Canela ${tag}`)
  const mine = await call<MyPetsResponse>(baseUrl, 'GET', '/api/pets/my-pets', {
    token: owner.token,
  })
  const pet = mine.body.pets.find((item) => item.id === petId)
  if (!pet) throw new Error('the new pet is not listed')
  return { owner, finder, pet }
}

/** The phone is where the pet was lost; the finder's camera films the pet's QR code. */
export async function placeAndFilm(
  context: BrowserContext,
  pet: PetDoc,
  origin: string,
): Promise<void> {
  await placePhone(context)
  await canvasCamera(context, await qrDataUrl(JSON.stringify(buildPetQrPayload(pet, origin))))
}

/** The owner reports the pet lost from its card on /profile, with two photos. */
export async function reportLostWithPhotos(page: Page, pet: PetDoc): Promise<void> {
  await page.goto('/profile')
  const card = page.getByRole('article', { name: pet.name })
  await card.getByRole('button', { name: /Reportar como perdid/ }).click()
  const dialog = page.getByRole('dialog', { name: `Reportar a ${pet.name} como perdida` })
  await dialog.waitFor()
  await dialog.getByLabel('Descripción').fill('Perrita café con collar rojo, muy asustadiza.')
  await dialog.getByLabel('Teléfono de contacto').fill('+503 7012 3456')
  await dialog
    .locator('input[type=file]')
    .setInputFiles([
      await photo('canela-1.jpg', { r: 200, g: 120, b: 40 }),
      await photo('canela-2.jpg', { r: 90, g: 60, b: 30 }),
    ])
  await dialog.getByRole('img', { name: 'Foto 2' }).waitFor()
  await dialog.getByRole('button', { name: 'Crear Alerta' }).click()
  // Closed once the alert is stored on the device (sent, or queued for later).
  await dialog.waitFor({ state: 'detached', timeout: 30_000 })
}

async function openCycleForm(page: Page, pet: PetDoc): Promise<Locator> {
  await page.goto('/profile')
  const card = page.getByRole('article', { name: pet.name })
  await card.getByRole('button', { name: 'Ciclo reproductivo' }).click()
  const dialog = page.getByRole('dialog', { name: `Ciclo reproductivo de ${pet.name}` })
  await dialog.waitFor()
  await dialog.getByRole('tab', { name: 'Agregar' }).click()
  return dialog
}

/** The owner adds one heat record for `date` (YYYY-MM-DD) from the pet's cycle dialog. */
export async function addCycleRecord(page: Page, pet: PetDoc, date: string): Promise<void> {
  const dialog = await openCycleForm(page, pet)
  await dialog.getByLabel('Fecha').fill(date)
  await dialog.getByLabel('Fase').selectOption('proestrus')
  await dialog.getByLabel('Temperatura (°C)').fill('38.4')
  await dialog.getByRole('button', { name: 'Guardar registro' }).click()
  await dialog.locator(`[data-record-date="${date}"]`).waitFor({ timeout: 30_000 })
  // The form stays disabled until the save is done: the write is stored by then.
  await dialog
    .getByRole('button', { name: 'Guardar registro' })
    .and(dialog.locator(':enabled'))
    .waitFor({ timeout: 30_000 })
}

/** The finder reports a sighting from the alert's card on /lost-pets ('Vi a esta mascota'). */
export async function reportSightingByDialog(page: Page, pet: PetDoc): Promise<void> {
  await page.goto('/lost-pets')
  const card = lostCard(page, pet.name)
  await card.getByRole('button', { name: 'Vi a esta mascota' }).click({ timeout: 20_000 })
  const dialog = page.getByRole('dialog', { name: `Vi a ${pet.name}` })
  await dialog.getByLabel('Descripción').fill('Estaba cerca del parque, corriendo hacia el norte.')
  await dialog.getByLabel('Tu teléfono').fill('7654-3210')
  await dialog.getByRole('button', { name: 'Reportar Avistamiento' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 30_000 })
}

/** The finder films the pet's code and taps 'Reportar que la encontré aquí'. */
export async function reportSightingByScan(page: Page): Promise<void> {
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Escanear QR' }).click()
  const scanner = page.getByRole('dialog', { name: 'Escanear Código QR' })
  const card = scanner.getByRole('region', { name: '¡Escaneado exitosamente!' })
  await card
    .getByRole('button', { name: 'Reportar que la encontré aquí' })
    .click({ timeout: 30_000 })
  // Sent, or stored to be sent ('Sin conexión: …' also when the answer did not come).
  await card.getByText(/^¡Gracias!|^Sin conexión: el avistamiento/).waitFor({ timeout: 30_000 })
  await scanner.getByRole('button', { name: 'Cerrar' }).click()
}

/** What the server stored for the pet: alerts (with their photos), sightings, cycle records. */
export interface StoredReports {
  alerts: { id: string; photos: number }[]
  sightings: { id: string; description: string }[]
  cycleRecords: string[]
}

export async function storedReports(server: ProxiedServer, petId: string): Promise<StoredReports> {
  const alerts = await queryRows<{ id: string; photos: string }>(
    server.location,
    'SELECT id, photos FROM lost_pets WHERE pet_id = ? ORDER BY created_at',
    [petId],
  )
  const sightings = await queryRows<{ id: string; description: string }>(
    server.location,
    `SELECT sightings.id AS id, sightings.description AS description FROM sightings
     JOIN lost_pets ON lost_pets.id = sightings.lost_pet_id WHERE lost_pets.pet_id = ?
     ORDER BY sightings.created_at`,
    [petId],
  )
  const records = await queryRows<{ date: string }>(
    server.location,
    'SELECT date FROM cycle_records WHERE pet_id = ? AND deleted = 0 ORDER BY date',
    [petId],
  )
  return {
    alerts: alerts.map((row) => ({
      id: row.id,
      photos: (JSON.parse(row.photos) as string[]).length,
    })),
    sightings: sightings.map((row) => ({ id: row.id, description: row.description })),
    cycleRecords: records.map((row) => row.date),
  }
}

/** Every photo (and thumbnail) the alerts and sightings hold, by public path. */
export async function heldUploads(server: ProxiedServer): Promise<Set<string>> {
  const rows = await queryRows<{ photos: string }>(
    server.location,
    'SELECT photos FROM lost_pets UNION ALL SELECT photos FROM sightings',
  )
  const named = new Set<string>()
  for (const row of rows) {
    for (const path of JSON.parse(row.photos) as string[]) {
      named.add(path)
      const thumbnail = thumbnailPath(path)
      if (thumbnail) named.add(thumbnail)
    }
  }
  return named
}

/**
 * Files in the alerts' and sightings' upload folders that no stored alert or sighting names
 * (photo or its thumbnail): photos stored by a write that then died before its row did, until
 * the sweep of stray photos removes them. Answers their public paths.
 */
export async function unreferencedUploads(server: ProxiedServer): Promise<string[]> {
  const named = await heldUploads(server)
  const present: string[] = []
  for (const folder of ['lost-pets', 'sightings']) {
    const dir = join(server.dataDir, 'uploads', folder)
    let files: string[] = []
    try {
      files = readdirSync(dir)
    } catch {
      // The folder is made on first use.
    }
    present.push(...files.map((file) => `/uploads/${folder}/${file}`))
  }
  return present.filter((path) => !named.has(path))
}
