import sharp from 'sharp'
import type { BrowserContext, Page } from 'playwright-core'
import type { AuthResponse } from '@contract/auth.contract'
import type { LostPetResponse, LostPetsResponse } from '@contract/lost-pets.contract'
import { call } from './api'

/**
 * Helpers of the lost-pets e2e tests: a phone with a known position (the alert's map picker
 * starts from the device), small real photos to attach, and the server's view of alerts.
 */
export const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 }

export async function placePhone(context: BrowserContext, at = SAN_SALVADOR): Promise<void> {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ ...at, accuracy: 10 })
}

/** A small JPEG of one colour, as a file the picker accepts. */
export async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({
    create: { width: 64, height: 48, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

export async function tokenOf(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<string> {
  const login = await call<AuthResponse>(baseUrl, 'POST', '/api/auth/login', { json: account })
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`)
  return login.body.token
}

/** Every alert the server lists for this status (no distance limit, any time). */
export async function serverAlerts(
  baseUrl: string,
  token: string,
  status: 'active' | 'found' = 'active',
) {
  const answer = await call<LostPetsResponse>(
    baseUrl,
    'GET',
    `/api/lost-pets?status=${status}&timeframe=all&distance=any&limit=50`,
    { token },
  )
  if (answer.status !== 200) throw new Error(`list failed: ${answer.status} ${answer.text}`)
  return answer.body.lostPets
}

export async function serverAlert(baseUrl: string, token: string, id: string) {
  const answer = await call<LostPetResponse>(baseUrl, 'GET', `/api/lost-pets/${id}`, { token })
  if (answer.status !== 200) throw new Error(`alert failed: ${answer.status} ${answer.text}`)
  return answer.body
}

/** The cards of /lost-pets' current tab, by pet name. */
export function lostCard(page: Page, name: string) {
  return page.getByRole('list', { name: 'Mascotas perdidas' }).getByRole('article', { name })
}
