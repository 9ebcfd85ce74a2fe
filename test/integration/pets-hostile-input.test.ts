import { beforeAll, describe, expect, it } from 'vitest'
import { serverMessages, type ApiErrorBody } from '@contract/errors'
import { petMessages } from '@contract/pets.contract'
import { registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import {
  createPet,
  filesIn,
  jpeg,
  petForm,
  sendForm,
  uploadsOf,
  validPet,
} from './pets-fixtures.js'
import { hostileCreateCases, jpegs, withPhotos } from './pets-hostile-cases.js'

/** Bad multipart bodies: each gets a Spanish 4xx, and none leaves a row or a file behind. */
describe.each(databaseTargets)('hostile pet uploads on $kind', (target) => {
  const fixture = useServer(target)
  let owner: RegisteredUser

  const countPets = () =>
    countRows(fixture, 'SELECT count(*) AS count FROM pets WHERE owner_id = ?', [owner.user.id])

  beforeAll(async () => {
    owner = await registerUser(fixture.baseUrl)
  })

  it.each(hostileCreateCases)(
    'refuses $name on create',
    async ({ form, status, error, message }) => {
      const filesBefore = filesIn(uploadsOf(fixture))
      const result = await sendForm<ApiErrorBody>(
        fixture.baseUrl,
        'POST',
        '/api/pets',
        owner.token,
        await form(),
      )
      expect(result.status).toBe(status)
      expect(result.body).toEqual({ error, message })
      expect(await countPets()).toBe(0)
      expect(filesIn(uploadsOf(fixture))).toEqual(filesBefore)
    },
  )

  it('refuses a malformed multipart body with a 400, not a 500', async () => {
    const response = await fetch(new URL('/api/pets', fixture.baseUrl), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'multipart/form-data; boundary=limite',
      },
      body: '--limite\r\nContent-Disposition: form-data; name="name"\r\n\r\nToby\r\n--lim',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'invalid-body',
      message: serverMessages.invalidBody,
    })
  })

  it('leaves an existing pet untouched when an edit is refused', async () => {
    const editor = await registerUser(fixture.baseUrl)
    const pet = await createPet(fixture.baseUrl, editor.token, {
      photos: [{ name: 'a.jpg', data: await jpeg() }],
    })
    const filesBefore = filesIn(uploadsOf(fixture))
    for (const form of [
      petForm({ ...validPet, name: '' }),
      petForm({ ...validPet, location: '' }),
      await withPhotos([{ name: 'notas.png', data: Buffer.from('texto') }], { name: 'Otro' }),
      await withPhotos(jpegs(5), { name: 'Otro' }), // 1 kept + 5 new
      petForm({ ...validPet, extra: [['existingPhotos', 'no-es-json']] }),
      petForm({ ...validPet, extra: [['existingPhotos', '{"a":1}']] }),
    ]) {
      const result = await sendForm(
        fixture.baseUrl,
        'PUT',
        `/api/pets/${pet.id}`,
        editor.token,
        form,
      )
      expect(result.status).toBeGreaterThanOrEqual(400)
      expect(result.status).toBeLessThan(500)
    }
    const onEdit = await sendForm<ApiErrorBody>(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      editor.token,
      petForm({ ...validPet, location: ' ' }),
    )
    expect(onEdit.body.message).toBe(petMessages.locationRequiredOnEdit)
    expect(filesIn(uploadsOf(fixture))).toEqual(filesBefore)
    const read = await fetch(new URL(`/api/pets/${pet.id}`, fixture.baseUrl), {
      headers: { authorization: `Bearer ${editor.token}` },
    })
    expect(((await read.json()) as { pet: unknown }).pet).toEqual({
      ...pet,
      owner: expect.any(Object) as unknown,
    })
  })
})
