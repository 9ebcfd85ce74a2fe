import sharp from 'sharp'
import type { BrowserContext, Page } from 'playwright-core'
import type { AuthResponse, MeResponse } from '@contract/auth.contract'
import type { LostPetDoc, LostPetResponse, LostPetsResponse } from '@contract/lost-pets.contract'
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

/**
 * The alerts this token's user reported, as the server lists them for this status (no distance
 * limit, any time): the demo data's own alerts around them are left out.
 */
export async function serverAlerts(
  baseUrl: string,
  token: string,
  status: 'active' | 'found' = 'active',
) {
  const [answer, me] = await Promise.all([
    call<LostPetsResponse>(
      baseUrl,
      'GET',
      `/api/lost-pets?status=${status}&timeframe=all&distance=any&limit=50`,
      { token },
    ),
    call<MeResponse>(baseUrl, 'GET', '/api/auth/me', { token }),
  ])
  if (answer.status !== 200) throw new Error(`list failed: ${answer.status} ${answer.text}`)
  if (me.status !== 200) throw new Error(`me failed: ${me.status} ${me.text}`)
  return answer.body.lostPets.filter((alert) => alert.reporterId === me.body.user.id)
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

async function postForm(baseUrl: string, path: string, token: string, form: FormData) {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/** A new pet of the token's user, through the real API (multipart, as the pet form sends it). */
export async function createPet(baseUrl: string, token: string, name: string): Promise<string> {
  const catalogue = await call<{ personalities: Record<string, { id: string }[]> }>(
    baseUrl,
    'GET',
    '/api/personalities',
    { token },
  )
  const personality = Object.values(catalogue.body.personalities).flat()[0]
  if (!personality) throw new Error('no personalities')
  const form = new FormData()
  form.append('name', name)
  form.append('breed', 'Mestizo')
  form.append('age', '3')
  form.append('gender', 'FEMALE')
  form.append('personalities', personality.id)
  form.append('location', 'San Salvador')
  const answer = await postForm(baseUrl, '/api/pets', token, form)
  const pet = (answer.pet ?? answer) as { id: string }
  return pet.id
}

/**
 * When the alerts below were last seen: an hour ago, as a date and a time (UTC, as the browser
 * under test keeps them). A fixed '08:00' of today put the loss in the future for a run before
 * 08:00 UTC, and a found report made then fell outside the candidates' grace (found before lost).
 */
function anHourAgo(): { date: string; time: string } {
  const at = new Date(Date.now() - 3_600_000).toISOString()
  return { date: at.slice(0, 10), time: at.slice(11, 16) }
}

/** An alert for one of the token's pets at a given place, through the real API. */
export async function reportAlert(
  baseUrl: string,
  token: string,
  petId: string,
  at: { latitude: number; longitude: number },
): Promise<void> {
  const form = new FormData()
  form.append('petId', petId)
  form.append('lastSeenLocation', 'San Salvador')
  const seen = anHourAgo()
  form.append('lastSeenDate', seen.date)
  form.append('lastSeenTime', seen.time)
  form.append('latitude', String(at.latitude))
  form.append('longitude', String(at.longitude))
  form.append('description', 'Se escapó por la mañana.')
  form.append('contactPhone', '+503 7012 3456')
  await postForm(baseUrl, '/api/lost-pets/report', token, form)
}

/**
 * An alert with a reward and photos for one of the token's pets, through the real API, as the
 * alert dialog sends it (multipart); answers the alert as the server stored it.
 */
export async function reportAlertWithPhotos(
  baseUrl: string,
  token: string,
  petId: string,
  details: {
    reward: string
    place: string
    photos: { name: string; mimeType: string; buffer: Buffer }[]
  },
): Promise<LostPetDoc> {
  const form = new FormData()
  form.append('petId', petId)
  form.append('lastSeenLocation', details.place)
  const seen = anHourAgo()
  form.append('lastSeenDate', seen.date)
  form.append('lastSeenTime', seen.time)
  form.append('latitude', String(SAN_SALVADOR.latitude))
  form.append('longitude', String(SAN_SALVADOR.longitude))
  form.append('description', 'Collar rojo con placa. Es asustadiza: no la persigas.')
  form.append('contactPhone', '+503 7012 3456')
  form.append('reward', details.reward)
  for (const file of details.photos)
    form.append(
      'photos',
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.name,
    )
  const answer = (await postForm(baseUrl, '/api/lost-pets/report', token, form)) as {
    lostPet?: LostPetDoc
  }
  if (!answer.lostPet) throw new Error('the report answered no alert')
  return answer.lostPet
}
