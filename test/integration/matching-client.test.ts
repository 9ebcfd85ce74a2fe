import { firstValueFrom } from 'rxjs'
import { filter } from 'rxjs/operators'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PetDoc } from '@contract/pets.contract'
import { matchMessages, type MatchFeedDoc } from '@contract/matches.messages'
import type { HuellitasDatabase } from '../../src/db'
import { refreshQuota, sendSwipe, type SwipeTargetSummary } from '../../src/features/matching'
import { observeMatchDocs } from '../../src/features/connections/matches.repo'
import { observePendingSwipes } from '../../src/features/matching/matching.repo'
import { quotaState, quotaStore } from '../../src/features/matching/quota-store'
import {
  currentSyncEngine,
  getSyncContext,
  mergePending,
  observePendingWrites,
  sendPendingWrites,
  type WithSyncState,
} from '../../src/sync'
import { countRows } from '../support/db-probe.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { like, ownerWithPets, pet, type Owner } from './matches-fixtures.js'
import { useAppSession } from '../support/replication-app.js'
import { eventually } from '../support/replication-client.js'
import { memoryStorage } from './matching-client-support.js'

/**
 * The matching core's client half end to end: sendSwipe through the app's sync session
 * (write queue, Idempotency-Key, RxDB on fake-indexeddb) against a real server process, with the
 * `matches` collection replicated back over the real pull and socket.
 */
const target = databaseTargets[0]
if (!target) throw new Error('no database target')

const summary = (doc: PetDoc, ownerName = 'Dueño'): SwipeTargetSummary => ({
  petId: doc.id,
  name: doc.name,
  breed: doc.breed,
  age: doc.age,
  photo: doc.photos[0] ?? null,
  ownerName,
})

/** The favorites a screen shows: replicated ones plus the pending swipes of the write queue. */
async function favoritesShown(database: HuellitasDatabase) {
  const docs = (await database.matches.find({ selector: { kind: 'favorite' } }).exec()).map(
    (doc) => doc.toJSON() as MatchFeedDoc,
  )
  const entries = await firstValueFrom(observePendingWrites('matches'))
  return mergePending(docs, entries).filter((doc) => doc.kind === 'favorite')
}

async function favoritesWhen(
  database: HuellitasDatabase,
  check: (docs: WithSyncState<MatchFeedDoc>[]) => boolean,
) {
  let last: WithSyncState<MatchFeedDoc>[] = []
  await eventually('the favorites show the expected state', async () => {
    last = await favoritesShown(database)
    return check(last)
  })
  return last
}

describe('sendSwipe on the sync session', () => {
  const fixture = useServer(target)
  const app = useAppSession(fixture)
  beforeAll(() => {
    Object.assign(globalThis, { localStorage: memoryStorage() })
  })
  beforeEach(() => {
    globalThis.localStorage.clear()
    quotaStore.reload(globalThis.localStorage)
  })
  afterEach(() => {
    quotaStore.reload(undefined)
  })

  async function signedIn(name = 'Ana'): Promise<{ me: Owner; database: HuellitasDatabase }> {
    const me = await ownerWithPets(fixture, 1, name)
    return { me, database: await app.signIn(me) }
  }

  it("a like is 'sent': its favorite shows pending at once, then the server's replicates", async () => {
    const { me, database } = await signedIn()
    const other = await ownerWithPets(fixture, 1, 'Carlos')
    // No socket and no pulls yet: the optimistic favorite is all there is.
    currentSyncEngine()?.socket.disconnect()
    app.isSyncReachable = false

    const outcome = await sendSwipe({
      target: summary(pet(other), 'Carlos'),
      action: 'like',
      userPetId: pet(me).id,
    })
    expect(outcome).toEqual({ kind: 'sent' })
    expect(await favoritesShown(database)).toMatchObject([
      { otherPetId: pet(other).id, otherPetName: pet(other).name, syncState: 'pending' },
    ])
    // The answer's quota reached the store: one like used today.
    expect(quotaStore.get(me.user.id)).toMatchObject({ likesUsed: 1, likesRemaining: 9 })

    app.isSyncReachable = true
    getSyncContext()?.reSync()
    const synced = await favoritesWhen(
      database,
      (docs) => docs.length === 1 && docs[0]?.syncState === 'synced',
    )
    expect(synced[0]).toMatchObject({ otherPetId: pet(other).id, myPetId: pet(me).id })
    expect(synced[0]?.id).toMatch(/^favorite:/)
    await eventually('the queue empties', async () => (await app.writes()).length === 0)
    const [answer] = app.writeAnswers
    expect(answer?.status).toBe(200)
    expect(app.sentKeys).toHaveLength(1)
  })

  it("two owners like each other: the second gets 'matched'; a repeat is 'already'", async () => {
    const { me, database } = await signedIn()
    const other = await ownerWithPets(fixture, 1, 'Carlos')
    expect((await like(fixture, other, pet(other), pet(me))).status).toBe(200)

    const outcome = await sendSwipe({
      target: summary(pet(other)),
      action: 'like',
      userPetId: pet(me).id,
    })
    expect(outcome.kind).toBe('matched')
    if (outcome.kind !== 'matched') return
    expect(outcome.match).toMatchObject({ myPetId: pet(me).id, petId: pet(other).id })
    // The match replicates too (the connections screen reads it).
    await firstValueFrom(
      observeMatchDocs(database).pipe(
        filter((docs) => docs.some((doc) => doc.matchId === outcome.match.id)),
      ),
    )

    const repeat = await sendSwipe({
      target: summary(pet(other)),
      action: 'like',
      userPetId: pet(me).id,
    })
    expect(repeat).toEqual({ kind: 'already' })
  })

  it("past the free quota a like is 'refused' with the server's message and rolled back", async () => {
    const { me, database } = await signedIn()
    const other = await ownerWithPets(fixture, 11, 'Muchas')
    for (let i = 0; i < 10; i++) {
      const outcome = await sendSwipe({
        target: summary(pet(other, i)),
        action: 'like',
        userPetId: pet(me).id,
      })
      expect(outcome).toEqual({ kind: 'sent' })
    }
    expect(quotaStore.get(me.user.id)).toMatchObject({ likesRemaining: 0 })

    const refused = await sendSwipe({
      target: summary(pet(other, 10)),
      action: 'like',
      userPetId: pet(me).id,
    })
    expect(refused).toEqual({ kind: 'refused', message: matchMessages.likeLimitReached(10) })
    const entries = await app.writes()
    expect(entries.filter((entry) => entry.docId.endsWith(pet(other, 10).id))).toEqual([])
    expect(entries.every((entry) => entry.state !== 'failed')).toBe(true)
    expect(
      (await favoritesShown(database)).some((doc) => doc.otherPetId === pet(other, 10).id),
    ).toBe(false)
    // A pass is free and still goes through behind the refused like.
    expect(
      await sendSwipe({ target: summary(pet(other, 10)), action: 'pass', userPetId: pet(me).id }),
    ).toEqual({ kind: 'sent' })
  })

  it("server unreachable: 'pending', then delivered exactly once when it is back", async () => {
    const { me, database } = await signedIn()
    const other = await ownerWithPets(fixture, 1, 'Carlos')
    // What the server last said about today's quota (the indicator counts against it).
    await refreshQuota()
    expect(quotaStore.get(me.user.id)).toMatchObject({ likesUsed: 0, likesRemaining: 10 })

    app.network = 'offline'
    const outcome = await sendSwipe({
      target: summary(pet(other)),
      action: 'like',
      userPetId: pet(me).id,
    })
    expect(outcome).toEqual({ kind: 'pending' })
    expect(await favoritesShown(database)).toMatchObject([{ syncState: 'pending' }])
    const [waiting] = await app.writes()
    expect(waiting).toMatchObject({ state: 'pending', target: 'matches', error: null })
    // The indicator counts the waiting like against what the server last said.
    const pending = await firstValueFrom(observePendingSwipes())
    expect(pending).toEqual({ likes: 1, superLikes: 0 })
    expect(quotaState(quotaStore.get(me.user.id), pending, false, Date.now())).toMatchObject({
      likesLeft: 9,
    })
    // Retries while the server is unreachable change nothing.
    await sendPendingWrites({ ignoreBackoff: true })
    expect((await app.writes()).map((entry) => [entry.key, entry.state])).toEqual([
      [waiting?.key, 'pending'],
    ])

    // Back, but the first answer is lost on the way: the resend carries the same key.
    app.network = 'lose-answer'
    const swipeAnswers = () => app.writeAnswers.filter((answer) => answer.url.endsWith('/swipe'))
    await sendPendingWrites({ ignoreBackoff: true })
    await eventually('the first attempt reached the server', () => swipeAnswers().length === 1)
    expect((await app.writes())[0]?.state).toBe('pending')
    await sendPendingWrites({ ignoreBackoff: true })
    await eventually('the resend is answered', () => swipeAnswers().length === 2)
    const [first, resend] = swipeAnswers()
    expect(resend?.headers.get('idempotent-replayed')).toBe('true')
    expect(await resend?.json()).toEqual(await first?.json())
    expect(app.sentKeys).toEqual([waiting?.key, waiting?.key])

    await favoritesWhen(database, (docs) => docs.length === 1 && docs[0]?.syncState === 'synced')
    await eventually('the queue empties', async () => (await app.writes()).length === 0)
    expect(swipeAnswers()).toHaveLength(2)
    expect(
      await countRows(fixture, 'SELECT count(*) AS count FROM swipes WHERE user_id = ?', [
        me.user.id,
      ]),
    ).toBe(1)
    await refreshQuota()
    expect(quotaStore.get(me.user.id)).toMatchObject({ likesUsed: 1, likesRemaining: 9 })
    expect(await firstValueFrom(observePendingSwipes())).toEqual({
      likes: 0,
      superLikes: 0,
    })
  })

  it('a super like without an own pet is refused without any request', async () => {
    await signedIn()
    const other = await ownerWithPets(fixture, 1, 'Carlos')
    const outcome = await sendSwipe({
      target: summary(pet(other)),
      action: 'superlike',
      userPetId: null,
    })
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'Registra una mascota para dar Super Likes',
    })
    expect(app.writeAnswers).toHaveLength(0)
    expect(await app.writes()).toEqual([])
  })

  it('a super like with a pet shows pending in the sent list and is recorded', async () => {
    const { me, database } = await signedIn()
    const other = await ownerWithPets(fixture, 1, 'Carlos')
    app.network = 'offline'
    const outcome = await sendSwipe({
      target: summary(pet(other)),
      action: 'superlike',
      userPetId: pet(me).id,
    })
    expect(outcome).toEqual({ kind: 'pending' })
    const entries = await firstValueFrom(observePendingWrites('matches'))
    expect(entries[0]?.doc).toMatchObject({ kind: 'superLikeSent', isSuperLike: true })
    expect(entries[0]?.state).toBe('pending')

    app.network = 'online'
    await sendPendingWrites({ ignoreBackoff: true })
    await eventually('the sent super like replicates', async () => {
      const docs = await database.matches.find({ selector: { kind: 'superLikeSent' } }).exec()
      return docs.length === 1
    })
    expect(app.writeAnswers.map((answer) => [answer.status, answer.url])).toEqual([
      [200, `${fixture.baseUrl}/api/matches/super-like`],
    ])
    expect(app.sentKeys).toEqual([entries[0]?.key])
    await eventually('the queue empties', async () => (await app.writes()).length === 0)
  })
})
