import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import { matchMessages } from '@contract/matches.contract'
import { call } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { ownerWithPets, pet } from './matches-fixtures.js'

/** Hostile payloads on the matching routes: always a Spanish 4xx, never a 500, nothing stored. */
describe.each(databaseTargets)('matching hostile input on $kind', (target) => {
  const fixture = useServer(target)

  it('answers wrong types, unknown values and oversized bodies with a Spanish 4xx', async () => {
    const [ana, bruno] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
    ])
    const targetPetId = pet(bruno).id
    const userPetId = pet(ana).id
    const generic = 'Los datos enviados no son válidos.'
    const cases: [string, unknown, number, string][] = [
      ['swipe', {}, 400, matchMessages.targetRequired],
      ['swipe', { targetPetId: 5, action: 'like' }, 400, matchMessages.targetRequired],
      ['swipe', { targetPetId: '   ', action: 'like' }, 400, matchMessages.targetRequired],
      ['swipe', { targetPetId, action: 'love' }, 400, matchMessages.actionInvalid],
      ['swipe', { targetPetId, action: ['like'] }, 400, matchMessages.actionInvalid],
      ['swipe', { targetPetId, action: 'superlike' }, 400, matchMessages.actionInvalid],
      ['swipe', { targetPetId: 'x'.repeat(1000), action: 'like' }, 400, matchMessages.petIdInvalid],
      ['swipe', { targetPetId, action: 'like', userPetId: 12 }, 400, matchMessages.petIdInvalid],
      [
        'swipe',
        { targetPetId, action: 'like', userPetId: { $ne: null } },
        400,
        matchMessages.petIdInvalid,
      ],
      ['swipe', null, 400, generic],
      ['swipe', [targetPetId], 400, generic],
      [
        'swipe',
        { targetPetId: "' OR 1=1 --", action: 'like', userPetId },
        404,
        matchMessages.targetNotFound,
      ],
      [
        'swipe',
        { targetPetId, action: 'like', userPetId: 'x'.repeat(64) },
        404,
        matchMessages.ownPetNotFound,
      ],
      [
        'swipe',
        { targetPetId, action: 'like', padding: 'x'.repeat(100 * 1024) },
        413,
        'La solicitud es demasiado grande.',
      ],
      ['super-like', { targetPetId: ['a'], userPetId }, 400, matchMessages.targetRequired],
      ['super-like', { targetPetId, userPetId: '' }, 400, matchMessages.superLikeNeedsPet],
      ['super-like', { targetPetId, userPetId: null }, 400, matchMessages.superLikeNeedsPet],
    ]
    for (const [path, json, status, message] of cases) {
      const answer = await call(fixture.baseUrl, 'POST', `/api/matches/${path}`, {
        token: ana.token,
        json,
      })
      const label = `${path} ${JSON.stringify(json).slice(0, 60)}`
      expect({ label, status: answer.status }).toEqual({ label, status })
      expect((answer.body as ApiErrorBody).message).toBe(message)
    }
    const plain = await call(fixture.baseUrl, 'POST', '/api/matches/swipe', {
      token: ana.token,
      body: 'like',
      headers: { 'content-type': 'text/plain' },
    })
    expect(plain.status).toBe(415)
    const anonymous = await call(fixture.baseUrl, 'POST', '/api/matches/swipe', {
      json: { targetPetId, action: 'like' },
    })
    expect(anonymous.status).toBe(401)
    for (const path of [`/api/matches/${'x'.repeat(5000)}`, '/api/matches/%27%20OR%201%3D1']) {
      expect((await call(fixture.baseUrl, 'GET', path, { token: ana.token })).status).toBe(404)
      expect((await call(fixture.baseUrl, 'DELETE', path, { token: ana.token })).status).toBe(404)
    }
    expect(
      (await call(fixture.baseUrl, 'DELETE', '/api/favorites/nada', { token: ana.token })).status,
    ).toBe(404)
    const badSeq = await call(fixture.baseUrl, 'GET', '/api/sync/matches/pull?seq=-1', {
      token: ana.token,
    })
    expect(badSeq.status).toBe(400)
    expect(await countRows(fixture, 'SELECT count(*) AS count FROM swipes')).toBe(0)
  })
})
