import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { chatMessages, type MessagesPage } from '@contract/chat.contract'
import type { ApiErrorBody } from '@contract/errors'
import { call } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows, queryRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { chatCall, matchedPair, sendMessage } from './chat-fixtures.js'
import { ownerWithPets } from './matches-fixtures.js'

/** Chat over REST: who may read and write, idempotent sends, limits and hostile bodies. */
describe.each(databaseTargets)('chat on $kind', (target) => {
  const fixture = useServer(target)
  const messagesOf = (matchId: string) =>
    countRows(fixture, 'SELECT count(*) AS count FROM messages WHERE match_id = ?', [matchId])

  it('lets members talk and page history, oldest first, with the author', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const first = await sendMessage(fixture, ana.token, matchId, { content: '  Hola Bruno  ' })
    expect(first.status).toBe(201)
    expect(first.body.message).toMatchObject({
      matchId,
      senderId: ana.user.id,
      content: 'Hola Bruno',
      author: { id: ana.user.id, name: 'Ana' },
    })
    for (const content of ['uno', 'dos', 'tres']) {
      expect((await sendMessage(fixture, bruno.token, matchId, { content })).status).toBe(201)
    }
    const all = await chatCall<MessagesPage>(
      fixture,
      bruno.token,
      'GET',
      `/api/matches/${matchId}/messages`,
    )
    expect(all.status).toBe(200)
    expect(all.body.messages.map((m) => m.content)).toEqual(['Hola Bruno', 'uno', 'dos', 'tres'])
    const latest = await chatCall<MessagesPage>(
      fixture,
      ana.token,
      'GET',
      `/api/matches/${matchId}/messages?limit=2`,
    )
    expect(latest.body.messages.map((m) => m.content)).toEqual(['dos', 'tres'])
    const before = latest.body.messages[0]?.createdAt ?? ''
    const older = await chatCall<MessagesPage>(
      fixture,
      ana.token,
      'GET',
      `/api/matches/${matchId}/messages?limit=50&before=${encodeURIComponent(before)}`,
    )
    expect(older.body.messages.every((m) => m.createdAt < before)).toBe(true)
    expect(older.body.messages.map((m) => m.content)).toContain('Hola Bruno')
    const badLimit = await chatCall(
      fixture,
      ana.token,
      'GET',
      `/api/matches/${matchId}/messages?limit=0`,
    )
    expect(badLimit.status).toBe(400)
  })

  it('stores texts as typed when a batch carries them together (quotes, braces, NULL, emoji)', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    // PostgreSQL writes a batch's messages as arrays: each text crosses an array literal.
    const texts = [
      'dijo "hola", {a,b} y \\ barra',
      'NULL',
      "l'aventura\ncon salto 🐶",
      '{"json": [1, 2]}',
      'ñandú ,,, }{',
    ]
    const sent = await Promise.all(
      texts.map((content, i) =>
        sendMessage(fixture, i % 2 ? bruno.token : ana.token, matchId, { content }),
      ),
    )
    expect(sent.map((answer) => answer.status)).toEqual(texts.map(() => 201))
    const all = await chatCall<MessagesPage>(
      fixture,
      ana.token,
      'GET',
      `/api/matches/${matchId}/messages`,
    )
    expect(all.body.messages.map((m) => m.content).sort()).toEqual([...texts].sort())
  })

  it('answers 404 to a non-member or an unknown match for every chat call, and writes nothing', async () => {
    const { ana, matchId } = await matchedPair(fixture)
    const stranger = await ownerWithPets(fixture, 1, 'Extraño')
    await sendMessage(fixture, ana.token, matchId, { content: 'privado' })
    const calls: [string, string, unknown][] = [
      ['GET', 'messages', undefined],
      ['POST', 'messages', { content: 'hola' }],
      ['PUT', 'read', undefined],
      ['POST', 'mute', { muted: true }],
      ['POST', 'report', { reason: 'spam' }],
      ['POST', 'block', undefined],
    ]
    for (const id of [matchId, randomUUID(), 'x'.repeat(300)]) {
      for (const [method, action, json] of calls) {
        const result = await chatCall(
          fixture,
          stranger.token,
          method,
          `/api/matches/${id}/${action}`,
          json,
        )
        expect(result.status, `${method} ${action}`).toBe(404)
        // Ids past Fastify's parameter limit match no route: the generic 404, still no leak.
        if (id.length <= 100)
          expect((result.body as ApiErrorBody).message).toBe(chatMessages.matchNotFound)
      }
    }
    expect(await messagesOf(matchId)).toBe(1)
    const states = await countRows(
      fixture,
      'SELECT count(*) AS count FROM chat_states WHERE user_id = ?',
      [stranger.user.id],
    )
    expect(states).toBe(0)
    expect(
      await countRows(fixture, 'SELECT count(*) AS count FROM chat_reports WHERE match_id = ?', [
        matchId,
      ]),
    ).toBe(0)
    expect(
      await countRows(fixture, 'SELECT count(*) AS count FROM user_blocks WHERE blocker_id = ?', [
        stranger.user.id,
      ]),
    ).toBe(0)
    // The match is still live for its members.
    const stillThere = await sendMessage(fixture, ana.token, matchId, { content: 'sigo aquí' })
    expect(stillThere.status).toBe(201)
    const anonymous = await call(fixture.baseUrl, 'GET', `/api/matches/${matchId}/messages`)
    expect(anonymous.status).toBe(401)
  })

  it('stores a client id once: three concurrent sends make one message, a clash is 409', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const id = `msg_${randomUUID()}`
    const sends = await Promise.all(
      [1, 2, 3].map(() => sendMessage(fixture, ana.token, matchId, { id, content: 'una vez' })),
    )
    expect(sends.map((s) => s.status)).toEqual([201, 201, 201])
    expect(new Set(sends.map((s) => JSON.stringify(s.body.message))).size).toBe(1)
    expect(sends[0]?.body.message.id).toBe(id)
    expect(await messagesOf(matchId)).toBe(1)
    const again = await sendMessage(fixture, ana.token, matchId, { id, content: 'una vez' })
    expect(again.body.message).toEqual(sends[0]?.body.message)
    const otherContent = await sendMessage(fixture, ana.token, matchId, { id, content: 'otra' })
    expect(otherContent.status).toBe(409)
    const otherSender = await sendMessage(fixture, bruno.token, matchId, { id, content: 'una vez' })
    expect(otherSender.status).toBe(409)
    const other = await matchedPair(fixture)
    const otherMatch = await sendMessage(fixture, other.ana.token, other.matchId, {
      id,
      content: 'una vez',
    })
    expect(otherMatch.status).toBe(409)
    expect(await messagesOf(matchId)).toBe(1)
    expect(await messagesOf(other.matchId)).toBe(0)
    const [unread] = await queryRows<{ unread_count: number | string }>(
      fixture,
      'SELECT unread_count FROM chat_states WHERE match_id = ? AND user_id = ?',
      [matchId, bruno.user.id],
    )
    expect(Number(unread?.unread_count)).toBe(1)
  })

  it('refuses blank, too long, oversized and hostile bodies with 4xx and Spanish messages', async () => {
    const { ana, matchId } = await matchedPair(fixture)
    const path = `/api/matches/${matchId}/messages`
    const blank = await sendMessage(fixture, ana.token, matchId, { content: '  \n ' })
    expect(blank.status).toBe(400)
    expect((blank.body as unknown as ApiErrorBody).message).toBe(chatMessages.contentRequired)
    const long = await sendMessage(fixture, ana.token, matchId, { content: 'a'.repeat(2001) })
    expect(long.status).toBe(400)
    expect((long.body as unknown as ApiErrorBody).message).toBe(chatMessages.contentTooLong)
    const exact = await sendMessage(fixture, ana.token, matchId, { content: 'ñ'.repeat(2000) })
    expect(exact.status).toBe(201)
    const huge = await sendMessage(fixture, ana.token, matchId, { content: 'a'.repeat(100 * 1024) })
    expect(huge.status).toBe(413)
    const hostile: unknown[] = [
      null,
      [],
      'hola',
      42,
      {},
      { content: 42 },
      { content: { $gt: '' } },
      { content: ['hola'] },
      { content: null },
      { id: 'corto', content: 'hola' },
      { id: 'bad id with spaces', content: 'hola' },
      { id: 12345678, content: 'hola' },
      { id: 'x'.repeat(101), content: 'hola' },
    ]
    for (const json of hostile) {
      const result = await sendMessage(fixture, ana.token, matchId, json)
      expect(result.status, JSON.stringify(json)).toBe(400)
      expect((result.body as unknown as ApiErrorBody).message).toMatch(/[a-záéíóúñ]/)
    }
    const notJson = await call(fixture.baseUrl, 'POST', path, {
      token: ana.token,
      body: '{"content":',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    const text = await call(fixture.baseUrl, 'POST', path, { token: ana.token, body: 'hola' })
    expect(text.status).toBe(415)
    const badMute = await chatCall(fixture, ana.token, 'POST', `/api/matches/${matchId}/mute`, {
      muted: 'yes',
    })
    expect(badMute.status).toBe(400)
    const badReport = await chatCall(fixture, ana.token, 'POST', `/api/matches/${matchId}/report`, {
      reason: 'r'.repeat(501),
    })
    expect(badReport.status).toBe(400)
    expect(await messagesOf(matchId)).toBe(1)
  })

  it('stores mute and reports for review', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const mute = await chatCall(fixture, ana.token, 'POST', `/api/matches/${matchId}/mute`, {
      muted: true,
    })
    expect(mute.status).toBe(200)
    expect(mute.body).toEqual({ success: true, muted: true })
    const muted = () =>
      queryRows<{ user_id: string; muted: number }>(
        fixture,
        'SELECT user_id, muted FROM chat_states WHERE match_id = ? AND muted = 1',
        [matchId],
      )
    expect((await muted()).map((row) => row.user_id)).toEqual([ana.user.id])
    await chatCall(fixture, ana.token, 'POST', `/api/matches/${matchId}/mute`, { muted: false })
    expect(await muted()).toEqual([])
    const report = await chatCall(fixture, bruno.token, 'POST', `/api/matches/${matchId}/report`, {
      reason: '  Lenguaje ofensivo ',
    })
    expect(report.status).toBe(200)
    const rows = await queryRows<{ reporter_id: string; reason: string }>(
      fixture,
      'SELECT reporter_id, reason FROM chat_reports WHERE match_id = ?',
      [matchId],
    )
    expect(rows).toEqual([{ reporter_id: bruno.user.id, reason: 'Lenguaje ofensivo' }])
  })
})
