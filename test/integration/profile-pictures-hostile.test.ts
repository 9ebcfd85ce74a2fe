import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverMessages, type ApiErrorBody } from '@contract/errors'
import { profileMessages } from '@contract/users.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { jpeg } from './pets-fixtures.js'
import { allUploads, pictureForm, putPicture, userRow } from './profile-fixtures.js'

/** Hostile avatar and banner uploads: each gets a Spanish 4xx and changes nothing at all. */
interface HostileCase {
  name: string
  form: (field: string) => Promise<FormData> | FormData
  status: number
  error: string
  message: string
}

const pngHeaderThenGarbage = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000001000000010008020000', 'hex'),
  randomBytes(2000),
])

async function truncatedJpeg(): Promise<Buffer> {
  const noise = randomBytes(200 * 150 * 3)
  const whole = await sharp(noise, { raw: { width: 200, height: 150, channels: 3 } })
    .jpeg()
    .toBuffer()
  return whole.subarray(0, Math.floor(whole.length / 2))
}

const one = (field: string, name: string, data: Buffer, type?: string) =>
  pictureForm([{ field, name, data, ...(type ? { type } : {}) }])

const notAnImage = { status: 400, error: 'invalid-image', message: profileMessages.notAnImage }
const missing = { status: 400, error: 'invalid-body', message: profileMessages.imageMissing }

const cases: HostileCase[] = [
  {
    name: 'a text file named .png',
    form: (field) => one(field, 'notas.png', Buffer.from('hola, no soy una imagen'), 'image/png'),
    ...notAnImage,
  },
  {
    name: 'a PNG header followed by garbage',
    form: (field) => one(field, 'roto.png', pngHeaderThenGarbage, 'image/png'),
    ...notAnImage,
  },
  {
    name: 'a JPEG cut short (the header reads, the decode fails)',
    form: async (field) => one(field, 'cortada.jpg', await truncatedJpeg()),
    ...notAnImage,
  },
  {
    name: 'an SVG',
    form: (field) =>
      one(
        field,
        'dibujo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        'image/svg+xml',
      ),
    ...notAnImage,
  },
  {
    name: 'a PDF',
    form: (field) =>
      one(field, 'doc.pdf', Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n'), 'application/pdf'),
    ...notAnImage,
  },
  {
    name: 'an empty file',
    form: (field) => one(field, 'vacia.jpg', Buffer.alloc(0)),
    ...notAnImage,
  },
  {
    name: 'a 6 MB file',
    form: (field) => one(field, 'enorme.jpg', randomBytes(6 * 1024 * 1024)),
    status: 413,
    error: 'image-too-large',
    message: profileMessages.imageTooLarge,
  },
  {
    name: 'a 48-megapixel image (a small file that decodes huge)',
    form: async (field) =>
      one(
        field,
        'bomba.png',
        await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        'image/png',
      ),
    status: 400,
    error: 'invalid-image',
    message: profileMessages.imageTooManyPixels,
  },
  {
    name: 'two files',
    form: async (field) =>
      pictureForm([
        { field, name: 'a.jpg', data: await jpeg() },
        { field, name: 'b.jpg', data: await jpeg() },
      ]),
    ...missing,
  },
  {
    name: '20 files',
    form: async (field) => {
      const data = await jpeg()
      return pictureForm(Array.from({ length: 20 }, (_, i) => ({ field, name: `${i}.jpg`, data })))
    },
    ...missing,
  },
  {
    name: 'a file in the wrong field',
    form: async () => one('foto', 'yo.jpg', await jpeg()),
    ...missing,
  },
  {
    name: 'a good file after one in the wrong field',
    form: async (field) =>
      pictureForm([
        { field: 'photos', name: 'a.jpg', data: await jpeg() },
        { field, name: 'b.jpg', data: await jpeg() },
      ]),
    ...missing,
  },
  {
    name: 'no file, only text',
    form: () => {
      const form = new FormData()
      form.append('nombre', 'yo')
      return form
    },
    ...missing,
  },
  {
    name: 'too many text parts',
    form: async (field) => {
      const form = one(field, 'yo.jpg', await jpeg())
      for (let i = 0; i < 15; i++) form.append(`x${i}`, 'y')
      return form
    },
    status: 413,
    error: 'body-too-large',
    message: serverMessages.bodyTooLarge,
  },
]

describe.each(databaseTargets)('hostile avatar and banner uploads on $kind', (target) => {
  const fixture = useServer(target)
  let user: RegisteredUser
  let pictured: { avatar: unknown; banner: unknown }

  beforeAll(async () => {
    user = await registerUser(fixture.baseUrl)
    // With pictures already stored, a refused upload must not remove them either.
    for (const kind of ['avatar', 'banner'] as const) {
      const result = await putPicture(
        fixture,
        kind,
        user.token,
        pictureForm([{ field: kind, name: 'ok.jpg', data: await jpeg() }]),
      )
      expect(result.status).toBe(200)
    }
    const row = await userRow(fixture, user.user.id)
    pictured = { avatar: row.avatar, banner: row.banner }
  })

  describe.each(['avatar', 'banner'] as const)('PUT /api/users/%s', (kind) => {
    it.each(cases)('refuses $name', async ({ form, status, error, message }) => {
      const rowBefore = await userRow(fixture, user.user.id)
      const filesBefore = allUploads(fixture)
      const result = await putPicture<ApiErrorBody>(fixture, kind, user.token, await form(kind))
      expect(result.status).toBe(status)
      expect(result.body).toEqual({ error, message })
      expect(await userRow(fixture, user.user.id)).toEqual(rowBefore)
      expect(allUploads(fixture)).toEqual(filesBefore)
      expect(rowBefore).toMatchObject(pictured)
    })

    it('refuses a JSON body, a malformed multipart body and an anonymous caller', async () => {
      const rowBefore = await userRow(fixture, user.user.id)
      const filesBefore = allUploads(fixture)
      const json = await call<ApiErrorBody>(fixture.baseUrl, 'PUT', `/api/users/${kind}`, {
        token: user.token,
        json: { [kind]: 'data:image/png;base64,AAAA' },
      })
      expect(json.status).toBe(415)
      expect(json.body.message).toBe(serverMessages.unsupportedMediaType)

      const malformed = await fetch(new URL(`/api/users/${kind}`, fixture.baseUrl), {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${user.token}`,
          'content-type': 'multipart/form-data; boundary=limite',
        },
        body: `--limite\r\nContent-Disposition: form-data; name="${kind}"; filename="a.jpg"\r\n\r\nxx\r\n--lim`,
      })
      expect(malformed.status).toBe(400)
      expect(await malformed.json()).toEqual({
        error: 'invalid-body',
        message: serverMessages.invalidBody,
      })

      const anonymous = await fetch(new URL(`/api/users/${kind}`, fixture.baseUrl), {
        method: 'PUT',
        body: pictureForm([{ field: kind, name: 'a.jpg', data: await jpeg() }]),
      })
      expect(anonymous.status).toBe(401)
      expect(await userRow(fixture, user.user.id)).toEqual(rowBefore)
      expect(allUploads(fixture)).toEqual(filesBefore)
    })
  })
})
