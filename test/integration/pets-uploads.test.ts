import { existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import { THUMBNAIL_LONG_SIDE, thumbnailPath } from '@contract/media'
import { petMessages } from '@contract/pets.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { createPet, jpeg, myPets, petForm, png, sendForm, validPet } from './pets-fixtures.js'
import { allUploads, fileOfUpload, jpegWithGps, servedImage } from './profile-fixtures.js'

/**
 * Pet photo files beyond pets.test.ts: the thumbnail beside every photo (contract/media.ts),
 * its removal with the photo, and uploads that must write nothing (a stranger's, 20 files,
 * 6 MB).
 */
describe.each(databaseTargets)('pet photo files on $kind', (target) => {
  const fixture = useServer(target)
  const exists = (path: string) => existsSync(fileOfUpload(fixture, path))
  const thumbOf = (path: string) => {
    const thumbnail = thumbnailPath(path)
    if (!thumbnail || thumbnail === path) throw new Error(`no thumbnail path for ${path}`)
    return thumbnail
  }

  it('writes a WebP thumbnail beside every photo, without EXIF', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const pet = await createPet(fixture.baseUrl, owner.token, {
      photos: [
        { name: 'grande.png', data: await png(2400, 1200), type: 'image/png' },
        { name: 'paseo.jpg', data: await jpegWithGps(300, 200) },
        { name: 'chica.jpg', data: await jpeg(64, 48) },
      ],
    })
    const [big, gps, small] = pet.photos as [string, string, string]
    const bigThumb = await servedImage(fixture, thumbOf(big))
    expect([bigThumb.format, bigThumb.width, bigThumb.height]).toEqual([
      'webp',
      THUMBNAIL_LONG_SIDE,
      THUMBNAIL_LONG_SIDE / 2,
    ])
    const bigPhoto = await servedImage(fixture, big)
    expect([bigPhoto.width, bigPhoto.height]).toEqual([1600, 800])
    const gpsThumb = await servedImage(fixture, thumbOf(gps))
    expect(gpsThumb.exif).toBeUndefined()
    // Upright (EXIF orientation 6 applied): 300×200 becomes 200×300.
    expect([gpsThumb.width, gpsThumb.height]).toEqual([200, 300])
    // Never enlarged.
    const smallThumb = await servedImage(fixture, thumbOf(small))
    expect([smallThumb.width, smallThumb.height]).toEqual([64, 48])
  })

  it('removes the thumbnail with its photo on edit and on delete', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const pet = await createPet(fixture.baseUrl, owner.token, {
      photos: [
        { name: 'a.jpg', data: await jpeg() },
        { name: 'b.jpg', data: await jpeg() },
      ],
    })
    const [kept, dropped] = pet.photos as [string, string]
    for (const path of [kept, dropped]) expect(exists(thumbOf(path))).toBe(true)

    const edited = await sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      owner.token,
      petForm({ ...validPet, existingPhotos: [kept] }),
    )
    expect(edited.status).toBe(200)
    expect([exists(dropped), exists(thumbOf(dropped))]).toEqual([false, false])
    expect([exists(kept), exists(thumbOf(kept))]).toEqual([true, true])

    const deleted = await call(fixture.baseUrl, 'DELETE', `/api/pets/${pet.id}`, {
      token: owner.token,
    })
    expect(deleted.status).toBe(204)
    expect([exists(kept), exists(thumbOf(kept))]).toEqual([false, false])
  })

  it('lets nobody but the owner upload photos to a pet, and writes nothing for them', async () => {
    const [owner, other] = await Promise.all([
      registerUser(fixture.baseUrl),
      registerUser(fixture.baseUrl),
    ])
    const pet = await createPet(fixture.baseUrl, owner.token, {
      photos: [{ name: 'a.jpg', data: await jpeg() }],
    })
    const filesBefore = allUploads(fixture)
    const upload = await sendForm<ApiErrorBody>(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      other.token,
      petForm({
        ...validPet,
        existingPhotos: pet.photos,
        photos: [{ name: 'intrusa.jpg', data: await jpeg() }],
      }),
    )
    expect(upload.status).toBe(403)
    expect(upload.body).toEqual({ error: 'forbidden', message: petMessages.notYours })
    // Dropping the owner's photos is refused too, and their files stay.
    const drop = await sendForm<ApiErrorBody>(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      other.token,
      petForm({ ...validPet, existingPhotos: [] }),
    )
    expect(drop.status).toBe(403)
    const deleted = await call<ApiErrorBody>(fixture.baseUrl, 'DELETE', `/api/pets/${pet.id}`, {
      token: other.token,
    })
    expect(deleted.status).toBe(403)
    expect(allUploads(fixture)).toEqual(filesBefore)
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([pet])
  })

  it.each([
    {
      name: '20 photos',
      photos: async () => {
        const data = await jpeg()
        return Array.from({ length: 20 }, (_, i) => ({ name: `${i}.jpg`, data }))
      },
      status: 400,
      body: { error: 'too-many-photos', message: petMessages.tooManyPhotos },
    },
    {
      name: 'a 6 MB file',
      photos: () => Promise.resolve([{ name: 'seis.jpg', data: randomBytes(6 * 1024 * 1024) }]),
      status: 413,
      body: { error: 'image-too-large', message: petMessages.imageTooLarge('seis.jpg') },
    },
  ])('refuses $name on create and on edit, writing nothing', async ({ photos, status, body }) => {
    const owner = await registerUser(fixture.baseUrl)
    const pet = await createPet(fixture.baseUrl, owner.token)
    const filesBefore = allUploads(fixture)
    const created = await sendForm<ApiErrorBody>(
      fixture.baseUrl,
      'POST',
      '/api/pets',
      owner.token,
      petForm({ ...validPet, photos: await photos() }),
    )
    expect(created.status).toBe(status)
    expect(created.body).toEqual(body)
    const edited = await sendForm<ApiErrorBody>(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      owner.token,
      petForm({ ...validPet, photos: await photos() }),
    )
    expect(edited.status).toBe(status)
    expect(edited.body).toEqual(body)
    expect(allUploads(fixture)).toEqual(filesBefore)
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([pet])
  })
})
