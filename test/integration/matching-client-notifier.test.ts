import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PetDoc } from '@contract/pets.contract'
import type { HuellitasDatabase } from '../../src/db'
import { sendSwipe } from '../../src/features/matching'
import { startMatchNotifier, notifierStateKey } from '../../src/features/matching/match-notifier'
import { sendPendingWrites } from '../../src/sync'
import { firstSynced } from '../../src/sync/first-synced'
import { findMatchDocs } from '../../src/features/matching/matching.repo'
import { createNotificationStore } from '../../src/features/notifications/notification-store'
import type { NotificationStore } from '../../src/features/notifications'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { like, ownerWithPets, pet, type Owner } from './matches-fixtures.js'
import { memoryStorage } from './matching-client-support.js'
import { useAppSession } from './replication-app.js'
import { eventually } from './replication-client.js'

/**
 * The match notifier against a real server: matches made elsewhere (the other owner liking
 * back, another device, a like sent later from the write queue) reach the replicated `matches`
 * collection and become exactly one '¡Nuevo Match!' each; old matches and the ones whose modal
 * the user saw do not.
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

const SETTLE_MS = 50

describe('match notifier', () => {
  const fixture = useServer(target)
  const app = useAppSession(fixture)
  const stops: (() => void)[] = []
  let storage: Storage
  beforeAll(() => {
    Object.assign(globalThis, { localStorage: memoryStorage() })
  })
  beforeEach(() => {
    globalThis.localStorage.clear()
    storage = globalThis.localStorage
  })
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
  })

  function start(database: HuellitasDatabase, me: Owner, store: NotificationStore) {
    let isStopped = false
    const notifier = startMatchNotifier({
      database,
      userId: me.user.id,
      firstSynced: firstSynced('matches', () => isStopped),
      store,
      storage,
      settleMs: SETTLE_MS,
    })
    const stop = () => {
      isStopped = true
      notifier.stop()
    }
    stops.push(stop)
    return stop
  }

  /** Another owner and `me` like each other over REST (not through this app's sendSwipe). */
  async function matchElsewhere(me: Owner, name: string): Promise<PetDoc> {
    const other = await ownerWithPets(fixture, 1, name)
    expect((await like(fixture, other, pet(other), pet(me))).status).toBe(200)
    const answer = await like(fixture, me, pet(me), pet(other))
    expect(answer.body.matched).toBe(true)
    return pet(other)
  }

  const matchesHeld = async (database: HuellitasDatabase) => (await findMatchDocs(database)).length
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('announces each new match once; none for old ones, none for a match already seen', async () => {
    const me = await ownerWithPets(fixture, 1, 'Ana')
    // A match from before this device's first run.
    await matchElsewhere(me, 'Viejo')
    const database = await app.signIn(me)
    const store = createNotificationStore(database)
    const stop = start(database, me, store)

    await eventually(
      'the first run set the mark',
      () => !!storage.getItem(notifierStateKey(me.user.id)),
    )
    expect(await matchesHeld(database)).toBe(1)
    await pause(SETTLE_MS * 4)
    expect(store.getState().items).toEqual([])

    // The other owner likes back while the app is open (the socket brings it).
    const nuevo = await matchElsewhere(me, 'Nuevo')
    await eventually('one notification', () => store.getState().items.length === 1)
    expect(store.getState().items[0]).toMatchObject({
      type: 'match',
      title: '¡Nuevo Match!',
      message: `${pet(me).name} y ${nuevo.name} hicieron match`,
      read: false,
    })
    const [announced] = await findMatchDocs(database).then((docs) =>
      docs.filter((doc) => doc.otherPetId === nuevo.id),
    )
    expect(store.getState().items[0]?.matchId).toBe(announced?.matchId)

    // A match found by this app's own like: its modal showed it, so no notification.
    const other = await ownerWithPets(fixture, 1, 'Modal')
    expect((await like(fixture, other, pet(other), pet(me))).status).toBe(200)
    const outcome = await sendSwipe({
      target: {
        petId: pet(other).id,
        name: pet(other).name,
        breed: pet(other).breed,
        age: pet(other).age,
        photo: null,
        ownerName: 'Modal',
      },
      action: 'like',
      userPetId: pet(me).id,
    })
    expect(outcome.kind).toBe('matched')
    await eventually('the seen match replicated', async () => (await matchesHeld(database)) === 3)
    await pause(SETTLE_MS * 6)
    expect(store.getState().items).toHaveLength(1)

    // The app closes and opens again while another match is made: the pull brings it, once.
    stop()
    const later = await matchElsewhere(me, 'Mientras')
    start(database, me, store)
    await eventually('the match made while closed is announced', () =>
      store.getState().items.some((item) => item.message.endsWith(`${later.name} hicieron match`)),
    )
    await pause(SETTLE_MS * 6)
    expect(store.getState().items.map((item) => item.message)).toEqual([
      `${pet(me).name} y ${later.name} hicieron match`,
      `${pet(me).name} y ${nuevo.name} hicieron match`,
    ])
  })

  it('a like queued offline and sent later, making a match, is announced once', async () => {
    const me = await ownerWithPets(fixture, 1, 'Ana')
    const database = await app.signIn(me)
    const store = createNotificationStore(database)
    start(database, me, store)
    await eventually(
      'the first run set the mark',
      () => !!storage.getItem(notifierStateKey(me.user.id)),
    )

    const other = await ownerWithPets(fixture, 1, 'Cola')
    expect((await like(fixture, other, pet(other), pet(me))).status).toBe(200)
    app.network = 'offline'
    const outcome = await sendSwipe({
      target: {
        petId: pet(other).id,
        name: pet(other).name,
        breed: pet(other).breed,
        age: pet(other).age,
        photo: null,
        ownerName: 'Cola',
      },
      action: 'like',
      userPetId: pet(me).id,
    })
    expect(outcome).toEqual({ kind: 'pending' })
    // The queue's sender delivers it once the network is back (the page's or the worker's).
    app.network = 'online'
    expect(await sendPendingWrites({ ignoreBackoff: true })).toEqual({
      pending: 0,
      nextAttemptAt: null,
    })

    await eventually('one notification', () => store.getState().items.length === 1)
    await pause(SETTLE_MS * 6)
    expect(store.getState().items).toHaveLength(1)
    expect(store.getState().items[0]?.message).toBe(
      `${pet(me).name} y ${pet(other).name} hicieron match`,
    )
  })
})
