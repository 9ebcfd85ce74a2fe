import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@contract/chat.contract'
import type { SwipeResponse } from '@contract/matches.contract'
import type { PetResponse } from '@contract/pets.contract'
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@contract/sync.contract'
import { call, type ApiResult } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows, executeSql } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { matchedPair } from './chat-fixtures.js'
import { ownerWithPets, pet } from './matches-fixtures.js'
import { filesIn, jpeg, myPets, petForm, sendForm, uploadsOf, validPet } from './pets-fixtures.js'
import { putJson, validPlace, validProfile } from './profile-fixtures.js'

/**
 * Every write the client queues, run a second time under its key after its first run committed
 * but its answer was never stored — what a retry does after the process died in between (the
 * restarted server takes the dead claim over and runs the handler again). Each must answer the
 * repeat as the same write: 2xx with what exists (or "already interacted" for swipes), and
 * nothing written twice.
 */
describe.each(databaseTargets)('a write run again after a crash on $kind', (target) => {
  const fixture = useServer(target)

  /** Turns the stored answer of `key` back into the claim a killed process leaves. */
  const forgetAnswer = (key: string) =>
    executeSql(
      fixture,
      `UPDATE idempotency_keys SET state = 'pending', status_code = NULL, response_body = NULL,
       owner = 'a-killed-instance' WHERE key = ?`,
      [key],
    )

  /** Sends twice under one key with the answer forgotten in between; both must run. */
  async function twice<T>(send: (headers: Record<string, string>) => Promise<ApiResult<T>>) {
    const headers = { [IDEMPOTENCY_HEADER]: randomUUID() }
    const first = await send(headers)
    await forgetAnswer(headers[IDEMPOTENCY_HEADER])
    const second = await send(headers)
    expect(second.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull()
    return { first, second }
  }

  const count = (sql: string, params: unknown[]) => countRows(fixture, sql, params)

  it('POST /api/matches/:id/messages answers the stored message', async () => {
    const pair = await matchedPair(fixture)
    const json = { id: randomUUID(), content: 'hola otra vez' }
    const { first, second } = await twice((headers) =>
      call<{ message: ChatMessage }>(
        fixture.baseUrl,
        'POST',
        `/api/matches/${pair.matchId}/messages`,
        { token: pair.ana.token, json, headers },
      ),
    )
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.body.message).toEqual(first.body.message)
    expect(await count('SELECT count(*) AS count FROM messages WHERE id = ?', [json.id])).toBe(1)
    const unread = await count(
      'SELECT unread_count AS count FROM chat_states WHERE match_id = ? AND user_id = ?',
      [pair.matchId, pair.bruno.user.id],
    )
    expect(unread).toBe(1)
  })

  it.each([
    ['/api/matches/swipe', { action: 'like' }],
    ['/api/matches/super-like', {}],
  ])('POST %s answers "already interacted"', async (path, extra) => {
    const [ana, bruno] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
    ])
    const json = { targetPetId: pet(bruno).id, userPetId: pet(ana).id, ...extra }
    const { first, second } = await twice((headers) =>
      call<SwipeResponse>(fixture.baseUrl, 'POST', path, { token: ana.token, json, headers }),
    )
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.body.alreadyInteracted).toBe(false)
    expect(second.body.alreadyInteracted).toBe(true)
    expect(second.body.action).toBe(first.body.action)
    expect(second.body.quota).toEqual(first.body.quota)
    expect(
      await count('SELECT count(*) AS count FROM swipes WHERE user_id = ?', [ana.user.id]),
    ).toBe(1)
  })

  it('POST /api/pets with a client id answers the stored pet, photos saved once', async () => {
    const owner = await ownerWithPets(fixture, 0, 'Carla')
    const id = randomUUID()
    const photos = [{ name: 'foto.jpg', data: await jpeg() }]
    const filesBefore = filesIn(uploadsOf(fixture)).length
    const { first, second } = await twice((headers) =>
      sendForm<PetResponse>(
        fixture.baseUrl,
        'POST',
        '/api/pets',
        owner.token,
        petForm({ ...validPet, id, photos }),
        headers,
      ),
    )
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.body.pet).toEqual(first.body.pet)
    expect(
      await count('SELECT count(*) AS count FROM pets WHERE owner_id = ?', [owner.user.id]),
    ).toBe(1)
    // One photo and its thumbnail: the repeat stored no second copy.
    expect(filesIn(uploadsOf(fixture)).length).toBe(filesBefore + 2)
  })

  it('PUT /api/pets/:id writes the same edit again, keeping one copy of its photo', async () => {
    const owner = await ownerWithPets(fixture, 1, 'Diego')
    const petId = pet(owner).id
    const filesBefore = filesIn(uploadsOf(fixture)).length
    const form = async () =>
      petForm({
        ...validPet,
        name: 'Renombrado',
        existingPhotos: pet(owner).photos,
        photos: [{ name: 'nueva.jpg', data: await jpeg(80, 60) }],
      })
    const { first, second } = await twice(async (headers) =>
      sendForm<PetResponse>(
        fixture.baseUrl,
        'PUT',
        `/api/pets/${petId}`,
        owner.token,
        await form(),
        headers,
      ),
    )
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body.pet.name).toBe('Renombrado')
    expect(second.body.pet.photos).toHaveLength(first.body.pet.photos.length)
    const [stored] = await myPets(fixture.baseUrl, owner.token)
    expect(stored?.photos).toEqual(second.body.pet.photos)
    // The first run's copy of the new photo was replaced by the second's, not left behind.
    expect(filesIn(uploadsOf(fixture)).length).toBe(filesBefore + 2)
  })

  it('DELETE /api/pets/:id answers 204 for the pet it already deleted', async () => {
    const owner = await ownerWithPets(fixture, 1, 'Elena')
    const { first, second } = await twice((headers) =>
      call(fixture.baseUrl, 'DELETE', `/api/pets/${pet(owner).id}`, {
        token: owner.token,
        headers,
      }),
    )
    expect([first.status, second.status]).toEqual([204, 204])
    expect(await myPets(fixture.baseUrl, owner.token)).toEqual([])
  })

  it.each([
    ['/api/users/profile', validProfile],
    ['/api/users/location', { ...validPlace, location: 'Colonia Escalón, San Salvador' }],
    ['/api/auth/location', validPlace],
  ])('PUT %s answers the same profile', async (path, json) => {
    const owner = await ownerWithPets(fixture, 0, 'Fede')
    const { first, second } = await twice((headers) =>
      putJson(fixture, path, owner.token, json, headers),
    )
    expect([first.status, second.status]).toEqual([200, 200])
    // Only the time of the write differs.
    expect({ ...second.body.user, updatedAt: '' }).toEqual({ ...first.body.user, updatedAt: '' })
  })
})
