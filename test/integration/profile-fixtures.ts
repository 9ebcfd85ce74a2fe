import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import type { PullResponse } from '@contract/sync.contract'
import type { ProfileDoc } from '@contract/users.contract'
import { call, type ApiResult } from '../support/api.js'
import { queryRows } from '../support/db-probe.js'
import type { ServerFixture } from '../support/server-fixture.js'
import { sendForm, type PhotoInput } from './pets-fixtures.js'

/**
 * Helpers of the profile suites: JSON writes, picture uploads sent as a browser sends them,
 * the profile feed, and probes of what the server really stored (row and files).
 */
export const validProfile = {
  name: 'Lucía Martínez',
  bio: 'Amante de los perros y del café.',
  phone: '+503 7000-1234',
  location: 'San Salvador, El Salvador',
}

export const validPlace = {
  latitude: 13.6929,
  longitude: -89.2182,
  address: 'Colonia Escalón',
  city: 'San Salvador',
  country: 'El Salvador',
}

export function putJson<T = { user: ProfileDoc }>(
  fixture: ServerFixture,
  path: string,
  token: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  return call<T>(fixture.baseUrl, 'PUT', path, { token, json, headers })
}

/** A multipart body with the given files, each in the field it names. */
export function pictureForm(files: (PhotoInput & { field: string })[]): FormData {
  const form = new FormData()
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' })
    form.append(file.field, blob, file.name)
  }
  return form
}

export function putPicture<T>(
  fixture: ServerFixture,
  kind: 'avatar' | 'banner',
  token: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  return sendForm<T>(fixture.baseUrl, 'PUT', `/api/users/${kind}`, token, form, headers)
}

export async function pullProfile(
  fixture: ServerFixture,
  token: string,
  seq = 0,
): Promise<PullResponse<ProfileDoc>> {
  const result = await call<PullResponse<ProfileDoc>>(
    fixture.baseUrl,
    'GET',
    `/api/sync/profile/pull?seq=${seq}`,
    { token },
  )
  if (result.status !== 200) throw new Error(`profile pull failed: ${result.status} ${result.text}`)
  return result.body
}

/** The stored users row, as the database driver reads it. */
export async function userRow(
  fixture: ServerFixture,
  id: string,
): Promise<Record<string, unknown>> {
  const [row] = await queryRows(fixture, 'SELECT * FROM users WHERE id = ?', [id])
  if (!row) throw new Error(`no user ${id}`)
  return row
}

/** Every file under DATA_DIR/uploads, relative to it, sorted. */
export function allUploads(fixture: ServerFixture): string[] {
  const root = join(fixture.server.dataDir, 'uploads')
  const files: string[] = []
  const walk = (dir: string) => {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else files.push(relative(root, path))
    }
  }
  walk(root)
  return files.sort()
}

export const fileOfUpload = (fixture: ServerFixture, publicPath: string) =>
  join(fixture.server.dataDir, publicPath)

/** The served image's metadata (fetched over HTTP like a browser would). */
export async function servedImage(fixture: ServerFixture, publicPath: string) {
  const response = await fetch(new URL(publicPath, fixture.baseUrl))
  if (response.status !== 200) throw new Error(`GET ${publicPath} answered ${response.status}`)
  return sharp(Buffer.from(await response.arrayBuffer())).metadata()
}

/** A JPEG from a phone: EXIF with a GPS position and a rotation flag. */
export async function jpegWithGps(width = 300, height = 200): Promise<Buffer> {
  const image = await sharp({
    create: { width, height, channels: 3, background: '#3a7d44' },
  })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Telefono', Model: 'Prueba' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 41/1 4/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '89/1 13/1 5/1',
      },
    })
    .toBuffer()
  const sent = await sharp(image).metadata()
  // The GPSInfo pointer (tag 0x8825, little-endian): the upload really carries a location.
  if (!sent.exif?.includes(Buffer.from([0x25, 0x88]))) throw new Error('no GPS EXIF written')
  return image
}
