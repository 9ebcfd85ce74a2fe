import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChatMessage, MessagesPage } from '@contract/chat.contract'
import { chatMessages } from '@contract/chat.messages'
import type { ApiErrorBody } from '@contract/errors'
import { fillPath } from '@contract/endpoint'
import { lostPetChatMessages, type LostPetChatResponse } from '@contract/lost-pet-chat.contract'
import { lostPetChatEndpoints } from '@contract/lost-pet-chat.endpoints'
import { lostPetMessages } from '@contract/lost-pets.messages'
import type { MatchFeedDoc, MatchListResponse } from '@contract/matches.contract'
import type { PullResponse, Tombstoned } from '@contract/sync.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { recordingSocket, waitUntil, type RecordingSocket } from '../support/sockets.js'
import { ownerWithPet, reportAlert, userAt, ESCALON } from './lost-pets-fixtures.js'

/**
 * 'Enviar mensaje' on a lost-pet card (spec §2): a finder's conversation with the alert's
 * reporter, with no match and no phone, against the real server on each database. The server
 * runs with a daily limit of 2 new conversations per finder so the limit is reached here.
 */
const PER_DAY = 2

describe.each(databaseTargets)('conversations about a lost pet on $kind', (target) => {
  const fixture = useServer(target, { env: { LOST_PET_CHATS_PER_DAY: String(PER_DAY) } })
  const open: RecordingSocket[] = []
  afterEach(() => {
    for (const client of open.splice(0)) client.socket.disconnect()
  })

  const start = (user: RegisteredUser, alertId: string) =>
    call<LostPetChatResponse & ApiErrorBody>(
      fixture.baseUrl,
      'POST',
      fillPath(lostPetChatEndpoints.start.path, { id: alertId }),
      { token: user.token, headers: { 'Idempotency-Key': randomUUID() } },
    )
  const send = (user: RegisteredUser, matchId: string, content: string) =>
    call<{ message: ChatMessage } & ApiErrorBody>(
      fixture.baseUrl,
      'POST',
      `/api/matches/${matchId}/messages`,
      { token: user.token, json: { id: `msg-${randomUUID()}`, content } },
    )
  const history = (user: RegisteredUser, matchId: string) =>
    call<MessagesPage & ApiErrorBody>(fixture.baseUrl, 'GET', `/api/matches/${matchId}/messages`, {
      token: user.token,
    })
  async function feed(user: RegisteredUser): Promise<Map<string, Tombstoned<MatchFeedDoc>>> {
    const result = await call<PullResponse<MatchFeedDoc>>(
      fixture.baseUrl,
      'GET',
      '/api/sync/matches/pull?seq=0&limit=500',
      { token: user.token },
    )
    expect(result.status).toBe(200)
    return new Map(result.body.documents.map((doc) => [doc.id, doc]))
  }
  const rowsOf = (alertId: string) =>
    countRows(fixture, 'SELECT count(*) AS count FROM matches WHERE lost_pet_id = ?', [alertId])

  /** Ana reports Luna lost; Carlos (no pet, no match with Ana) is the finder. */
  async function lostLuna() {
    const { user: ana, pet } = await ownerWithPet(fixture.baseUrl)
    const alert = await reportAlert(fixture.baseUrl, ana.token, pet.id)
    const carlos = await userAt(fixture.baseUrl, ESCALON, 'Carlos Buscador')
    return { ana, pet, alert, carlos }
  }

  it('starts one conversation per alert and finder: again, or twice at once, is the same one', async () => {
    const { alert, carlos } = await lostLuna()
    const first = await start(carlos, alert.id)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ success: true, created: true })
    const matchId = first.body.conversation.matchId
    const again = await start(carlos, alert.id)
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ success: true, conversation: { matchId }, created: false })
    const together = await Promise.all([start(carlos, alert.id), start(carlos, alert.id)])
    expect(together.map((answer) => answer.body.conversation.matchId)).toEqual([matchId, matchId])
    expect(await rowsOf(alert.id)).toBe(1)
  })

  it('reaches both members as a lostPetChat document about the pet, and stays out of the match lists', async () => {
    const { ana, pet, alert, carlos } = await lostLuna()
    const matchId = (await start(carlos, alert.id)).body.conversation.matchId
    const id = `lostPetChat:${matchId}`
    const [anaDoc, carlosDoc] = [(await feed(ana)).get(id), (await feed(carlos)).get(id)]
    expect(anaDoc).toMatchObject({
      kind: 'lostPetChat',
      matchId,
      lostPetId: alert.id,
      otherPetId: pet.id,
      otherPetName: pet.name,
      otherUserId: carlos.user.id,
      otherUserName: 'Carlos Buscador',
      myPetId: null,
      _deleted: false,
    })
    expect(carlosDoc).toMatchObject({
      kind: 'lostPetChat',
      matchId,
      lostPetId: alert.id,
      otherPetName: pet.name,
      otherUserId: ana.user.id,
      _deleted: false,
    })
    // No phone travels with the conversation: the finder reads no contact field of the alert.
    expect(JSON.stringify(carlosDoc)).not.toContain(alert.contactPhone)
    for (const user of [ana, carlos]) {
      const list = await call<MatchListResponse>(fixture.baseUrl, 'GET', '/api/matches', {
        token: user.token,
      })
      expect(list.body.matches).toEqual([])
      const one = await call(fixture.baseUrl, 'GET', `/api/matches/${matchId}`, {
        token: user.token,
      })
      expect(one.status).toBe(404)
    }
  })

  it('lets only the two members talk, live over the socket; a third user gets 404 in Spanish', async () => {
    const { ana, alert, carlos } = await lostLuna()
    const eve = await registerUser(fixture.baseUrl, { name: 'Eva Extraña' })
    const matchId = (await start(carlos, alert.id)).body.conversation.matchId
    const anaSocket = await recordingSocket(fixture.baseUrl, ana.token)
    const eveSocket = await recordingSocket(fixture.baseUrl, eve.token)
    open.push(anaSocket, eveSocket)
    expect(await anaSocket.ask('join-match', { matchId })).toEqual({ ok: true })
    const notFound = { ok: false, error: 'not-found', message: chatMessages.matchNotFound }
    expect(await eveSocket.ask('join-match', { matchId })).toEqual(notFound)

    const question = await send(carlos, matchId, 'Hola, creo que vi a tu perrita')
    expect(question.status).toBe(201)
    await waitUntil(() => anaSocket.payloads('new-message').length > 0)
    expect(anaSocket.payloads('new-message')).toEqual([{ message: question.body.message }])
    expect((await send(ana, matchId, '¡Gracias! ¿Dónde?')).status).toBe(201)
    const seen = await history(carlos, matchId)
    expect(seen.body.messages.map((message) => message.content)).toEqual([
      'Hola, creo que vi a tu perrita',
      '¡Gracias! ¿Dónde?',
    ])
    const anaDoc = (await feed(ana)).get(`lostPetChat:${matchId}`)
    expect(anaDoc).toMatchObject({ lastMessage: '¡Gracias! ¿Dónde?' })

    for (const attempt of [send(eve, matchId, 'Págame primero'), history(eve, matchId)]) {
      const answer = await attempt
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ error: 'not-found', message: chatMessages.matchNotFound })
    }
    expect(eveSocket.received).toEqual([])
    expect(
      await countRows(fixture, 'SELECT count(*) AS count FROM messages WHERE match_id = ?', [
        matchId,
      ]),
    ).toBe(2)
  })

  it('refuses the reporter their own alert, and an unknown alert, in Spanish', async () => {
    const { ana, alert } = await lostLuna()
    const own = await start(ana, alert.id)
    expect(own.status).toBe(400)
    expect(own.body).toEqual({ error: 'bad-request', message: lostPetChatMessages.ownAlert })
    const unknown = await start(ana, randomUUID())
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ error: 'not-found', message: lostPetMessages.alertNotFound })
    const anonymous = await call(
      fixture.baseUrl,
      'POST',
      fillPath(lostPetChatEndpoints.start.path, { id: alert.id }),
    )
    expect(anonymous.status).toBe(401)
    expect(await rowsOf(alert.id)).toBe(0)
  })

  it('limits new conversations per finder per day with a Spanish 429; existing ones still open', async () => {
    const { user: ana, pet } = await ownerWithPet(fixture.baseUrl)
    const alerts = []
    for (let index = 0; index < PER_DAY + 1; index += 1) {
      alerts.push(await reportAlert(fixture.baseUrl, ana.token, pet.id))
    }
    const carlos = await userAt(fixture.baseUrl, ESCALON, 'Carlos Insistente')
    const started = []
    for (const alert of alerts.slice(0, PER_DAY)) {
      const answer = await start(carlos, alert.id)
      expect(answer.status).toBe(201)
      started.push(answer.body.conversation.matchId)
    }
    const over = await start(carlos, alerts[PER_DAY]?.id ?? '')
    expect(over.status).toBe(429)
    expect(over.body).toEqual({
      error: 'daily-limit-reached',
      message: lostPetChatMessages.tooMany(PER_DAY),
    })
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await rowsOf(alerts[PER_DAY]?.id ?? '')).toBe(0)
    const reopened = await start(carlos, alerts[0]?.id ?? '')
    expect(reopened.status).toBe(200)
    expect(reopened.body.conversation.matchId).toBe(started[0])
    // Another finder has a day of their own.
    const beto = await userAt(fixture.baseUrl, ESCALON, 'Beto')
    expect((await start(beto, alerts[PER_DAY]?.id ?? '')).status).toBe(201)
  })

  it('opens a deleted conversation again, but not after a block', async () => {
    const { ana, alert, carlos } = await lostLuna()
    const matchId = (await start(carlos, alert.id)).body.conversation.matchId
    expect((await send(carlos, matchId, 'Hola')).status).toBe(201)
    const deleted = await call(fixture.baseUrl, 'DELETE', `/api/matches/${matchId}`, {
      token: carlos.token,
      headers: { 'Idempotency-Key': randomUUID() },
    })
    expect(deleted.status).toBe(200)
    expect((await feed(ana)).get(`lostPetChat:${matchId}`)?._deleted).toBe(true)
    const reopened = await start(carlos, alert.id)
    expect(reopened.status).toBe(200)
    expect(reopened.body.conversation.matchId).toBe(matchId)
    expect((await feed(ana)).get(`lostPetChat:${matchId}`)?._deleted).toBe(false)

    const blocked = await call(fixture.baseUrl, 'POST', `/api/matches/${matchId}/block`, {
      token: ana.token,
      headers: { 'Idempotency-Key': randomUUID() },
    })
    expect(blocked.status).toBe(200)
    const refused = await start(carlos, alert.id)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ error: 'forbidden', message: lostPetChatMessages.blocked })
    expect((await send(carlos, matchId, '¿Sigues ahí?')).status).toBe(404)
  })
})
