import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pino } from 'pino'
import { Server } from 'socket.io'
import type { Socket as ClientSocket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HttpError } from '../http/http-error.js'
import { createRateLimits } from '../http/rate-limits.js'
import { recordingSocket, type RecordingSocket } from '../../test/support/sockets.js'
import type { ChatMessage } from '../contract/chat.messages.js'
import { attachChatEvents, type ChatEvents, type ChatPort } from './chat-events.js'
import { userRoom, type RealtimeServer } from './gateway.js'

/**
 * The chat events on a real socket.io server and real clients over websockets; only the chat
 * service is a fake (an in-memory ChatPort), so these tests pin the socket layer's own rules:
 * payload checks, room membership, acks, typing fan-out. The real service is covered by
 * test/integration/chat-socket*.test.ts.
 */
type StoredMessage = ChatMessage

function storedMessage(fields: Pick<ChatMessage, 'id' | 'matchId' | 'senderId' | 'content'>) {
  return {
    ...fields,
    createdAt: '2026-11-29T12:00:00.000Z',
    author: { id: fields.senderId, name: `Nombre de ${fields.senderId}`, avatar: null },
  }
}

class FakeChat implements ChatPort {
  members = new Map<string, string[]>([['m1', ['ana', 'carlos']]])
  stored: StoredMessage[] = []
  failing = false
  onMessage: (message: StoredMessage) => void = () => {}

  isMember(userId: string, matchId: string) {
    if (this.failing) return Promise.reject(new Error('database down'))
    const isMember = this.members.get(matchId)?.includes(userId) ?? false
    return Promise.resolve(isMember ? { userName: `Nombre de ${userId}` } : null)
  }

  send(userId: string, matchId: string, input: { id?: string; content: unknown }) {
    if (!this.members.get(matchId)?.includes(userId)) {
      return Promise.reject(new HttpError(404, 'not-found', 'Match no encontrado'))
    }
    const content = typeof input.content === 'string' ? input.content.trim() : ''
    if (!content) {
      return Promise.reject(new HttpError(400, 'invalid-body', 'El mensaje no puede estar vacío'))
    }
    const message = storedMessage({
      id: input.id ?? `server-${this.stored.length}`,
      matchId,
      senderId: userId,
      content,
    })
    this.stored.push(message)
    this.onMessage(message)
    return Promise.resolve(message)
  }
}

let httpServer: HttpServer
let io: RealtimeServer
let baseUrl: string
let chat: FakeChat
let events: ChatEvents
const clients: ClientSocket[] = []

beforeAll(async () => {
  httpServer = createServer()
  // The gateway's settings that matter here: path and the 64 KB frame limit.
  io = new Server(httpServer, { path: '/socket.io/', maxHttpBufferSize: 64 * 1024 })
  // Stands in for the gateway's token check: the test names the user.
  io.use((socket, next) => {
    const { token: userId } = socket.handshake.auth as { token: string }
    socket.data = { userId, tokenHash: `token-${userId}`, ip: '127.0.0.1' }
    next()
  })
  io.on('connection', (socket) => void socket.join(userRoom(socket.data.userId)))
  chat = new FakeChat()
  const limits = createRateLimits({ redis: null, log: pino({ level: 'silent' }) })
  const joinLimit = limits.paired({
    name: 'socket-join',
    perIp: { points: 100_000, seconds: 60 },
    perAccount: { points: 100_000, seconds: 60 },
    code: 'too-many-requests',
    message: () => 'demasiadas',
  })
  events = attachChatEvents(io, chat, pino({ level: 'silent' }), joinLimit)
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  await io.close()
})

beforeEach(() => {
  chat.members = new Map([['m1', ['ana', 'carlos']]])
  chat.stored = []
  chat.failing = false
  chat.onMessage = (message) => events.emitNewMessage(message)
})

afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect()
})

/** The test names the user in the handshake's token (the middleware above reads it). */
async function user(userId: string): Promise<RecordingSocket> {
  const recorder = await recordingSocket(baseUrl, userId)
  clients.push(recorder.socket)
  return recorder
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150))
const names = (recorder: RecordingSocket) => recorder.received.map((entry) => entry.event)

async function waitFor(recorder: RecordingSocket, event: string) {
  const deadline = Date.now() + 2000
  while (!names(recorder).includes(event)) {
    if (Date.now() > deadline) throw new Error(`no ${event} arrived`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('join-match and send-message', () => {
  it('lets members join and delivers a message to the room, not to an outsider', async () => {
    const [ana, carlos, eve] = await Promise.all([user('ana'), user('carlos'), user('eve')])
    expect(await ana.ask('join-match', { matchId: 'm1' })).toEqual({ ok: true })
    expect(await carlos.ask('join-match', { matchId: 'm1' })).toEqual({ ok: true })
    expect(await eve.ask('join-match', { matchId: 'm1' })).toEqual({
      ok: false,
      error: 'not-found',
      message: 'Match no encontrado',
    })

    const ack = await ana.ask('send-message', { matchId: 'm1', content: ' Hola ', id: 'abc12345' })
    const sent = storedMessage({ id: 'abc12345', matchId: 'm1', senderId: 'ana', content: 'Hola' })
    expect(ack).toEqual({ ok: true, message: sent })
    await waitFor(carlos, 'new-message')
    await settle()
    expect(carlos.received).toEqual([{ event: 'new-message', payload: { message: sent } }])
    expect(eve.received).toEqual([])
  })

  it('refuses join-match past a burst per socket, in Spanish, without asking the service', async () => {
    const ana = await user('ana')
    let asked = 0
    const isMember = chat.isMember.bind(chat)
    chat.isMember = (userId, matchId) => {
      asked += 1
      return isMember(userId, matchId)
    }
    // Sent at once: the bucket refills one join per half second, far slower than these arrive.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => ana.ask('join-match', { matchId: 'm1' })),
    )
    const refused = answers.filter((answer) => (answer as { ok: boolean }).ok === false)
    expect(answers.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => ({ ok: true })))
    expect(refused.length).toBeGreaterThan(0)
    expect(refused[0]).toEqual({
      ok: false,
      error: 'too-many-requests',
      message:
        'Demasiadas conversaciones abiertas seguidas. Espera un momento e inténtalo de nuevo.',
    })
    expect(asked).toBe(40 - refused.length)
    // Another socket has its own budget.
    expect(await (await user('carlos')).ask('join-match', { matchId: 'm1' })).toEqual({ ok: true })
  })

  it('answers the service’s refusal in the ack and stores nothing', async () => {
    const [ana, eve] = await Promise.all([user('ana'), user('eve')])
    expect(await ana.ask('send-message', { matchId: 'm1', content: '   ' })).toEqual({
      ok: false,
      error: 'invalid-body',
      message: 'El mensaje no puede estar vacío',
    })
    expect(await eve.ask('send-message', { matchId: 'm1', content: 'hola' })).toMatchObject({
      ok: false,
      error: 'not-found',
    })
    expect(chat.stored).toEqual([])
  })

  it('stops delivering after leave-match', async () => {
    const [ana, carlos] = await Promise.all([user('ana'), user('carlos')])
    await carlos.ask('join-match', { matchId: 'm1' })
    expect(await carlos.ask('leave-match', { matchId: 'm1' })).toEqual({ ok: true })
    expect(await ana.ask('send-message', { matchId: 'm1', content: 'hola' })).toMatchObject({
      ok: true,
    })
    await settle()
    expect(carlos.received).toEqual([])
  })

  it('answers internal, without crashing, when the service fails', async () => {
    const ana = await user('ana')
    chat.failing = true
    expect(await ana.ask('join-match', { matchId: 'm1' })).toMatchObject({
      ok: false,
      error: 'internal',
    })
    chat.failing = false
    expect(await ana.ask('join-match', { matchId: 'm1' })).toEqual({ ok: true })
  })
})

describe('typing', () => {
  it('reaches the other member only, and only from a socket that joined', async () => {
    const [ana, anaTab, carlos, eve] = await Promise.all([
      user('ana'),
      user('ana'),
      user('carlos'),
      user('eve'),
    ])
    expect(await ana.ask('typing-start', { matchId: 'm1' })).toMatchObject({
      ok: false,
      error: 'not-found',
    })
    for (const member of [ana, anaTab, carlos]) await member.ask('join-match', { matchId: 'm1' })
    await eve.ask('join-match', { matchId: 'm1' })
    expect(await eve.ask('typing-start', { matchId: 'm1' })).toMatchObject({ ok: false })

    expect(await ana.ask('typing-start', { matchId: 'm1' })).toEqual({ ok: true })
    ana.socket.emit('typing-stop', { matchId: 'm1' })
    await waitFor(carlos, 'user-stop-typing')
    await settle()
    expect(carlos.received).toEqual([
      {
        event: 'user-typing',
        payload: { matchId: 'm1', userId: 'ana', userName: 'Nombre de ana' },
      },
      { event: 'user-stop-typing', payload: { matchId: 'm1', userId: 'ana' } },
    ])
    expect([ana.received, anaTab.received, eve.received]).toEqual([[], [], []])
  })

  it.each([
    [
      'leaves the match',
      (typist: RecordingSocket) => void typist.ask('leave-match', { matchId: 'm1' }),
    ],
    ['disconnects', (typist: RecordingSocket) => void typist.socket.disconnect()],
  ])('ends the typing notice when the typist %s', async (_label, goAway) => {
    const [ana, carlos] = await Promise.all([user('ana'), user('carlos')])
    for (const member of [ana, carlos]) await member.ask('join-match', { matchId: 'm1' })
    await ana.ask('typing-start', { matchId: 'm1' })
    await waitFor(carlos, 'user-typing')
    goAway(ana)
    await waitFor(carlos, 'user-stop-typing')
    await settle()
    expect(names(carlos)).toEqual(['user-typing', 'user-stop-typing'])
  })

  it('sends no stop notice at disconnect when the typist had stopped', async () => {
    const [ana, carlos] = await Promise.all([user('ana'), user('carlos')])
    for (const member of [ana, carlos]) await member.ask('join-match', { matchId: 'm1' })
    await ana.ask('typing-start', { matchId: 'm1' })
    await ana.ask('typing-stop', { matchId: 'm1' })
    ana.socket.disconnect()
    await waitFor(carlos, 'user-stop-typing')
    await settle()
    expect(names(carlos)).toEqual(['user-typing', 'user-stop-typing'])
  })
})

describe('hostile payloads', () => {
  const malformed: [string, unknown][] = [
    ['join-match', null],
    ['join-match', 'm1'],
    ['join-match', ['m1']],
    ['join-match', { matchId: 1 }],
    ['join-match', { matchId: '' }],
    ['join-match', { matchId: '   ' }],
    ['join-match', { matchId: { $ne: null } }],
    ['join-match', { matchId: 'm'.repeat(101) }],
    ['leave-match', { matchId: ['m1'] }],
    ['typing-start', {}],
    ['typing-stop', 7],
    ['send-message', { matchId: 'm1' }],
    ['send-message', { matchId: 'm1', content: 42 }],
    ['send-message', { matchId: 'm1', content: { text: 'hola' } }],
    ['send-message', { matchId: 'm1', content: 'hola', id: 5 }],
    ['send-message', { matchId: 'm1', content: 'hola', id: 'i'.repeat(101) }],
    ['send-message', { matchId: 5, content: 'hola' }],
  ]

  it.each(malformed)('refuses %s %j with invalid-body and no effect', async (event, payload) => {
    const [ana, carlos] = await Promise.all([user('ana'), user('carlos')])
    await carlos.ask('join-match', { matchId: 'm1' })
    expect(await ana.ask(event, payload)).toEqual({
      ok: false,
      error: 'invalid-body',
      message: 'Los datos enviados no son válidos.',
    })
    // Refused means not joined either: the server-side socket holds no match room.
    const [serverSide] = await io.in(userRoom('ana')).fetchSockets()
    expect([...(serverSide?.rooms ?? [])].filter((room) => room.startsWith('match:'))).toEqual([])
    await settle()
    expect(chat.stored).toEqual([])
    expect(carlos.received).toEqual([])
  })

  it('survives events without payload or ack, then still answers', async () => {
    const ana = await user('ana')
    ana.socket.emit('join-match')
    ana.socket.emit('send-message', null)
    ana.socket.emit('typing-start', 'x', 'y', 'z')
    expect(await ana.ask('join-match')).toMatchObject({ error: 'invalid-body' })
    expect(await ana.ask('join-match', { matchId: 'm1' })).toEqual({ ok: true })
    expect(ana.socket.connected).toBe(true)
  })

  it('drops a 100 KB message at the frame limit: nothing stored, the server stays up', async () => {
    const [ana, carlos] = await Promise.all([user('ana'), user('carlos')])
    await carlos.ask('join-match', { matchId: 'm1' })
    const closed = new Promise<string>((resolve) => ana.socket.once('disconnect', resolve))
    ana.socket.emit('send-message', { matchId: 'm1', content: 'a'.repeat(100 * 1024) })
    expect(await closed).toBe('transport close')
    await settle()
    expect(chat.stored).toEqual([])
    expect(carlos.received).toEqual([])

    const again = await user('ana')
    expect(await again.ask('send-message', { matchId: 'm1', content: 'otra vez' })).toMatchObject({
      ok: true,
    })
    await waitFor(carlos, 'new-message')
  })
})

describe('server-side emitters', () => {
  it('sends match-update to the room and to the named users, then closes the room', async () => {
    const [ana, carlos, carlosPhone] = await Promise.all([
      user('ana'),
      user('carlos'),
      user('carlos'),
    ])
    await ana.ask('join-match', { matchId: 'm1' })
    events.emitMatchUpdate({ matchId: 'm1', reason: 'blocked' }, ['carlos', 'carlos'])
    for (const recorder of [ana, carlos, carlosPhone]) await waitFor(recorder, 'match-update')
    await settle()
    for (const recorder of [ana, carlos, carlosPhone]) {
      expect(recorder.received).toEqual([
        { event: 'match-update', payload: { matchId: 'm1', reason: 'blocked' } },
      ])
    }

    events.closeMatchRoom('m1')
    await settle()
    events.emitNewMessage(
      storedMessage({ id: 'late', matchId: 'm1', senderId: 'carlos', content: 'Tarde' }),
    )
    expect(await ana.ask('typing-start', { matchId: 'm1' })).toMatchObject({ ok: false })
    await settle()
    expect(names(ana)).toEqual(['match-update'])
  })
})
