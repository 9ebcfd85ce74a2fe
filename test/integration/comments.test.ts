import { describe, expect, it } from 'vitest'
import {
  commentMessages,
  type CommentResponse,
  type CommentsResponse,
} from '@contract/comments.contract'
import type { ApiErrorBody } from '@contract/errors'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { ownerWithPets, pet } from './matches-fixtures.js'

/** Comments on pets: post, list, delete by the author only, and hostile input refused. */
describe.each(databaseTargets)('comments on $kind', (target) => {
  const fixture = useServer(target)

  const post = (token: string, petId: string, json: unknown) =>
    call<CommentResponse>(fixture.baseUrl, 'POST', `/api/comments/pet/${petId}`, { token, json })
  const list = (token: string, petId: string) =>
    call<CommentsResponse>(fixture.baseUrl, 'GET', `/api/comments/pet/${petId}`, { token })
  const remove = (token: string, id: string) =>
    call(fixture.baseUrl, 'DELETE', `/api/comments/${id}`, { token })

  it('posts, lists newest first and lets only the author delete', async () => {
    const [owner, author] = await Promise.all([
      ownerWithPets(fixture, 1, 'Dueña'),
      registerUser(fixture.baseUrl, { name: 'Autor' }),
    ])
    const petId = pet(owner).id
    const first = await post(author.token, petId, { content: '  ¡Qué lindo!  ' })
    expect(first.status).toBe(201)
    expect(first.body.comment).toMatchObject({
      petId,
      content: '¡Qué lindo!',
      author: { id: author.user.id, name: 'Autor', avatar: null },
    })
    const second = await post(owner.token, petId, { content: 'x'.repeat(500) })
    expect(second.status).toBe(201)
    const listed = await list(author.token, petId)
    expect(listed.body.comments.map((c) => c.id)).toEqual([
      second.body.comment.id,
      first.body.comment.id,
    ])

    const byOther = await remove(owner.token, first.body.comment.id)
    expect(byOther.status).toBe(403)
    expect((byOther.body as ApiErrorBody).message).toBe(commentMessages.notAuthor)
    expect((await remove(author.token, 'no-existe')).status).toBe(404)
    const byAuthor = await remove(author.token, first.body.comment.id)
    expect(byAuthor.status).toBe(200)
    expect(byAuthor.body).toEqual({ success: true })
    expect((await remove(author.token, first.body.comment.id)).status).toBe(404)
    expect((await list(owner.token, petId)).body.comments.map((c) => c.id)).toEqual([
      second.body.comment.id,
    ])
  })

  it('refuses blank, too long, mistyped and oversized content, and unknown pets, in Spanish', async () => {
    const [owner, user] = await Promise.all([
      ownerWithPets(fixture, 1, 'Dueña'),
      registerUser(fixture.baseUrl),
    ])
    const petId = pet(owner).id
    const cases: [unknown, number, string][] = [
      [{ content: '   ' }, 400, commentMessages.contentRequired],
      [{ content: '' }, 400, commentMessages.contentRequired],
      [{}, 400, commentMessages.contentRequired],
      [{ content: 'x'.repeat(501) }, 400, commentMessages.contentTooLong],
      [{ content: 42 }, 400, commentMessages.contentRequired],
      [{ content: ['hola'] }, 400, commentMessages.contentRequired],
      [{ content: { $gt: '' } }, 400, commentMessages.contentRequired],
      [null, 400, 'Los datos enviados no son válidos.'],
      [[{ content: 'hola' }], 400, 'Los datos enviados no son válidos.'],
      [{ content: 'x'.repeat(100 * 1024) }, 413, 'La solicitud es demasiado grande.'],
    ]
    for (const [json, status, message] of cases) {
      const answer = await post(user.token, petId, json)
      expect({ json: JSON.stringify(json).slice(0, 40), status: answer.status }).toEqual({
        json: JSON.stringify(json).slice(0, 40),
        status,
      })
      expect((answer.body as unknown as ApiErrorBody).message).toBe(message)
    }
    const notJson = await call(fixture.baseUrl, 'POST', `/api/comments/pet/${petId}`, {
      token: user.token,
      body: '{"content": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    const unknownPet = await post(user.token, 'no-existe', { content: 'hola' })
    expect(unknownPet.status).toBe(404)
    expect((unknownPet.body as unknown as ApiErrorBody).message).toBe(commentMessages.petNotFound)
    expect((await list(user.token, 'x'.repeat(5000))).status).toBe(404)
    expect((await list(user.token, "' OR 1=1 --")).status).toBe(404)
    const anonymous = await call(fixture.baseUrl, 'GET', `/api/comments/pet/${petId}`)
    expect(anonymous.status).toBe(401)
    expect(
      await countRows(fixture, 'SELECT count(*) AS count FROM comments WHERE pet_id = ?', [petId]),
    ).toBe(0)
  })
})
