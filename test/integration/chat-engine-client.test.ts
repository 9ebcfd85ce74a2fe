import { BehaviorSubject, filter, firstValueFrom } from 'rxjs'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { observeChatView } from '../../src/features/chat/engine/chat-view'
import {
  isMessageRecorded,
  sendChatMessage,
  setChatMuted,
  reportChat,
  deleteChat,
} from '../../src/features/chat/engine/chat.actions'
import { MESSAGES } from '../../src/features/chat/engine/chat.repo'
import { newMessageId } from '../../src/features/chat/engine/message-ids'
import { observeChatSocket } from '../../src/features/chat/engine/chat-socket'
import { ChatRoom } from '../../src/features/chat/engine/chat-room'
import type { ChatView } from '../../src/features/chat/engine/chat-view'
import { createNotificationStore } from '../../src/features/notifications/notification-store'
import { currentSyncEngine, sendPendingWrites, stopSync } from '../../src/sync'
import type { QueuedWrite } from '../../sw/write-queue/queued-write'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { recordingSocket } from '../support/sockets.js'
import { chatCall, matchedPair, sendMessage, type MatchedPair } from './chat-fixtures.js'
import { memoryStorage } from './matching-client-support.js'
import { openWorkerSender, realFetch, useAppSession } from '../support/replication-app.js'
import { eventually } from '../support/replication-client.js'

/**
 * The chat engine against a real server: the app's own sync session (RxDB on fake-indexeddb,
 * the real socket), sends through the device's write queue — kept while offline, then sent in
 * typing order by the page's and the service worker's senders together without a message going
 * out twice, and sent again with the same key and client id after a crash (the server writes
 * each message once) — a queue left by a closed app sent when it opens again, the live
 * message list, and the server's message notifications on the device.
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

describe('chat engine (client)', () => {
  const fixture = useServer(target)
  const app = useAppSession(fixture)
  beforeAll(() => {
    Object.assign(globalThis, { localStorage: memoryStorage() })
  })
  beforeEach(() => globalThis.localStorage.clear())

  const stops: (() => void)[] = []
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
  })

  async function chatOf(pair: MatchedPair) {
    const database = await app.signIn(pair.ana)
    const windowSize = new BehaviorSubject(50)
    let latest: ChatView = { messages: [], hasOlder: false }
    const view$ = observeChatView({
      database,
      matchId: pair.matchId,
      windowSize,
      userId: pair.ana.user.id,
    })
    const subscription = view$.subscribe((value) => (latest = value))
    stops.push(() => subscription.unsubscribe())
    await eventually('the socket is connected', () => !!currentSyncEngine()?.socket.isConnected)
    return {
      database,
      windowSize,
      shown: () => latest,
      shownWhen: (check: (view: ChatView) => boolean) => firstValueFrom(view$.pipe(filter(check))),
    }
  }

  const texts = (view: ChatView) => view.messages.map((message) => message.content)
  const serverMessages = async (pair: MatchedPair) => {
    const page = await chatCall<{ messages: { id: string; content: string }[] }>(
      fixture,
      pair.bruno.token,
      'GET',
      `/api/matches/${pair.matchId}/messages?limit=200`,
    )
    return page.body.messages
  }

  it('ignores blank text and refuses text that is too long, sending nothing', async () => {
    const pair = await matchedPair(fixture)
    await chatOf(pair)
    expect(await sendChatMessage(pair.matchId, '  \n\t ')).toBeNull()
    expect(await sendChatMessage(pair.matchId, 'x'.repeat(2001))).toMatchObject({
      ok: false,
      message: 'El mensaje es demasiado largo (máximo 2000 caracteres)',
    })
    expect(await app.writes()).toEqual([])
    expect(app.writeAnswers).toEqual([])
  })

  it('says whether the device holds a message: queued, then replicated once the queue lets go', async () => {
    // What the composer asks after a reload that fell mid-send (features/chat/use-draft.ts).
    const pair = await matchedPair(fixture)
    await chatOf(pair)
    app.network = 'offline'
    const id = newMessageId()
    expect(await isMessageRecorded(id)).toBe(false)
    expect(await sendChatMessage(pair.matchId, 'Guardado antes de recargar', id)).toEqual({
      ok: true,
    })
    expect(await isMessageRecorded(id)).toBe(true)

    app.network = 'online'
    void sendPendingWrites({ ignoreBackoff: true })
    await eventually('the queue empties', async () => (await app.writes()).length === 0)
    expect((await serverMessages(pair)).map((message) => message.id)).toEqual([id])
    expect(await isMessageRecorded(id)).toBe(true)
    expect(await isMessageRecorded(newMessageId())).toBe(false)
  })

  it('offline: pending in typing order, then delivered exactly once, in order', async () => {
    const pair = await matchedPair(fixture)
    const chat = await chatOf(pair)
    await sendMessage(fixture, pair.bruno.token, pair.matchId, { content: 'Hola Ana' })
    await chat.shownWhen((view) => view.messages.length === 1)

    app.network = 'offline'
    for (const text of ['uno', '  dos  ', 'tres']) {
      expect(await sendChatMessage(pair.matchId, text)).toEqual({ ok: true })
    }
    const pending = await chat.shownWhen((view) => view.messages.length === 4)
    expect(pending.messages.map((m) => `${m.content}:${m.syncState}:${m.isMine}`)).toEqual([
      'Hola Ana:synced:false',
      'uno:pending:true',
      'dos:pending:true',
      'tres:pending:true',
    ])
    // Each stored POST carries the message's client id and its entry's key, in typing order.
    const entries = await app.writes()
    expect(entries.map((entry) => entry.state)).toEqual(['pending', 'pending', 'pending'])
    expect(entries.map((entry) => entry.docId)).toEqual(
      pending.messages.slice(1).map((message) => message.id),
    )
    for (const id of entries.map((entry) => entry.docId)) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/)
    expect(entries.map(bodyOf)).toEqual([
      { id: entries[0]?.docId, content: 'uno' },
      { id: entries[1]?.docId, content: 'dos' },
      { id: entries[2]?.docId, content: 'tres' },
    ])
    expect(entries.map((entry) => entry.headers['idempotency-key'])).toEqual(
      entries.map((entry) => entry.key),
    )
    expect(entries.every((entry) => entry.url.endsWith(`/matches/${pair.matchId}/messages`))).toBe(
      true,
    )
    expect(await serverMessages(pair)).toHaveLength(1)

    // Back online: the page and the service worker (Background Sync) send the queue at once.
    // One sender at a time, in order: every message reaches the server once.
    app.network = 'online'
    const workerKeys: (string | null)[] = []
    const worker = openWorkerSender(app.factory, async (request) => {
      workerKeys.push(request.headers.get('Idempotency-Key'))
      return realFetch(request)
    })
    try {
      await Promise.all([
        sendPendingWrites({ ignoreBackoff: true }),
        worker.sender.drain({ ignoreBackoff: true }),
      ])
    } finally {
      worker.close()
    }
    const sent = [...app.sentKeys, ...workerKeys]
    expect([...sent].sort()).toEqual(entries.map((entry) => entry.key).sort())
    expect((await serverMessages(pair)).map((message) => message.content)).toEqual([
      'Hola Ana',
      'uno',
      'dos',
      'tres',
    ])

    // A crash between sending and recording the answer sends the same requests once more:
    // the same keys and client ids, so nothing is written twice.
    for (const entry of entries) {
      const answer = await realFetch(entry.url, {
        method: entry.method,
        headers: entry.headers,
        ...(entry.body ? { body: entry.body } : {}),
      })
      expect(answer.status).toBeLessThan(300)
    }
    expect((await serverMessages(pair)).map((message) => message.content)).toEqual([
      'Hola Ana',
      'uno',
      'dos',
      'tres',
    ])
    const delivered = await chat.shownWhen(
      (view) =>
        view.messages.every((message) => message.syncState === 'synced') &&
        view.messages.length === 4,
    )
    expect(texts(delivered)).toEqual(['Hola Ana', 'uno', 'dos', 'tres'])
    expect(delivered.messages.map((message) => message.id).slice(1)).toEqual(
      entries.map((entry) => entry.docId),
    )
    await eventually('the queue empties', async () => (await app.writes()).length === 0)
  })

  it('messages left in the queue by an app closed offline are sent, once, in order, when it opens again', async () => {
    const pair = await matchedPair(fixture)
    await chatOf(pair)
    app.network = 'offline'
    for (const text of ['antes de cerrar', 'y otro más']) {
      expect(await sendChatMessage(pair.matchId, text)).toEqual({ ok: true })
    }
    const left = await app.writes()
    expect(left.map((entry) => [entry.target, entry.state])).toEqual([
      [MESSAGES, 'pending'],
      [MESSAGES, 'pending'],
    ])
    // The app closes (no sign-out: the queue and the database stay on the device).
    await stopSync({ removeData: false })
    expect((await app.writes()).map((entry) => entry.key)).toEqual(left.map((entry) => entry.key))
    expect(await serverMessages(pair)).toEqual([])

    // Opened again with the network back: the queue it finds is sent by itself.
    app.network = 'online'
    const reopened = await chatOf(pair)
    await eventually('both reach the server', async () => (await serverMessages(pair)).length === 2)
    expect((await serverMessages(pair)).map(({ id, content }) => ({ id, content }))).toEqual([
      { id: left[0]?.docId, content: 'antes de cerrar' },
      { id: left[1]?.docId, content: 'y otro más' },
    ])
    const posts = app.writeAnswers.filter((answer) => answer.url.endsWith('/messages'))
    expect(posts.map((answer) => answer.status)).toEqual([201, 201])
    expect(app.sentKeys).toEqual(left.map((entry) => entry.key))
    const delivered = await reopened.shownWhen(
      (view) => view.messages.length === 2 && view.messages.every((m) => m.syncState === 'synced'),
    )
    expect(texts(delivered)).toEqual(['antes de cerrar', 'y otro más'])
    await eventually('the queue empties', async () => (await app.writes()).length === 0)
  })

  it("shows the other member's messages live and widens the window over older ones", async () => {
    const pair = await matchedPair(fixture)
    for (const content of ['m1', 'm2', 'm3']) {
      await sendMessage(fixture, pair.bruno.token, pair.matchId, { content })
    }
    const chat = await chatOf(pair)
    chat.windowSize.next(2)
    const newest = await chat.shownWhen((view) => texts(view).join() === 'm2,m3')
    expect(newest.hasOlder).toBe(true)
    chat.windowSize.next(4)
    const all = await chat.shownWhen((view) => view.messages.length === 3)
    expect(texts(all)).toEqual(['m1', 'm2', 'm3'])
    expect(all.hasOlder).toBe(false)
    expect(all.messages.every((message) => !message.isMine)).toBe(true)

    await sendMessage(fixture, pair.bruno.token, pair.matchId, { content: 'm4' })
    const live = await chat.shownWhen((view) => view.messages.length === 4)
    expect(texts(live)).toEqual(['m1', 'm2', 'm3', 'm4'])
  })

  it('sends mute and report; refuses a blank report without calling the server', async () => {
    const pair = await matchedPair(fixture)
    await chatOf(pair)
    expect(await reportChat(pair.matchId, '   ')).toMatchObject({
      ok: false,
      message: 'Indica el motivo del reporte.',
    })
    expect(await setChatMuted(pair.matchId, true)).toEqual({ ok: true })
    expect(await reportChat(pair.matchId, ' Spam ')).toEqual({ ok: true })
    expect(await setChatMuted('not-a-match', true)).toMatchObject({
      ok: false,
      message: 'Match no encontrado',
    })
  })

  it('room: typing both ways over the real socket; an unmatch ends the chat on both sides', async () => {
    const pair = await matchedPair(fixture)
    await chatOf(pair)
    const room = new ChatRoom(pair.matchId, observeChatSocket())
    stops.push(() => room.close())
    const bruno = await recordingSocket(fixture.baseUrl, pair.bruno.token)
    stops.push(() => bruno.socket.disconnect())
    expect(await bruno.ask('join-match', { matchId: pair.matchId })).toMatchObject({ ok: true })
    await eventually('Ana joined', () => room.current.isConnected)

    // Ana's room joined by itself: her typing reaches Bruno, once per change.
    await eventually('Ana typing reaches Bruno', () => {
      room.setTyping(false)
      room.setTyping(true)
      return bruno.payloads('user-typing').length > 0
    })
    expect(bruno.payloads('user-typing')[0]).toMatchObject({
      matchId: pair.matchId,
      userId: pair.ana.user.id,
    })
    bruno.socket.emit('typing-start', { matchId: pair.matchId })
    await eventually('Bruno typing shows', () => room.current.typing !== null)
    expect(room.current.typing).toMatchObject({ userId: pair.bruno.user.id, userName: 'Bruno' })
    bruno.socket.emit('typing-stop', { matchId: pair.matchId })
    await eventually('Bruno typing clears', () => room.current.typing === null)

    // The connection drops and returns: the room joins again by itself (the server forgot it),
    // which is what lets her typing through again.
    const engine = currentSyncEngine()
    if (!engine) throw new Error('no engine')
    room.setTyping(false)
    const heard = bruno.payloads('user-typing').length
    engine.socket.disconnect()
    await eventually('Ana is offline', () => !room.current.isConnected)
    engine.socket.connect()
    await eventually('Ana typing reaches Bruno after the reconnect', () => {
      room.setTyping(false)
      room.setTyping(true)
      return bruno.payloads('user-typing').length > heard
    })

    // Ana deletes the match from the chat: gone locally at once, and Bruno's chat ends.
    expect(await deleteChat(pair.matchId)).toEqual({ ok: true })
    await eventually('Bruno hears the end', () =>
      bruno
        .payloads('match-update')
        .some((update) => (update as { matchId: string }).matchId === pair.matchId),
    )
    expect(bruno.payloads('match-update')).toContainEqual({
      matchId: pair.matchId,
      reason: 'unmatched',
    })
    await eventually('Ana hears it too', () => room.current.ended === 'unmatched')
  })

  it("the server's message notification reaches the device once; reading the chat reads it", async () => {
    const pair = await matchedPair(fixture)
    const database = await app.signIn(pair.ana)
    const store = createNotificationStore(database)
    stops.push(() => store.stop())
    const messageItems = () => store.getState().items.filter((item) => item.type === 'message')
    await sendMessage(fixture, pair.bruno.token, pair.matchId, { content: '¿Paseamos?' })
    await sendMessage(fixture, pair.bruno.token, pair.matchId, { content: 'el sábado' })
    await eventually('one notification', () => messageItems().length === 1)
    expect(messageItems()[0]).toMatchObject({
      type: 'message',
      title: 'Nuevo mensaje de Bruno',
      message: '¿Paseamos?',
      chatId: pair.matchId,
      read: false,
    })
    expect(
      (await chatCall(fixture, pair.ana.token, 'PUT', `/api/matches/${pair.matchId}/read`)).status,
    ).toBe(200)
    await eventually('read on the device', () => messageItems()[0]?.read === true)
    expect(store.getState().unreadCount).toBe(
      store.getState().items.filter((item) => !item.read).length,
    )
  })
})

/** The JSON a stored request carries. */
function bodyOf(entry: QueuedWrite): unknown {
  return entry.body ? JSON.parse(new TextDecoder().decode(entry.body)) : null
}
