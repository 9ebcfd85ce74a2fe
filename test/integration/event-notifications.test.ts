import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import type { PullResponse, Tombstoned } from '@contract/sync.contract'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { call, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import {
  pushedTo,
  pushQueueDrained,
  startFakePushService,
  subscribeDevice,
  type FakePushService,
} from '../support/fake-push-service.js'
import { useServer } from '../support/server-fixture.js'
import { chatCall, matchedPair, sendMessage } from './chat-fixtures.js'
import { like, ownerWithPets, pet, superLike } from './matches-fixtures.js'

/**
 * The notifications the server writes for matching and chat events (issue 17): a match tells
 * both owners, a super like tells the one who got it, a chat's messages make one notification
 * until the chat is read, a muted chat makes none and pushes nothing. Read through the HTTP
 * feed every device pulls, and through a push service on localhost.
 */
type FeedDoc = Tombstoned<NotificationFeedDoc>

describe.each(databaseTargets)('event notifications on $kind', (target) => {
  const fixture = useServer(target)
  let pushService: FakePushService
  let database: DatabaseHandle

  beforeAll(async () => {
    pushService = await startFakePushService()
    database = openDatabase({
      databaseUrl: fixture.databaseUrl,
      sqlitePath: join(fixture.server.dataDir, 'huellitas.sqlite'),
    })
  })
  afterAll(async () => {
    await pushService.close()
    await database.close()
  })

  const live = async (user: RegisteredUser): Promise<FeedDoc[]> => {
    const answer = await call<PullResponse<FeedDoc>>(
      fixture.baseUrl,
      'GET',
      '/api/sync/notifications/pull?seq=0&limit=1000',
      { token: user.token },
    )
    expect(answer.status).toBe(200)
    return answer.body.documents.filter((doc) => !doc._deleted)
  }
  const subscribe = (user: RegisteredUser) => subscribeDevice(pushService, fixture.baseUrl, user)
  const queueDrained = () => pushQueueDrained(database.db)

  it('a match tells both owners once, each naming their own pet first, and pushes to each', async () => {
    const [ana, bruno] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
    ])
    const [anaDevice, brunoDevice] = await Promise.all([subscribe(ana), subscribe(bruno)])
    await like(fixture, ana, pet(ana), pet(bruno))
    expect(await live(bruno)).toHaveLength(0)
    const matched = await like(fixture, bruno, pet(bruno), pet(ana))
    const matchId = matched.body.match?.id
    expect(matchId).toBeTruthy()
    // A repeated like changes nothing.
    await like(fixture, bruno, pet(bruno), pet(ana))

    const [anaDocs, brunoDocs] = await Promise.all([live(ana), live(bruno)])
    expect(anaDocs).toHaveLength(1)
    expect(brunoDocs).toHaveLength(1)
    expect(anaDocs[0]).toMatchObject({
      type: 'match',
      title: '¡Nuevo Match!',
      message: 'Ana mascota 1 y Bruno mascota 1 hicieron match',
      read: false,
      data: { matchId, petName: 'Bruno mascota 1' },
    })
    expect(brunoDocs[0]?.message).toBe('Bruno mascota 1 y Ana mascota 1 hicieron match')

    await queueDrained()
    for (const device of [anaDevice, brunoDevice]) {
      const pushed = await pushedTo(pushService, device)
      expect(pushed).toHaveLength(1)
      expect(pushed[0]).toMatchObject({ type: 'match', url: `/matches/${matchId}` })
    }
  })

  it('a super like that makes no match tells its target, leading to the giving pet', async () => {
    const [ana, bruno] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
    ])
    const answer = await superLike(fixture, ana.token, {
      targetPetId: pet(bruno).id,
      userPetId: pet(ana).id,
    })
    expect(answer.status).toBe(200)
    expect(await live(ana)).toHaveLength(0)
    const [doc] = await live(bruno)
    expect(doc).toMatchObject({
      type: 'super-like',
      title: '¡Recibiste un Super Like!',
      message: 'Ana mascota 1 le dio Super Like a Bruno mascota 1',
      data: { petId: pet(ana).id },
    })
    // A plain like that makes no match tells no one.
    const carla = await ownerWithPets(fixture, 1, 'Carla')
    await like(fixture, carla, pet(carla), pet(bruno))
    expect(await live(bruno)).toHaveLength(1)
  })

  it("a chat's messages make one notification until the chat is read", async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const before = (await live(bruno)).length
    const messagesOf = async (user: RegisteredUser) =>
      (await live(user)).filter((doc) => doc.type === 'message')

    expect(
      (await sendMessage(fixture, ana.token, matchId, { content: 'Hola  Bruno' })).status,
    ).toBe(201)
    expect((await sendMessage(fixture, ana.token, matchId, { content: '¿Paseamos?' })).status).toBe(
      201,
    )
    let docs = await messagesOf(bruno)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      title: 'Nuevo mensaje de Ana',
      message: 'Hola Bruno',
      read: false,
      data: { chatId: matchId },
    })
    // The sender gets nothing for their own messages.
    expect(await messagesOf(ana)).toHaveLength(0)

    // Reading the chat reads its notification on every device of the user.
    expect(
      (await chatCall(fixture, bruno.token, 'PUT', `/api/matches/${matchId}/read`)).status,
    ).toBe(200)
    docs = await messagesOf(bruno)
    expect(docs.map((doc) => doc.read)).toEqual([true])

    await sendMessage(fixture, ana.token, matchId, { content: 'Otra vez' })
    docs = await messagesOf(bruno)
    expect(docs).toHaveLength(2)
    expect(docs.filter((doc) => !doc.read).map((doc) => doc.message)).toEqual(['Otra vez'])
    expect((await live(bruno)).length).toBe(before + 2)
  })

  it.each([
    ['unmatched', 'DELETE', ''],
    ['blocked', 'POST', '/block'],
  ])(
    'a match %s takes its match and message notifications off both lists',
    async (_label, method, suffix) => {
      const { ana, bruno, matchId } = await matchedPair(fixture)
      expect((await sendMessage(fixture, ana.token, matchId, { content: 'Hola' })).status).toBe(201)
      const ofMatch = async (user: RegisteredUser) =>
        (await live(user)).filter(
          (doc) => doc.data.matchId === matchId || doc.data.chatId === matchId,
        )
      expect((await ofMatch(bruno)).map((doc) => doc.type).sort()).toEqual(['match', 'message'])
      expect((await ofMatch(ana)).map((doc) => doc.type)).toEqual(['match'])
      const other = await matchedPair(fixture)
      await sendMessage(fixture, other.ana.token, other.matchId, { content: 'Sigo aquí' })

      const ended = await chatCall(fixture, bruno.token, method, `/api/matches/${matchId}${suffix}`)
      expect(ended.status).toBe(200)
      expect(await ofMatch(bruno)).toEqual([])
      expect(await ofMatch(ana)).toEqual([])
      // Another match's notifications stay.
      expect((await live(other.bruno)).map((doc) => doc.type).sort()).toEqual(['match', 'message'])
    },
  )

  it('a muted chat writes no notification and pushes nothing; unmuted it does again', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const device = await subscribe(bruno)
    const mute = (muted: boolean) =>
      chatCall(fixture, bruno.token, 'POST', `/api/matches/${matchId}/mute`, { muted })
    expect((await mute(true)).status).toBe(200)
    await sendMessage(fixture, ana.token, matchId, { content: 'Silencio' })
    expect((await live(bruno)).filter((doc) => doc.type === 'message')).toHaveLength(0)
    await queueDrained()
    expect(await pushedTo(pushService, device)).toHaveLength(0)

    expect((await mute(false)).status).toBe(200)
    await sendMessage(fixture, ana.token, matchId, { content: 'Ya no' })
    expect((await live(bruno)).filter((doc) => doc.type === 'message')).toHaveLength(1)
    await queueDrained()
    const pushed = await pushedTo(pushService, device)
    expect(pushed).toHaveLength(1)
    expect(pushed[0]).toMatchObject({
      type: 'message',
      url: `/chat/${matchId}`,
      tag: `chat:${matchId}`,
    })
  })

  it('a chat muted after its message was stored pushes nothing more (checked again at sending)', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const device = await subscribe(bruno)
    // The push service keeps the first push unanswered: the worker is busy with it while the
    // next one waits in the queue.
    pushService.hold()
    try {
      await sendMessage(fixture, ana.token, matchId, { content: 'Primero' })
      await expect.poll(() => pushService.held, { timeout: 10_000 }).toBe(1)
      // Read, so the next message makes a notification of its own, then muted before its push.
      await chatCall(fixture, bruno.token, 'PUT', `/api/matches/${matchId}/read`)
      await sendMessage(fixture, ana.token, matchId, { content: 'Segundo' })
      const unread = (await live(bruno)).filter((doc) => doc.type === 'message' && !doc.read)
      expect(unread.map((doc) => doc.message)).toEqual(['Segundo'])
      const muted = await chatCall(fixture, bruno.token, 'POST', `/api/matches/${matchId}/mute`, {
        muted: true,
      })
      expect(muted.status).toBe(200)
    } finally {
      pushService.release()
    }
    await queueDrained()
    expect((await pushedTo(pushService, device)).map((payload) => payload.body)).toEqual([
      'Primero',
    ])
  })
})
