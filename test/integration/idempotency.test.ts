import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { serverMessages, type ApiErrorBody } from '@contract/errors'
import { petMessages, type PetResponse } from '@contract/pets.contract'
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@contract/sync.contract'
import { call, registerUser, type ApiResult } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows, executeSql } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { jpeg, myPets, newKey, petForm, pullAll, sendForm, validPet } from './pets-fixtures.js'

/**
 * Idempotency-Key on mutating calls: one write per (user, key), whatever the number of
 * repeats and however they overlap; each repeat answers exactly what the first one did.
 */
describe.each(databaseTargets)('Idempotency-Key on $kind', (target) => {
  const fixture = useServer(target)

  const countPets = (ownerId: string) =>
    countRows(fixture, 'SELECT count(*) AS count FROM pets WHERE owner_id = ?', [ownerId])

  const postPet = async (token: string, key: string, name = 'Idempotente') =>
    sendForm(
      fixture.baseUrl,
      'POST',
      '/api/pets',
      token,
      petForm({ ...validPet, name, photos: [{ name: 'foto.jpg', data: await jpeg() }] }),
      { [IDEMPOTENCY_HEADER]: key },
    )

  const expectOneAnswer = (results: ApiResult<PetResponse>[]) => {
    const [first] = results
    for (const result of results) {
      expect(result.status).toBe(201)
      expect(result.text).toBe(first?.text)
    }
    // Exactly one of them ran; the others were replayed.
    const replayed = results.filter((r) => r.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')
    expect(replayed).toHaveLength(results.length - 1)
  }

  const expectOnePet = async (token: string, ownerId: string, id: string | undefined) => {
    expect(await countPets(ownerId)).toBe(1)
    expect((await myPets(fixture.baseUrl, token)).map((pet) => pet.id)).toEqual([id])
    expect((await pullAll(fixture.baseUrl, token)).documents.map((doc) => doc.id)).toEqual([id])
  }

  it('creates one pet for the same POST sent 5 times in a row', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const key = newKey()
    const results: ApiResult<PetResponse>[] = []
    for (let i = 0; i < 5; i++) results.push(await postPet(owner.token, key))
    expectOneAnswer(results)
    expect(results[0]?.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull()
    await expectOnePet(owner.token, owner.user.id, results[0]?.body.pet.id)
  })

  it('creates one pet for the same POST sent 5 times at once', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const key = newKey()
    const results = await Promise.all(Array.from({ length: 5 }, () => postPet(owner.token, key)))
    expectOneAnswer(results)
    await expectOnePet(owner.token, owner.user.id, results[0]?.body.pet.id)
  })

  it('replays a DELETE instead of answering 404 the second time', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const created = await postPet(owner.token, newKey())
    const key = newKey()
    const remove = () =>
      call(fixture.baseUrl, 'DELETE', `/api/pets/${created.body.pet.id}`, {
        token: owner.token,
        headers: { [IDEMPOTENCY_HEADER]: key },
      })
    const first = await remove()
    const second = await remove()
    expect([first.status, second.status]).toEqual([204, 204])
    expect(second.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true')
  })

  it('stores a refusal made in the write: the repeat gets it back as a replay', async () => {
    const [ana, beto] = [await registerUser(fixture.baseUrl), await registerUser(fixture.baseUrl)]
    const id = randomUUID()
    const form = () => petForm({ ...validPet, id })
    const betos = await sendForm(fixture.baseUrl, 'POST', '/api/pets', beto.token, form())
    expect(betos.status).toBe(201)
    const key = newKey()
    const send = () =>
      sendForm(fixture.baseUrl, 'POST', '/api/pets', ana.token, form(), {
        [IDEMPOTENCY_HEADER]: key,
      })
    const refused = await send()
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ error: 'conflict', message: petMessages.idTaken })
    const repeat = await send()
    expect(repeat.status).toBe(409)
    expect(repeat.text).toBe(refused.text)
    expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true')
    expect(await countPets(ana.user.id)).toBe(0)
  })

  // A form refused by its checks never reached the write: its key holds nothing, so the same
  // form sent again is refused the same way, and a corrected one under that key is stored once.
  it('stores nothing for a form refused before the write: the corrected resend runs once', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const key = newKey()
    const send = (name: string) =>
      sendForm(fixture.baseUrl, 'POST', '/api/pets', owner.token, petForm({ ...validPet, name }), {
        [IDEMPOTENCY_HEADER]: key,
      })
    const refused = await send('')
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ error: 'invalid-body', message: petMessages.nameRequired })
    expect((await send('')).text).toBe(refused.text)
    const stored = await send('Ahora sí')
    expect(stored.status).toBe(201)
    const repeat = await send('Ahora sí')
    expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true')
    expect(repeat.text).toBe(stored.text)
    expect(await countPets(owner.user.id)).toBe(1)
  })

  // A write that was accepted once is answered from its key even when the route would refuse
  // it now: the client lost the first answer and must not be told its write failed.
  it('answers a repeated edit from its key after the pet was deleted', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const created = await postPet(owner.token, newKey())
    const key = newKey()
    const edit = () =>
      sendForm(
        fixture.baseUrl,
        'PUT',
        `/api/pets/${created.body.pet.id}`,
        owner.token,
        petForm({ ...validPet, name: 'Editada', existingPhotos: created.body.pet.photos }),
        { [IDEMPOTENCY_HEADER]: key },
      )
    const first = await edit()
    expect(first.status).toBe(200)
    const removed = await call(fixture.baseUrl, 'DELETE', `/api/pets/${created.body.pet.id}`, {
      token: owner.token,
    })
    expect(removed.status).toBe(204)
    const repeat = await edit()
    expect(repeat.status).toBe(200)
    expect(repeat.text).toBe(first.text)
    expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true')
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([])
    // Without its key the same edit is refused as it should be.
    const unkeyed = await sendForm(
      fixture.baseUrl,
      'PUT',
      `/api/pets/${created.body.pet.id}`,
      owner.token,
      petForm({ ...validPet, name: 'Editada' }),
    )
    expect(unkeyed.status).toBe(404)
  })

  it('answers a repeat from its key even when its checks would refuse it now', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const key = newKey()
    const first = await postPet(owner.token, key, 'Primera')
    expect(first.status).toBe(201)
    const send = (form: FormData) =>
      sendForm(fixture.baseUrl, 'POST', '/api/pets', owner.token, form, {
        [IDEMPOTENCY_HEADER]: key,
      })
    for (const repeat of [
      await send(petForm({ ...validPet, name: '' })),
      await send(petForm({ ...validPet, id: 'no-es-un-uuid' })),
    ]) {
      expect(repeat.status).toBe(201)
      expect(repeat.text).toBe(first.text)
      expect(repeat.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true')
    }
    expect(await countPets(owner.user.id)).toBe(1)
    // Another user's key of the same name answers for that user only.
    const other = await registerUser(fixture.baseUrl)
    const stranger = await sendForm(
      fixture.baseUrl,
      'POST',
      '/api/pets',
      other.token,
      petForm({ ...validPet, name: '' }),
      { [IDEMPOTENCY_HEADER]: key },
    )
    expect(stranger.status).toBe(400)
    expect(stranger.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull()
  })

  it('keeps keys per user', async () => {
    const [ana, beto] = await Promise.all([
      registerUser(fixture.baseUrl),
      registerUser(fixture.baseUrl),
    ])
    const key = newKey()
    const anas = await postPet(ana.token, key, 'De Ana')
    const betos = await postPet(beto.token, key, 'De Beto')
    expect([anas.status, betos.status]).toEqual([201, 201])
    expect(betos.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull()
    expect(betos.body.pet.ownerId).toBe(beto.user.id)
    expect(betos.body.pet.id).not.toBe(anas.body.pet.id)
  })

  it('refuses a key reused for another operation with 422', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const key = newKey()
    const created = await postPet(owner.token, key)
    const reused = await call<ApiErrorBody>(
      fixture.baseUrl,
      'DELETE',
      `/api/pets/${created.body.pet.id}`,
      { token: owner.token, headers: { [IDEMPOTENCY_HEADER]: key } },
    )
    expect(reused.status).toBe(422)
    expect(reused.body).toEqual({
      error: 'idempotency-key-reused',
      message: serverMessages.idempotencyKeyReused,
    })
    expect(await myPets(fixture.baseUrl, owner.token)).toHaveLength(1)
  })

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(101)],
    ['with spaces', 'una clave con espacios'],
    ['with other characters', 'clave/../../etc'],
  ])('refuses a key that is %s with 400', async (_label, key) => {
    const owner = await registerUser(fixture.baseUrl)
    const result = await call<ApiErrorBody>(fixture.baseUrl, 'POST', '/api/auth/logout', {
      token: owner.token,
      headers: { [IDEMPOTENCY_HEADER]: key },
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual({
      error: 'invalid-idempotency-key',
      message: serverMessages.invalidIdempotencyKey,
    })
    // Refused before the handler ran: the session is still valid.
    expect(
      (await call(fixture.baseUrl, 'GET', '/api/auth/me', { token: owner.token })).status,
    ).toBe(200)
  })

  it('forgets a key after its window (8 days): the same key then runs again', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const key = newKey()
    const first = await postPet(owner.token, key, 'Primera')
    expect(first.status).toBe(201)
    const expiredAt = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000 - 60_000).toISOString()
    await executeSql(fixture, 'UPDATE idempotency_keys SET created_at = ? WHERE key = ?', [
      expiredAt,
      key,
    ])
    const second = await postPet(owner.token, key, 'Segunda')
    expect(second.status).toBe(201)
    expect(second.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull()
    expect(second.body.pet.id).not.toBe(first.body.pet.id)
    expect(await countPets(owner.user.id)).toBe(2)
  })

  it('ignores the header on reads', async () => {
    const owner = await registerUser(fixture.baseUrl)
    const result = await call(fixture.baseUrl, 'GET', '/api/pets/my-pets', {
      token: owner.token,
      headers: { [IDEMPOTENCY_HEADER]: 'x' },
    })
    expect(result.status).toBe(200)
  })
})
