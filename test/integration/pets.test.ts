import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { serverMessages, type ApiErrorBody } from '@contract/errors'
import {
  personalityCategories,
  petMessages,
  type PersonalitiesResponse,
  type PetProfileResponse,
  type PetResponse,
} from '@contract/pets.contract'
import { cellCentre } from '../../server/geo/privacy.js'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import {
  createPet,
  filesIn,
  jpeg,
  myPets,
  petForm,
  png,
  sendForm,
  uploadsOf,
  validPet,
} from './pets-fixtures.js'

/** /api/pets and /api/personalities: the owner's pets, their photos and who may touch them. */
describe.each(databaseTargets)('pets API on $kind', (target) => {
  const fixture = useServer(target)
  const fileOf = (path: string) => join(fixture.server.dataDir, path)

  it('creates a pet with photos that any signed-in user may then read', async () => {
    const [owner, visitor] = await Promise.all([
      registerUser(fixture.baseUrl),
      registerUser(fixture.baseUrl),
    ])
    const pet = await createPet(fixture.baseUrl, owner.token, {
      gender: 'fEmAlE',
      photos: [
        { name: 'uno.jpg', data: await jpeg() },
        { name: 'dos.png', data: await png(), type: 'image/png' },
      ],
    })
    expect(pet).toMatchObject({
      ownerId: owner.user.id,
      name: 'Toby',
      breed: 'Mestizo',
      age: 3,
      gender: 'FEMALE',
      description: 'Le encanta correr.',
      species: 'dog',
      location: 'Colonia Escalón, San Salvador',
      city: 'San Salvador',
      latitude: 13.7,
      longitude: -89.24,
      personalities: [
        { id: 'energy-jugueton', name: 'Juguetón', category: 'energy' },
        { id: 'social-perros', name: 'Sociable con perros', category: 'social' },
      ],
    })
    expect(pet.photos).toHaveLength(2)
    for (const photo of pet.photos) {
      expect(photo).toMatch(/^\/uploads\/pets\/[0-9a-f]{32}\.webp$/)
      const served = await fetch(new URL(photo, fixture.baseUrl))
      expect(served.status).toBe(200)
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp')
    }

    const read = await call<PetProfileResponse>(fixture.baseUrl, 'GET', `/api/pets/${pet.id}`, {
      token: visitor.token,
    })
    expect(read.status).toBe(200)
    // A profile read adds the owner's public face (spec §3 Pet.owner), nothing private; a
    // visitor sees the pet at its cell (design 'Privacy of places').
    expect(read.body.pet).toEqual({
      ...pet,
      ...cellCentre({ latitude: 13.7, longitude: -89.24 }),
      owner: { name: 'Ana Prueba', avatar: null, city: null },
    })
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([pet])
    expect(await myPets(fixture.baseUrl, visitor.token)).toEqual([])
    const missing = await call<ApiErrorBody>(fixture.baseUrl, 'GET', '/api/pets/no-existe', {
      token: visitor.token,
    })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(petMessages.notFound)
  })

  it('strips EXIF (GPS location included) and turns photos upright', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const withGps = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#884422' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Telefono' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 41/1 4/1', GPSLongitudeRef: 'W' },
      })
      .toBuffer()
    const sent = await sharp(withGps).metadata()
    // The GPSInfo pointer (tag 0x8825, little-endian): the upload really carries a location.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)
    expect(sent.orientation).toBe(6)

    const pet = await createPet(fixture.baseUrl, owner.token, {
      photos: [{ name: 'paseo.jpg', data: withGps }],
    })
    const served = await fetch(new URL(pet.photos[0] ?? '', fixture.baseUrl))
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(stored.exif).toBeUndefined()
    expect(stored.xmp).toBeUndefined()
    expect(stored.orientation).toBeUndefined()
    expect([stored.width, stored.height]).toEqual([100, 200])
  })

  it('edits photos: keeps the listed ones in order, appends new ones, deletes dropped files', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const pet = await createPet(fixture.baseUrl, owner.token, {
      photos: await Promise.all(
        [1, 2, 3].map(async (n) => ({ name: `${n}.jpg`, data: await jpeg() })),
      ),
    })
    const [a, b, c] = pet.photos as [string, string, string]

    const edited = await sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      owner.token,
      petForm({
        ...validPet,
        name: 'Toby II',
        existingPhotos: [`${fixture.baseUrl}${c}`, a],
        photos: [{ name: 'nueva.png', data: await png(), type: 'image/png' }],
      }),
    )
    expect(edited.status).toBe(200)
    const photos = edited.body.pet.photos
    expect(photos.slice(0, 2)).toEqual([c, a])
    expect(photos).toHaveLength(3)
    expect(edited.body.pet.name).toBe('Toby II')
    expect(existsSync(fileOf(b))).toBe(false)
    for (const photo of photos) expect(existsSync(fileOf(photo))).toBe(true)

    // Three kept plus three new is one too many: refused, nothing changes.
    const before = filesIn(uploadsOf(fixture))
    const tooMany = await sendForm<ApiErrorBody>(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      owner.token,
      petForm({
        ...validPet,
        existingPhotos: photos,
        photos: await Promise.all(
          [1, 2, 3].map(async (n) => ({ name: `${n}.jpg`, data: await jpeg() })),
        ),
      }),
    )
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toEqual({ error: 'too-many-photos', message: petMessages.tooManyPhotos })
    expect(filesIn(uploadsOf(fixture))).toEqual(before)

    // A photo that is not the pet's own cannot be "kept".
    const foreign = await sendForm<ApiErrorBody>(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      owner.token,
      petForm({ ...validPet, existingPhotos: ['/uploads/demo/otra.webp'] }),
    )
    expect(foreign.status).toBe(400)
    expect((await myPets(fixture.baseUrl, owner.token))[0]?.photos).toEqual(photos)

    // Deleting removes the pet's files.
    const deleted = await call(fixture.baseUrl, 'DELETE', `/api/pets/${pet.id}`, {
      token: owner.token,
    })
    expect(deleted.status).toBe(204)
    for (const photo of photos) expect(existsSync(fileOf(photo))).toBe(false)
    // The same delete again (a retry whose answer was lost) succeeds and changes nothing.
    const again = await call(fixture.baseUrl, 'DELETE', `/api/pets/${pet.id}`, {
      token: owner.token,
    })
    expect(again.status).toBe(204)
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([])
    // Editing it stays refused: it is gone.
    const edit = await sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      owner.token,
      petForm(validPet),
    )
    expect(edit.status).toBe(404)
  })

  it('lets only the owner edit or delete a pet', async () => {
    const [owner, other] = await Promise.all([
      registerUser(fixture.baseUrl),
      registerUser(fixture.baseUrl),
    ])
    const pet = await createPet(fixture.baseUrl, owner.token)
    const put = await sendForm<ApiErrorBody>(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${pet.id}`,
      other.token,
      petForm({ ...validPet, name: 'Robada' }),
    )
    expect(put.status).toBe(403)
    expect(put.body).toEqual({ error: 'forbidden', message: petMessages.notYours })
    const del = await call<ApiErrorBody>(fixture.baseUrl, 'DELETE', `/api/pets/${pet.id}`, {
      token: other.token,
    })
    expect(del.status).toBe(403)
    expect(del.body.message).toBe(petMessages.notYours)
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([pet])

    const missingPut = await sendForm<ApiErrorBody>(
      fixture.baseUrl,
      'PUT',
      '/api/pets/6f1c2a9e-0000-4000-8000-000000000000',
      other.token,
      petForm(validPet),
    )
    expect(missingPut.status).toBe(404)
    expect(missingPut.body.message).toBe(petMessages.notFound)
    const anonymous = await call(fixture.baseUrl, 'DELETE', `/api/pets/${pet.id}`)
    expect(anonymous.status).toBe(401)
  })

  it('shows other users a pet at its cell of about 1 km, and its owner the exact place', async () => {
    const [owner, visitor] = await Promise.all([
      registerUser(fixture.baseUrl),
      registerUser(fixture.baseUrl),
    ])
    const pet = await createPet(fixture.baseUrl, owner.token, {
      latitude: '13.694871',
      longitude: '-89.217356',
    })
    const path = `/api/pets/${pet.id}`
    const own = await call<PetResponse>(fixture.baseUrl, 'GET', path, { token: owner.token })
    expect(own.body.pet).toMatchObject({ latitude: 13.694871, longitude: -89.217356 })
    const seen = await call<PetResponse>(fixture.baseUrl, 'GET', path, { token: visitor.token })
    expect(seen.body.pet).toMatchObject(cellCentre({ latitude: 13.694871, longitude: -89.217356 }))
    expect(seen.body.pet.latitude).toBe(13.695)
  })

  it('treats a repeated client-made id as the same create, and another user’s as a conflict', async () => {
    const [owner, other] = await Promise.all([
      registerUser(fixture.baseUrl),
      registerUser(fixture.baseUrl),
    ])
    const id = crypto.randomUUID()
    const first = await createPet(fixture.baseUrl, owner.token, { id })
    const repeats = await Promise.all(
      [1, 2, 3].map(() =>
        sendForm(fixture.baseUrl, 'POST', '/api/pets', owner.token, petForm({ ...validPet, id })),
      ),
    )
    expect(first.id).toBe(id)
    for (const repeat of repeats) {
      expect(repeat.status).toBe(201)
      expect(repeat.body.pet).toEqual(first)
    }
    expect(await myPets(fixture.baseUrl, owner.token)).toHaveLength(1)

    const taken = await sendForm<ApiErrorBody>(
      fixture.baseUrl,
      'POST',
      '/api/pets',
      other.token,
      petForm({ ...validPet, id }),
    )
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({ error: 'conflict', message: petMessages.idTaken })
    expect(await myPets(fixture.baseUrl, other.token)).toEqual([])
  })

  it('lists the personalities grouped by category', async () => {
    const user = await registerUser(fixture.baseUrl)
    const result = await call<PersonalitiesResponse>(fixture.baseUrl, 'GET', '/api/personalities', {
      token: user.token,
    })
    expect(result.status).toBe(200)
    expect(result.body.success).toBe(true)
    expect(Object.keys(result.body.personalities)).toEqual([...personalityCategories])
    for (const category of personalityCategories) {
      const list = result.body.personalities[category]
      expect(list.length).toBeGreaterThan(0)
      expect(list.every((entry) => entry.category === category)).toBe(true)
    }
    expect(result.body.personalities.energy[0]).toEqual({
      id: 'energy-jugueton',
      name: 'Juguetón',
      category: 'energy',
    })
  })

  it('refuses a JSON body: pets are sent as multipart', async () => {
    const user = await registerUser(fixture.baseUrl)
    const result = await call<ApiErrorBody>(fixture.baseUrl, 'POST', '/api/pets', {
      token: user.token,
      json: { name: 'Toby' },
    })
    expect(result.status).toBe(415)
    expect(result.body.message).toBe(serverMessages.unsupportedMediaType)
  })
})
