import { describe, expect, it } from 'vitest'
import type { LostPetResponse } from '@contract/lost-pets.contract'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import type { PullResponse } from '@contract/sync.contract'
import { createNotificationStore } from '../../src/features/notifications/notification-store'
import { sendPendingWrites } from '../../src/sync'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { CENTER, north } from './discover-fixtures.js'
import { createPet, petForm, sendForm } from './pets-fixtures.js'
import { useAppSession } from '../support/replication-app.js'
import { eventually } from '../support/replication-client.js'

/**
 * The bell's store in the app's own sync session against a real server: a neighbour's alert
 * reported through the lost-pets route arrives live in the replicated `notifications`
 * collection; reading it offline shows it read at once (a queued PATCH), and once online the
 * server has it read exactly as the device does; read-all and clear follow the same path.
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

describe('notifications on the device', () => {
  const fixture = useServer(target)
  const app = useAppSession(fixture)

  async function placeAt(user: RegisteredUser, km: number) {
    const place = north(km)
    await call(fixture.baseUrl, 'PUT', '/api/users/location', {
      token: user.token,
      json: { latitude: Number(place.latitude), longitude: Number(place.longitude) },
    })
  }

  async function reportLost(owner: RegisteredUser, name: string) {
    const pet = await createPet(fixture.baseUrl, owner.token, { name })
    const answer = await sendForm<LostPetResponse>(
      fixture.baseUrl,
      'POST',
      '/api/lost-pets/report',
      owner.token,
      petForm({
        extra: [
          ['petId', pet.id],
          ['lastSeenLocation', 'Parque Cuscatlán'],
          ['lastSeenDate', new Date().toISOString().slice(0, 10)],
          ['lastSeenTime', '18:30'],
          ['latitude', String(CENTER.latitude)],
          ['longitude', String(CENTER.longitude)],
          ['description', 'Se escapó por la tarde.'],
          ['contactPhone', '7000-0000'],
        ],
      }),
    )
    expect(answer.status, answer.text).toBe(201)
  }

  const serverSide = async (user: RegisteredUser) =>
    (
      await call<PullResponse<NotificationFeedDoc & { _deleted: boolean }>>(
        fixture.baseUrl,
        'GET',
        '/api/sync/notifications/pull?seq=0',
        { token: user.token },
      )
    ).body.documents.filter((doc) => !doc._deleted)

  it('an alert nearby arrives live; reading it offline syncs once back online', async () => {
    const [me, owner] = await Promise.all([
      registerUser(fixture.baseUrl, { name: 'Carlos' }),
      registerUser(fixture.baseUrl, { name: 'Ana' }),
    ])
    await Promise.all([placeAt(me, 2), placeAt(owner, 0.1)])
    const database = await app.signIn(me)
    const store = createNotificationStore(database)
    try {
      await reportLost(owner, 'Luna')
      await eventually('the alert is on the device', () => store.getState().unreadCount === 1)
      const [item] = store.getState().items
      expect(item).toMatchObject({
        type: 'lost-pet',
        title: '¡Mascota perdida cerca de ti!',
        place: 'Parque Cuscatlán',
        latitude: CENTER.latitude,
      })

      app.network = 'offline'
      store.markRead(item?.id ?? '')
      await eventually('shown read while offline', () => store.getState().unreadCount === 0)
      expect((await serverSide(me))[0]?.read).toBe(false)

      app.network = 'online'
      await sendPendingWrites()
      await eventually('read on the server', async () => (await serverSide(me))[0]?.read === true)

      await reportLost(owner, 'Max')
      await reportLost(owner, 'Toby')
      await eventually('two more arrive', () => store.getState().unreadCount === 2)
      store.markAllRead()
      await eventually('all read on the server', async () =>
        (await serverSide(me)).every((doc) => doc.read),
      )
      expect(store.getState().unreadCount).toBe(0)
      store.clear()
      await eventually('cleared here', () => store.getState().items.length === 0)
      await eventually('cleared on the server', async () => (await serverSide(me)).length === 0)
      // The owner is not told of her own alerts.
      expect(await serverSide(owner)).toEqual([])
    } finally {
      store.stop()
    }
  })
})
