import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { PetDoc } from '@contract/pets.contract'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { ownerWithPet, sendAlert, validAlert } from './lost-pets-fixtures.js'
import {
  createPet,
  myPets,
  petForm,
  sendForm,
  validPet,
  type PetFormInput,
  type PhotoInput,
} from './pets-fixtures.js'
import { allUploads, fileOfUpload } from './profile-fixtures.js'

/**
 * A write sent again (its answer lost, a queue's retry, a client's bug) never touches the photo
 * files its first run stored: not when the resend is refused (another path for its key, a
 * broken photo), not when it is answered from the key's record or from the row its client id
 * names, even with other photos. And two edits at once that both add photos keep all of them.
 */
const photo = async (name: string, background: string): Promise<PhotoInput> => ({
  name,
  data: await sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .jpeg()
    .toBuffer(),
})

/** The start of a real JPEG: its header reads as an image, its decoding fails. */
const broken = async (): Promise<PhotoInput> => {
  const whole = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#777' },
  })
    .jpeg()
    .toBuffer()
  return { name: 'cortada.jpg', data: whole.subarray(0, Math.floor(whole.length / 3)) }
}

describe.each(databaseTargets)('photos of a write sent again on $kind', (target) => {
  const fixture = useServer(target)
  const bytesOf = (path: string) => readFileSync(fileOfUpload(fixture, path))
  /** Every photo of these pets is served, with these bytes. */
  const photosIntact = async (pets: PetDoc[], before: Map<string, Buffer>) => {
    for (const pet of pets) {
      for (const path of pet.photos) {
        const response = await fetch(new URL(path, fixture.baseUrl))
        expect(response.status, path).toBe(200)
        expect(
          Buffer.from(await response.arrayBuffer()).equals(before.get(path) ?? Buffer.alloc(0)),
        ).toBe(true)
      }
    }
  }
  const snapshot = (pets: PetDoc[]) =>
    new Map(pets.flatMap((pet) => pet.photos.map((path) => [path, bytesOf(path)] as const)))
  /** A pet created with one photo (red) under the Idempotency-Key `key`. */
  const createWithPhotoUnderKey = async (token: string, key: string, input: PetFormInput = {}) =>
    createPet(
      fixture.baseUrl,
      token,
      { ...input, photos: [await photo('roja.jpg', '#c0392b')] },
      { 'Idempotency-Key': key },
    )

  it('keeps the first run’s files when a resend of its key or its id is refused', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const key = randomUUID()
    const first = await createWithPhotoUnderKey(owner.token, key)
    const other = await createPet(fixture.baseUrl, owner.token, { name: 'Otra' })
    const id = randomUUID()
    const second = await createPet(fixture.baseUrl, owner.token, {
      id,
      name: 'Con id',
      photos: [await photo('roja.jpg', '#c0392b'), await photo('azul.jpg', '#2980b9')],
    })
    const before = snapshot([first, second])

    // The key of the create, sent on an edit: refused as reused (422).
    const reused = await sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${other.id}`,
      owner.token,
      petForm({ ...validPet, name: 'Otra', photos: [await photo('roja.jpg', '#c0392b')] }),
      { 'Idempotency-Key': key },
    )
    expect(reused.status).toBe(422)
    // The create of `second` again (no key), its last photo broken: refused (400).
    const resent = await sendForm(
      fixture.baseUrl,
      'POST',
      '/api/pets',
      owner.token,
      petForm({
        ...validPet,
        id,
        name: 'Con id',
        photos: [await photo('roja.jpg', '#c0392b'), await broken()],
      }),
    )
    expect(resent.status).toBe(400)

    const pets = await myPets(fixture.baseUrl, owner.token)
    expect(pets.find((pet) => pet.id === first.id)?.photos).toEqual(first.photos)
    expect(pets.find((pet) => pet.id === id)?.photos).toEqual(second.photos)
    await photosIntact([first, second], before)
  })

  it('answers a resend with other photos from the first run, whose files stay as they were', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const key = randomUUID()
    const first = await createWithPhotoUnderKey(owner.token, key, { name: 'Roja' })
    const id = randomUUID()
    const byId = await createPet(fixture.baseUrl, owner.token, {
      id,
      name: 'Verde',
      photos: [await photo('verde.jpg', '#27ae60')],
    })
    const before = snapshot([first, byId])
    const files = allUploads(fixture)

    const replayed = await sendForm(
      fixture.baseUrl,
      'POST',
      '/api/pets',
      owner.token,
      petForm({ ...validPet, name: 'Otra', photos: [await photo('azul.jpg', '#2980b9')] }),
      { 'Idempotency-Key': key },
    )
    expect(replayed.status).toBe(201)
    expect(replayed.headers.get('idempotent-replayed')).toBe('true')
    expect(replayed.body.pet).toEqual(first)
    const sameId = await sendForm(
      fixture.baseUrl,
      'POST',
      '/api/pets',
      owner.token,
      petForm({ ...validPet, id, name: 'Otra', photos: [await photo('azul.jpg', '#2980b9')] }),
    )
    expect(sameId.status).toBe(201)
    expect(sameId.body.pet.photos).toEqual(byId.photos)

    await photosIntact([first, byId], before)
    // The resends' own files were removed: nothing new is left in the uploads.
    expect(allUploads(fixture)).toEqual(files)
  })

  it('keeps the photos of two edits at once that both add some', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const pet = await createPet(fixture.baseUrl, owner.token, {
      photos: [await photo('base.jpg', '#8e44ad')],
    })
    const edit = async (name: string, background: string) =>
      sendForm(
        fixture.baseUrl,
        'PUT',
        `/api/pets/${pet.id}`,
        owner.token,
        // No existingPhotos: keep every photo the pet has.
        petForm({ ...validPet, photos: [await photo(name, background)] }),
        { 'Idempotency-Key': randomUUID() },
      )
    const [one, two] = await Promise.all([edit('una.jpg', '#16a085'), edit('dos.jpg', '#d35400')])
    expect([one.status, two.status]).toEqual([200, 200])
    const [after] = await myPets(fixture.baseUrl, owner.token)
    const added = [one, two].map((result) => result.body.pet.photos.at(-1))
    expect(after?.photos).toHaveLength(3)
    expect(after?.photos[0]).toBe(pet.photos[0])
    expect(new Set(after?.photos)).toEqual(new Set([pet.photos[0], ...added]))
    for (const path of after?.photos ?? []) {
      expect((await fetch(new URL(path, fixture.baseUrl))).status, path).toBe(200)
    }
  })

  it('keeps a lost-pet alert’s files when the same report comes again with a broken photo', async () => {
    const { user, pet } = await ownerWithPet(fixture.baseUrl)
    const fields = { ...validAlert(pet.id), id: randomUUID() }
    const first = await sendAlert(fixture.baseUrl, user.token, fields, [
      await photo('luna.jpg', '#2c3e50'),
      await photo('luna2.jpg', '#f1c40f'),
    ])
    expect(first.status).toBe(201)
    const stored = first.body.lostPet.photos
    const bytes = stored.map(bytesOf)
    const again = await sendAlert(fixture.baseUrl, user.token, fields, [
      await photo('luna.jpg', '#2c3e50'),
      await broken(),
    ])
    expect(again.status).toBe(400)
    for (const [i, path] of stored.entries()) {
      const response = await fetch(new URL(path, fixture.baseUrl))
      expect(response.status, path).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes[i] ?? Buffer.alloc(0))).toBe(
        true,
      )
    }
  })
})
