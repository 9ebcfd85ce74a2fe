import { randomUUID } from 'node:crypto'
import type {
  CandidatesResponse,
  FoundReportDoc,
  FoundReportResponse,
} from '@contract/found-reports.contract'
import { foundReportPaths } from '@contract/found-reports.contract'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import type { PullResponse, Tombstoned } from '@contract/sync.contract'
import { call, type ApiResult, type RegisteredUser } from '../support/api.js'
import { form, type Place } from './lost-pets-fixtures.js'
import { sendForm, type PhotoInput } from './pets-fixtures.js'

/** Helpers of the found-report suites: the finder's form as the browser sends it, the feeds. */
const today = () => new Date().toISOString().slice(0, 10)

/** `km` north of `place` (1° of latitude ≈ 111.195 km) */
export const north = (place: Place, km: number): Place => ({
  latitude: place.latitude + km / 111.195,
  longitude: place.longitude,
})

export const validFound = (place: Place, overrides: Record<string, string | undefined> = {}) => ({
  species: 'dog',
  breed: 'Mestizo',
  colours: 'brown,white',
  size: 'medium',
  sex: 'male',
  hasCollar: 'true',
  collarText: 'Placa azul sin nombre',
  coordinates: JSON.stringify({ lat: place.latitude, lng: place.longitude }),
  location: 'Colonia Escalón',
  foundDate: today(),
  foundTime: '10:15',
  whereabouts: 'with-finder',
  description: 'Muy cariñoso, con hambre.',
  contact: 'Beto, 7111-2222',
  ...overrides,
})

export function sendFound(
  baseUrl: string,
  token: string,
  fields: Record<string, string | undefined>,
  photos: PhotoInput[] = [],
  key: string = randomUUID(),
): Promise<ApiResult<FoundReportResponse>> {
  return sendForm<FoundReportResponse>(
    baseUrl,
    'POST',
    foundReportPaths.report,
    token,
    form(fields, photos),
    { 'Idempotency-Key': key },
  )
}

export async function reportFound(
  baseUrl: string,
  token: string,
  place: Place,
  overrides: Record<string, string | undefined> = {},
): Promise<FoundReportDoc> {
  const result = await sendFound(baseUrl, token, validFound(place, overrides))
  if (result.status !== 201) throw new Error(`found report failed: ${result.status} ${result.text}`)
  return result.body.foundReport
}

export async function pullAll<T>(
  baseUrl: string,
  token: string,
  collection: 'foundReports' | 'notifications',
): Promise<Tombstoned<T>[]> {
  const result = await call<PullResponse<T>>(
    baseUrl,
    'GET',
    `/api/sync/${collection}/pull?seq=0&limit=1000`,
    { token },
  )
  if (result.status !== 200) throw new Error(`pull failed: ${result.status} ${result.text}`)
  return result.body.documents
}

/** The last copy of each document a device would hold (tombstones included). */
export async function latestFound(
  baseUrl: string,
  user: RegisteredUser,
): Promise<Map<string, Tombstoned<FoundReportDoc>>> {
  const held = new Map<string, Tombstoned<FoundReportDoc>>()
  for (const doc of await pullAll<FoundReportDoc>(baseUrl, user.token, 'foundReports')) {
    held.set(doc.id, doc)
  }
  return held
}

export const notificationsOf = (baseUrl: string, user: RegisteredUser) =>
  pullAll<NotificationFeedDoc>(baseUrl, user.token, 'notifications')

export const candidatesOf = (baseUrl: string, user: RegisteredUser, alertId: string) =>
  call<CandidatesResponse & { message?: string }>(
    baseUrl,
    'GET',
    foundReportPaths.candidates(alertId),
    { token: user.token },
  )

export const post = <T>(baseUrl: string, user: RegisteredUser, path: string, json?: unknown) =>
  call<T & { message?: string; error?: string }>(baseUrl, 'POST', path, {
    token: user.token,
    headers: { 'Idempotency-Key': randomUUID() },
    ...(json === undefined ? {} : { json }),
  })
