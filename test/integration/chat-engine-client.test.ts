import { BehaviorSubject, filter, firstValueFrom } from 'rxjs'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { HuellitasDatabase } from '../../src/db'
import { observeChatView, observeSocketMessages } from '../../src/features/chat/engine/chat-view'
import {
  sendChatMessage,
  setChatMuted,
  reportChat,
  deleteChat,
} from '../../src/features/chat/engine/chat.actions'
import { resendMessage } from '../../src/features/chat/engine/chat.actions'
import { MESSAGES } from '../../src/features/chat/engine/chat.repo'
import { newMessageId } from '../../src/features/chat/engine/message-ids'
import { observeChatSocket } from '../../src/features/chat/engine/chat-socket'
import { ChatRoom } from '../../src/features/chat/engine/chat-room'
import type { ChatView } from '../../src/features/chat/engine/chat-view'
import { startMessageNotifier } from '../../src/features/chat/engine/message-notifier'
import { createNotificationStore } from '../../src/features/notifications/notification-store'
import { currentSyncEngine, registerResender } from '../../src/sync'
import { addOutboxEntry } from '../../src/sync/outbox'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { recordingSocket } from '../support/sockets.js'
import { chatCall, matchedPair, sendMessage, type MatchedPair } from './chat-fixtures.js'
import { memoryStorage } from './matching-client-support.js'
import { useAppSession } from './replication-app.js'
import { eventually } from './replication-client.js'

/**
 * The chat engine against a real server: the app's own sync session (RxDB on fake-indexeddb,
 * the real socket), sends through the outbox, the service worker's queue played by the test
 * (replayed in order, then once more — the worker's "once" is what the idempotency keys and
 * client ids guarantee), the live message list, and the message notifier.
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
    const socket$ = observeChatSocket()
    let latest: ChatView = { messages: [], hasOlder: false }
    const view$ = observeChatView({
      database,
      matchId: pair.matchId,
      windowSize,
      userId: pair.ana.user.id,
      socketMessages: observeSocketMessages(socket$, pair.matchId),
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
    const { database } = await chatOf(pair)
    expect(await sendChatMessage(pair.matchId, '  \n\t ')).toBeNull()
    expect(await sendChatMessage(pair.matchId, 'x'.repeat(2001))).toEqual({
      ok: false,
      message: 'El mensaje es demasiado largo (máximo 2000 caracteres)',
    })
    expect(await database.outbox.count().exec()).toBe(0)
    expect(app.writeAnswers).toEqual([])
  })

  it('offline: pending in typing order, then delivered exactly once, in order', async () => {
    const pair = await matchedPair(fixture)
    const chat = await chatOf(pair)
    await sendMessage(fixture, pair.bruno.token, pair.matchId, { content: 'Hola Ana' })
    await chat.shownWhen((view) => view.messages.length === 1)

    app.network = 'worker-queues'
    for (const text of ['uno', '  dos  ', 'tres']) {
      expect(await sendChatMessage(pair.matchId, text)).toEqual({ ok: true })
    }
    const pending = chat.shown()
    expect(pending.messages.map((m) => `${m.content}:${m.syncState}:${m.isMine}`)).toEqual([
      'Hola Ana:synced:false',
      'uno:pending:true',
      'dos:pending:true',
      'tres:pending:true',
    ])
    // Each queued POST carries the message's client id and its outbox key.
    const entries = await pendingEntries(chat.database)
    expect(entries.map((entry) => entry.docId)).toEqual(
      pending.messages.slice(1).map((message) => message.id),
    )
    for (const id of entries.map((entry) => entry.docId)) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/)
    const bodies = await Promise.all(app.queued.map((request) => request.clone().json()))
    expect(bodies).toEqual([
      { id: entries[0]?.docId, content: 'uno' },
      { id: entries[1]?.docId, content: 'dos' },
      { id: entries[2]?.docId, content: 'tres' },
    ])
    expect(app.queued.map((request) => request.headers.get('Idempotency-Key'))).toEqual(
      entries.map((entry) => entry.id),
    )

    // The worker replays its queue in order when back online — and, say, once more after a
    // crash between sending and forgetting. Nothing is written twice.
    app.network = 'online'
    for (const round of [1, 2]) {
      for (const request of app.queued) {
        const answer = await fetch(request.clone())
        expect(answer.status, `round ${round}`).toBeLessThan(300)
      }
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
    await eventually(
      'the outbox empties',
      async () => (await chat.database.outbox.count().exec()) === 0,
    )
  })

  it('a message whose page closed before the worker got it is sent again, once, in order', async () => {
    const pair = await matchedPair(fixture)
    const chat = await chatOf(pair)
    // What a page that went (reload, closed app) offline leaves behind: two `sending` entries
    // whose POSTs never reached the service worker.
    const orphan = (content: string, createdAt: string) => {
      const id = newMessageId()
      const doc = { id, matchId: pair.matchId, senderId: pair.ana.user.id, content, createdAt }
      return {
        id: crypto.randomUUID(),
        target: MESSAGES,
        docId: id,
        op: 'create' as const,
        doc: { ...doc, updatedAt: createdAt },
        fallbackMessage: 'No se pudo enviar',
        baseUpdatedAt: null,
        pageId: 'a-page-that-closed',
      }
    }
    const first = orphan('antes de cerrar', '2026-01-01T10:00:00.000Z')
    const second = orphan('y otro más', '2026-01-01T10:00:01.000Z')
    for (const entry of [first, second]) await addOutboxEntry(chat.database, entry)
    // With nothing to rebuild them, they can only be shown as failed.
    await eventually('the orphans are marked failed', async () =>
      (await pendingEntries(chat.database)).every((e) => e.state === 'failed'),
    )
    expect(await serverMessages(pair)).toEqual([])

    stops.push(registerResender(MESSAGES, resendMessage))
    await eventually('both reach the server', async () => (await serverMessages(pair)).length === 2)
    expect((await serverMessages(pair)).map(({ id, content }) => ({ id, content }))).toEqual([
      { id: first.docId, content: 'antes de cerrar' },
      { id: second.docId, content: 'y otro más' },
    ])
    const posts = app.writeAnswers.filter((answer) => answer.url.endsWith('/messages'))
    expect(posts.map((answer) => answer.status)).toEqual([201, 201])
    const delivered = await chat.shownWhen(
      (view) => view.messages.length === 2 && view.messages.every((m) => m.syncState === 'synced'),
    )
    expect(texts(delivered)).toEqual(['antes de cerrar', 'y otro más'])
    await eventually(
      'the outbox empties',
      async () => (await chat.database.outbox.count().exec()) === 0,
    )
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
    expect(await reportChat(pair.matchId, '   ')).toEqual({
      ok: false,
      message: 'Indica el motivo del reporte.',
    })
    expect(await setChatMuted(pair.matchId, true)).toEqual({ ok: true })
    expect(await reportChat(pair.matchId, ' Spam ')).toEqual({ ok: true })
    expect(await setChatMuted('not-a-match', true)).toEqual({
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

  describe('message notifier', () => {
    async function notifierFor(pair: MatchedPair, viewing: Set<string> = new Set()) {
      const database = await app.signIn(pair.ana)
      const store = createNotificationStore(pair.ana.user.id, globalThis.localStorage)
      const notifier = startMessageNotifier({
        database,
        userId: pair.ana.user.id,
        firstSynced: replicatedMatches(database, pair.matchId),
        store,
        storage: globalThis.localStorage,
        isViewing: (matchId) => viewing.has(matchId),
      })
      stops.push(() => notifier.stop())
      return { database, store }
    }

    it('announces a new message once; none for what was unread before the first run', async () => {
      const pair = await matchedPair(fixture)
      await sendMessage(fixture, pair.bruno.token, pair.matchId, { content: 'viejo' })
      const { database, store } = await notifierFor(pair)
      await eventually(
        'the first run recorded the counts',
        () => !!globalThis.localStorage.getItem(`huellitas:message-notifier:${pair.ana.user.id}`),
      )
      await sendMessage(fixture, pair.bruno.token, pair.matchId, {
        content: '¿Paseamos el sábado?',
      })
      await eventually('one notification', () => store.getState().items.length === 1)
      expect(store.getState().items[0]).toMatchObject({
        type: 'message',
        title: 'Nuevo mensaje de Bruno',
        message: '¿Paseamos el sábado?',
        chatId: pair.matchId,
        read: false,
      })
      // Ana's own message does not count as unread for her.
      expect(await sendChatMessage(pair.matchId, 'Sí')).toEqual({ ok: true })
      await eventually('her message replicated', async () => {
        const stored = await database.messages.find({ selector: { matchId: pair.matchId } }).exec()
        return stored.length === 3
      })
      expect(store.getState().items).toHaveLength(1)
    })

    it('stays quiet for a muted chat and for the chat on screen', async () => {
      const pair = await matchedPair(fixture)
      const viewing = new Set([pair.matchId])
      const { database, store } = await notifierFor(pair, viewing)
      await eventually(
        'the first run recorded the counts',
        () => !!globalThis.localStorage.getItem(`huellitas:message-notifier:${pair.ana.user.id}`),
      )
      await sendMessage(fixture, pair.bruno.token, pair.matchId, { content: 'en pantalla' })
      await eventually('the unread count replicated', async () => {
        const doc = await database.matches.findOne(`match:${pair.matchId}`).exec()
        return doc?.unreadCount === 1
      })
      viewing.clear()
      expect(await setChatMuted(pair.matchId, true)).toEqual({ ok: true })
      await eventually('muted replicated', async () => {
        const doc = await database.matches.findOne(`match:${pair.matchId}`).exec()
        return doc?.muted === true
      })
      await sendMessage(fixture, pair.bruno.token, pair.matchId, { content: 'silenciado' })
      await eventually('the unread count replicated', async () => {
        const doc = await database.matches.findOne(`match:${pair.matchId}`).exec()
        return doc?.unreadCount === 2
      })
      expect(store.getState().items).toEqual([])
      // Unmuted again, the next message is announced — and only that one.
      expect(await setChatMuted(pair.matchId, false)).toEqual({ ok: true })
      await sendMessage(fixture, pair.bruno.token, pair.matchId, { content: 'tercero' })
      await eventually('one notification', () => store.getState().items.length === 1)
      expect(store.getState().items[0]).toMatchObject({ message: 'tercero' })
    })
  })
})

async function pendingEntries(database: HuellitasDatabase) {
  const entries = await database.outbox.find({ sort: [{ createdAt: 'asc' }, { id: 'asc' }] }).exec()
  return entries.map((entry) => entry.toJSON())
}

/** The first pull of `matches` holds the pair's match (the notifier's first run waits for it). */
async function replicatedMatches(database: HuellitasDatabase, matchId: string): Promise<void> {
  await eventually(
    'the match replicated',
    async () => !!(await database.matches.findOne(`match:${matchId}`).exec()),
  )
}
