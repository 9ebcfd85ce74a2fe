import { afterEach, describe, expect, it } from 'vitest'
import type { ChatMessage, MessagesPage } from '@contract/chat.contract'
import { chatMessages } from '@contract/chat.messages'
import { serverMessages } from '@contract/errors'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { recordingSocket, waitUntil, type RecordingSocket } from '../support/sockets.js'
import { matchedPair } from './chat-socket-fixtures.js'

/**
 * The chat socket events (product-spec §4 'Socket') against the real server: the real chat
 * service, database and socket.io, clients over websockets as the app connects.
 */
type Ack = { ok: true; message?: ChatMessage } | { ok: false; error: string; message: string }

const settle = () => new Promise((resolve) => setTimeout(resolve, 250))
const notFound = { ok: false, error: 'not-found', message: chatMessages.matchNotFound }

describe.each(databaseTargets)('chat over socket.io on $kind', (target) => {
  const fixture = useServer(target)
  const open: RecordingSocket[] = []
  afterEach(() => {
    for (const client of open.splice(0)) client.socket.disconnect()
  })
  const connect = async (token: string) => {
    const client = await recordingSocket(fixture.baseUrl, token)
    open.push(client)
    return client
  }
  const storedMessages = async (token: string, matchId: string) => {
    const page = await call<MessagesPage>(
      fixture.baseUrl,
      'GET',
      `/api/matches/${matchId}/messages`,
      { token },
    )
    expect(page.status).toBe(200)
    return page.body.messages
  }

  /** A match, both members joined, and a stranger connected who tried to join it. */
  async function room() {
    const pair = await matchedPair(fixture.baseUrl)
    const stranger = await registerUser(fixture.baseUrl, { name: 'Eva Extraña' })
    const [ana, carlos, eve] = await Promise.all([
      connect(pair.ana.token),
      connect(pair.carlos.token),
      connect(stranger.token),
    ])
    expect(await ana.ask('join-match', { matchId: pair.matchId })).toEqual({ ok: true })
    expect(await carlos.ask('join-match', { matchId: pair.matchId })).toEqual({ ok: true })
    expect(await eve.ask('join-match', { matchId: pair.matchId })).toEqual(notFound)
    return { ...pair, sockets: { ana, carlos, eve } }
  }

  it('delivers a socket message to both members once, never to a stranger', async () => {
    const { matchId, ana, sockets } = await room()
    const ack = await sockets.ana.ask<Ack>('send-message', {
      matchId,
      content: '  ¿Paseamos mañana?  ',
      id: 'msg-socket-0001',
    })
    expect(ack).toMatchObject({
      ok: true,
      message: {
        id: 'msg-socket-0001',
        matchId,
        senderId: ana.user.id,
        content: '¿Paseamos mañana?',
      },
    })
    const sent = (ack as { message: ChatMessage }).message
    expect(sent.author).toMatchObject({ id: ana.user.id, name: 'Ana Chat' })

    await waitUntil(() => sockets.carlos.payloads('new-message').length > 0)
    await settle()
    expect(sockets.carlos.payloads('new-message')).toEqual([{ message: sent }])
    expect(sockets.ana.payloads('new-message')).toEqual([{ message: sent }])
    expect(sockets.eve.received).toEqual([])
  })

  it('sends a REST message to the room too', async () => {
    const { matchId, carlos, sockets } = await room()
    const posted = await call<{ message: ChatMessage }>(
      fixture.baseUrl,
      'POST',
      `/api/matches/${matchId}/messages`,
      { token: carlos.token, json: { id: 'msg-rest-00001', content: 'Hola por REST' } },
    )
    expect(posted.status).toBe(201)
    await waitUntil(() => sockets.ana.payloads('new-message').length > 0)
    expect(sockets.ana.payloads('new-message')).toEqual([{ message: posted.body.message }])
    await settle()
    expect(sockets.eve.received).toEqual([])
  })

  it('is idempotent on the client id: a resend answers the same message, emitted once', async () => {
    const { matchId, ana, sockets } = await room()
    const payload = { matchId, content: 'Una sola vez', id: 'msg-retry-0001' }
    const [first, second] = await Promise.all([
      sockets.ana.ask<Ack>('send-message', payload),
      sockets.ana.ask<Ack>('send-message', payload),
    ])
    expect(first).toMatchObject({ ok: true, message: { id: 'msg-retry-0001' } })
    expect(second).toEqual(first)
    await waitUntil(() => sockets.carlos.payloads('new-message').length > 0)
    await settle()
    expect(sockets.carlos.payloads('new-message')).toHaveLength(1)
    expect(await storedMessages(ana.token, matchId)).toHaveLength(1)
  })

  it('passes typing to the other member only, and only from a joined socket', async () => {
    const { matchId, ana, sockets } = await room()
    const anaSecondTab = await connect(ana.token)
    expect(await anaSecondTab.ask('typing-start', { matchId })).toEqual(notFound)
    expect(await sockets.eve.ask('typing-start', { matchId })).toEqual(notFound)

    expect(await sockets.ana.ask('typing-start', { matchId })).toEqual({ ok: true })
    expect(await sockets.ana.ask('typing-stop', { matchId })).toEqual({ ok: true })
    await waitUntil(() => sockets.carlos.payloads('user-stop-typing').length > 0)
    await settle()
    expect(sockets.carlos.received).toEqual([
      { event: 'user-typing', payload: { matchId, userId: ana.user.id, userName: 'Ana Chat' } },
      { event: 'user-stop-typing', payload: { matchId, userId: ana.user.id } },
    ])
    expect([sockets.ana.received, anaSecondTab.received, sockets.eve.received]).toEqual([
      [],
      [],
      [],
    ])
  })

  it('refuses a stranger’s message without storing it', async () => {
    const { matchId, ana, sockets } = await room()
    expect(await sockets.eve.ask('send-message', { matchId, content: 'Hola, soy Eva' })).toEqual(
      notFound,
    )
    await settle()
    expect(sockets.ana.received).toEqual([])
    expect(await storedMessages(ana.token, matchId)).toEqual([])
  })

  it.each([
    ['a number as content', { content: 42 }, serverMessages.invalidBody],
    ['no content', {}, serverMessages.invalidBody],
    [
      'an object as match id',
      { matchId: { $ne: '' }, content: 'hola' },
      serverMessages.invalidBody,
    ],
    ['a blank message', { content: '   \n ' }, chatMessages.contentRequired],
    ['2,001 characters', { content: 'a'.repeat(2001) }, chatMessages.contentTooLong],
    ['a malformed id', { content: 'hola', id: 'no válido' }, chatMessages.messageIdInvalid],
  ])('refuses %s with a Spanish ack and no effect', async (_label, override, message) => {
    const { matchId, ana, sockets } = await room()
    const ack = await sockets.ana.ask<Ack>('send-message', { matchId, ...override })
    expect(ack).toMatchObject({ ok: false, message })
    await settle()
    expect(sockets.carlos.received).toEqual([])
    expect(await storedMessages(ana.token, matchId)).toEqual([])
  })

  it('refuses an unknown match like a foreign one', async () => {
    const { sockets } = await room()
    const matchId = '00000000-0000-4000-8000-000000000000'
    expect(await sockets.ana.ask('join-match', { matchId })).toEqual(notFound)
    expect(await sockets.ana.ask('send-message', { matchId, content: 'hola' })).toEqual(notFound)
  })

  it('drops a 100 KB message at the frame limit: nothing stored, the server keeps serving', async () => {
    const { matchId, ana, sockets } = await room()
    const gone = new Promise<string>((resolve) => sockets.ana.socket.once('disconnect', resolve))
    sockets.ana.socket.emit('send-message', { matchId, content: 'a'.repeat(100 * 1024) })
    expect(await gone).toBe('transport close')
    await settle()
    expect(sockets.carlos.received).toEqual([])
    expect(await storedMessages(ana.token, matchId)).toEqual([])

    const again = await connect(ana.token)
    expect(await again.ask('send-message', { matchId, content: 'De nuevo' })).toMatchObject({
      ok: true,
    })
    await waitUntil(() => sockets.carlos.payloads('new-message').length > 0)
  })

  it('tells both members when the match ends and closes its room', async () => {
    const { matchId, carlos, sockets } = await room()
    const ended = await call(fixture.baseUrl, 'DELETE', `/api/matches/${matchId}`, {
      token: carlos.token,
    })
    expect(ended.status).toBe(200)
    await waitUntil(
      () =>
        sockets.ana.payloads('match-update').length > 0 &&
        sockets.carlos.payloads('match-update').length > 0,
    )
    expect(sockets.ana.payloads('match-update')).toEqual([{ matchId, reason: 'unmatched' }])
    expect(await sockets.ana.ask('typing-start', { matchId })).toEqual(notFound)
    expect(await sockets.ana.ask('join-match', { matchId })).toEqual(notFound)
    expect(await sockets.ana.ask('send-message', { matchId, content: 'hola' })).toEqual(notFound)
    await settle()
    expect(sockets.carlos.payloads('new-message')).toEqual([])
    expect(sockets.eve.received).toEqual([])
  })
})
