import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  notificationMessages,
  type NotificationFeedDoc,
  type NotificationWriteResponse,
} from '@contract/notifications.contract'
import type { ApiErrorBody } from '@contract/errors'
import { SYNC_EVENT, type PullResponse, type SyncEventPayload } from '@contract/sync.contract'
import type { AlertNotice } from '../../server/modules/notifications/notification-events.js'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { recordingSocket, waitUntil } from '../support/sockets.js'
import { CENTER, north } from './discover-fixtures.js'
import { like, ownerWithPets, pet } from './matches-fixtures.js'
import { notifierOn, type NotifierUnderTest } from './notifications-fixtures.js'

type FeedDoc = NotificationFeedDoc & { _deleted: boolean }

/**
 * In-app notifications on the server: who a lost-pet alert and a sighting reach (and who they
 * do not), the per-recipient daily cap, each user's feed holding only their own, and the
 * read / read-all / clear writes with their live events.
 */
describe.each(databaseTargets)('notifications on $kind', (target) => {
  const fixture = useServer(target)
  let notifier: NotifierUnderTest

  beforeAll(() => {
    notifier = notifierOn(fixture)
  })
  afterAll(() => notifier.close())

  const pull = async (user: RegisteredUser, seq = 0) => {
    const answer = await call<PullResponse<FeedDoc>>(
      fixture.baseUrl,
      'GET',
      `/api/sync/notifications/pull?seq=${seq}&limit=1000`,
      { token: user.token },
    )
    expect(answer.status).toBe(200)
    return answer
  }
  const live = async (user: RegisteredUser) =>
    (await pull(user)).body.documents.filter((d) => !d._deleted)
  const at = (user: RegisteredUser, place: { latitude: string; longitude: string }) =>
    call(fixture.baseUrl, 'PUT', '/api/users/location', {
      token: user.token,
      json: { latitude: Number(place.latitude), longitude: Number(place.longitude) },
    }).then((answer) => expect(answer.status).toBe(200))

  const alertBy = (reporter: RegisteredUser, id: string): AlertNotice => ({
    id,
    reporterId: reporter.user.id,
    ownerId: reporter.user.id,
    name: 'Luna',
    photos: ['/uploads/lost-pets/luna.webp'],
    lastSeenLocation: 'Parque Cuscatlán',
    latitude: CENTER.latitude,
    longitude: CENTER.longitude,
  })

  it('a new alert reaches users saved within 5 km and matched owners, never the reporter', async () => {
    const reporter = await ownerWithPets(fixture, 1, 'Reportera')
    const [near, edge, far, nowhere] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Cerca' }),
      registerUser(fixture.baseUrl, { name: 'Borde' }),
      registerUser(fixture.baseUrl, { name: 'Lejos' }),
      registerUser(fixture.baseUrl, { name: 'Sin ubicación' }),
    ])
    const matched = await ownerWithPets(fixture, 1, 'Matcheada')
    await Promise.all([
      at(reporter, north(0.2)),
      at(near, north(2)),
      at(edge, north(4.9)),
      at(far, north(5.3)),
      at(matched, north(60)),
    ])
    await like(fixture, reporter, pet(reporter), pet(matched))
    const answer = await like(fixture, matched, pet(matched), pet(reporter))
    expect(answer.body.isMatch).toBe(true)

    const alert = alertBy(reporter, `alert-${reporter.user.id}`)
    const notified = await notifier.service.notifyCommunityOfAlert(alert)
    expect(new Set(notified)).toEqual(new Set([near.user.id, edge.user.id, matched.user.id]))

    // The reporter and the matched owner also hold their match's notification.
    const alerts = async (user: RegisteredUser) =>
      (await live(user)).filter((doc) => doc.type === 'lost-pet')
    for (const user of [reporter, far, nowhere]) expect(await alerts(user)).toEqual([])
    for (const user of [near, edge, matched]) {
      const docs = await alerts(user)
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({
        type: 'lost-pet',
        read: false,
        title: '¡Mascota perdida cerca de ti!',
        message: 'Luna se perdió cerca de Parque Cuscatlán. ¿Tienes alguna pista?',
        data: {
          lostPetId: alert.id,
          petName: 'Luna',
          petImage: '/uploads/lost-pets/luna.webp',
          place: 'Parque Cuscatlán',
          latitude: CENTER.latitude,
          longitude: CENTER.longitude,
        },
      })
    }
    // Nobody's home is in what a recipient reads: not theirs, not the reporter's.
    const text = (await pull(near)).text
    for (const home of [north(2), north(0.2)]) expect(text).not.toContain(home.latitude.slice(0, 7))

    // A retried hook notifies nobody twice.
    expect(await notifier.service.notifyCommunityOfAlert(alert)).toEqual([])
    expect(await live(near)).toHaveLength(1)
  })

  it('someone else reporting the pet: neither reporter nor owner is told of their own alert', async () => {
    const [owner, reporter] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Dueño' }),
      registerUser(fixture.baseUrl, { name: 'Reporta' }),
    ])
    await Promise.all([at(owner, north(1)), at(reporter, north(1))])
    const alert = { ...alertBy(reporter, `alert-other-${owner.user.id}`), ownerId: owner.user.id }
    const notified = await notifier.service.notifyCommunityOfAlert(alert)
    expect(notified).not.toContain(owner.user.id)
    expect(notified).not.toContain(reporter.user.id)
  })

  it('a sighting reaches the owner at once, with the place on the map', async () => {
    const [owner, finder] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Dueña' }),
      registerUser(fixture.baseUrl, { name: 'Vecino' }),
    ])
    const alert = alertBy(owner, `alert-s-${owner.user.id}`)
    const sighting = {
      id: `sighting-${owner.user.id}`,
      reporterId: finder.user.id,
      location: 'Calle El Mirador',
      latitude: 13.71,
      longitude: -89.21,
    }
    expect(await notifier.service.notifySightingToOwner(sighting, alert)).toEqual([owner.user.id])
    const event = notifier.published.at(-1)
    expect(event?.userIds).toEqual([owner.user.id])
    expect(event?.payload.collection).toBe('notifications')
    const docs = await live(owner)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      type: 'sighting',
      title: 'Nuevo avistamiento de Luna',
      message: 'Alguien vio a Luna en Calle El Mirador.',
      data: { lostPetId: alert.id, sightingId: sighting.id, latitude: 13.71, longitude: -89.21 },
    })
    expect(await live(finder)).toEqual([])
    // The owner's own sighting of their pet notifies nobody.
    const own = { ...sighting, id: `own-${owner.user.id}`, reporterId: owner.user.id }
    expect(await notifier.service.notifySightingToOwner(own, alert)).toEqual([])
  })

  it('a recipient gets at most 20 in 24 hours; others are not held back by it', async () => {
    const [busy, quiet] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Ocupada' }),
      registerUser(fixture.baseUrl, { name: 'Tranquila' }),
    ])
    for (let i = 0; i < 19; i += 1) {
      await notifier.service.notifyUsers([busy.user.id], {
        type: 'lost-pet',
        title: `Aviso ${i}`,
        message: 'Texto',
      })
    }
    const both = await notifier.service.notifyUsers([busy.user.id, quiet.user.id], {
      type: 'lost-pet',
      title: 'Aviso 19',
      message: 'Texto',
    })
    expect(new Set(both)).toEqual(new Set([busy.user.id, quiet.user.id]))
    const over = await notifier.service.notifyUsers([busy.user.id, quiet.user.id], {
      type: 'lost-pet',
      title: 'Aviso 20',
      message: 'Texto',
    })
    expect(over).toEqual([quiet.user.id])
    expect(await live(busy)).toHaveLength(20)
    expect(await live(quiet)).toHaveLength(2)

    // A day later the cap has room again.
    const tomorrow = notifierOn(fixture, {
      now: () => new Date(Date.now() + 24 * 3_600_000 + 1000),
    })
    try {
      const next = await tomorrow.service.notifyUsers([busy.user.id], {
        type: 'lost-pet',
        title: 'Mañana',
        message: 'Texto',
      })
      expect(next).toEqual([busy.user.id])
    } finally {
      await tomorrow.close()
    }
  })

  it('reads, reads all and clears only the caller’s own, idempotently and live', async () => {
    const [me, other] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Yo' }),
      registerUser(fixture.baseUrl, { name: 'Otra' }),
    ])
    for (const title of ['Uno', 'Dos', 'Tres']) {
      await notifier.service.notifyUsers([me.user.id], { type: 'sighting', title, message: 'm' })
    }
    await notifier.service.notifyUsers([other.user.id], {
      type: 'sighting',
      title: 'Ajena',
      message: 'm',
    })
    const [first, second] = await live(me)
    const [foreign] = await live(other)
    if (!first || !second || !foreign) throw new Error('notifications missing')
    const patch = (user: RegisteredUser, path: string, method = 'PATCH') =>
      call<NotificationWriteResponse>(fixture.baseUrl, method, `/api/notifications${path}`, {
        token: user.token,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      })

    const socket = await recordingSocket(fixture.baseUrl, me.token)
    try {
      const refused = await patch(me, `/${foreign.id}/read`)
      expect(refused.status).toBe(404)
      expect((refused.body as unknown as ApiErrorBody).message).toBe(notificationMessages.notFound)
      expect((await live(other))[0]?.read).toBe(false)
      expect((await patch(me, '/no-existe/read')).status).toBe(404)
      expect(
        (await call(fixture.baseUrl, 'PATCH', `/api/notifications/${first.id}/read`)).status,
      ).toBe(401)

      const checkpoint = (await pull(me)).body.checkpoint.seq
      const read = await patch(me, `/${first.id}/read`)
      expect(read.status).toBe(200)
      expect(read.body).toMatchObject({ success: true, changed: 1 })
      expect((await patch(me, `/${first.id}/read`)).body).toMatchObject({ changed: 0 })
      const after = await pull(me, checkpoint)
      expect(after.body.documents.map((d) => [d.id, d.read])).toEqual([[first.id, true]])
      await waitUntil(() => socket.payloads(SYNC_EVENT).length > 0)
      const event = socket.payloads(SYNC_EVENT)[0] as SyncEventPayload<FeedDoc>
      expect(event.collection).toBe('notifications')
      expect(event.documents.map((d) => d.id)).toEqual([first.id])

      expect((await patch(me, '/read-all')).body).toMatchObject({ changed: 2 })
      expect((await live(me)).every((d) => d.read)).toBe(true)
      expect((await live(other))[0]?.read).toBe(false)

      expect((await patch(me, '', 'DELETE')).body).toMatchObject({ changed: 3 })
      const cleared = await pull(me)
      expect(cleared.body.documents).toHaveLength(3)
      expect(cleared.body.documents.every((d) => d._deleted)).toBe(true)
      expect(await live(other)).toHaveLength(1)
    } finally {
      socket.socket.close()
    }
  })
})
