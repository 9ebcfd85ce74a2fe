import { describe, expect, it } from 'vitest'
import type { MatchFeedDoc } from '@contract/matches.contract'
import type { SyncEventPayload } from '@contract/sync.contract'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { useSyncEventSockets, waitUntil } from '../support/sockets.js'
import {
  del,
  feedState,
  get,
  like,
  ownerWithPets,
  pet,
  pullMatches,
  schemaProblems,
  superLike,
  type MatchFeedEntry,
} from './matches-fixtures.js'

/**
 * The 'matches' change feed: each user pulls (and is sent live) only their own view of swipes
 * and matches — favorites, super likes sent and received, matches — with tombstones for unmatch
 * and removed favorites, in documents the client's RxDB schema accepts.
 */
describe.each(databaseTargets)('matches change feed on $kind', (target) => {
  const fixture = useServer(target)
  const { recordingSocket } = useSyncEventSockets<MatchFeedDoc>(() => fixture.baseUrl)
  /** This user's 'matches' events (their sockets get the other feeds' events too). */
  const listen = async (token: string) => {
    const events = await recordingSocket(token)
    return {
      get all() {
        return events.filter((event) => event.collection === 'matches')
      },
    }
  }
  const until = waitUntil

  const docsOf = ({ all }: { all: SyncEventPayload<MatchFeedDoc>[] }) =>
    all.flatMap((event) => event.documents) as MatchFeedEntry[]

  const expectValid = (docs: Iterable<MatchFeedEntry>) => {
    for (const doc of docs)
      expect(schemaProblems(doc as unknown as Record<string, unknown>)).toEqual([])
  }

  it('shows each user their own view, live and by pull, and never another user’s rows', async () => {
    const [ana, bruno, stranger] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 2, 'Bruno'),
      ownerWithPets(fixture, 1, 'Extraño'),
    ])
    const [anaLive, brunoLive, strangerLive] = await Promise.all([
      listen(ana.token),
      listen(bruno.token),
      listen(stranger.token),
    ])

    const liked = await like(fixture, ana, pet(ana), pet(bruno, 0))
    await until(() => anaLive.all.length === 1)
    expect(docsOf(anaLive).map((d) => [d.kind, d.otherPetId, d.matchId])).toEqual([
      ['favorite', pet(bruno, 0).id, null],
    ])

    // Bruno likes back: the match reaches Ana's socket without her asking.
    const matched = await like(fixture, bruno, pet(bruno, 0), pet(ana))
    const matchId = matched.body.match?.id ?? ''
    expect(matchId).not.toBe('')
    await until(() => docsOf(anaLive).some((d) => d.id === `match:${matchId}`))
    await until(() => docsOf(brunoLive).some((d) => d.id === `match:${matchId}`))
    const anaMatch = docsOf(anaLive).find((d) => d.id === `match:${matchId}`)
    expect(anaMatch).toMatchObject({
      kind: 'match',
      matchId,
      myPetId: pet(ana).id,
      otherPetId: pet(bruno, 0).id,
      otherUserName: 'Bruno',
      otherUserId: bruno.user.id,
      _deleted: false,
    })
    // Ana's favorite now carries the match, live.
    expect(
      docsOf(anaLive)
        .filter((d) => d.kind === 'favorite')
        .at(-1)?.matchId,
    ).toBe(matchId)
    expect(liked.body.quota.likesUsed).toBe(1)

    await superLike(fixture, ana.token, { targetPetId: pet(bruno, 1).id, userPetId: pet(ana).id })
    await until(() => docsOf(brunoLive).some((d) => d.kind === 'superLikeReceived'))
    const received = docsOf(brunoLive).find((d) => d.kind === 'superLikeReceived')
    expect(received).toMatchObject({
      myPetId: pet(bruno, 1).id,
      otherPetId: pet(ana).id,
      otherUserName: 'Ana',
      isSuperLike: true,
    })

    let anaState = await feedState(fixture, ana.token)
    expect([...anaState.values()].map((d) => d.kind).sort()).toEqual([
      'favorite',
      'favorite',
      'match',
      'superLikeSent',
    ])
    let brunoState = await feedState(fixture, bruno.token)
    expect([...brunoState.values()].map((d) => d.kind).sort()).toEqual([
      'favorite',
      'match',
      'superLikeReceived',
    ])
    expectValid(anaState.values())
    expectValid(brunoState.values())
    // Paged pulls (3 rows a page) and one big pull agree.
    const whole = await pullMatches(fixture, ana.token)
    expect(new Set(whole.documents.map((d) => d.id))).toEqual(new Set(anaState.keys()))

    // Unmatch: a tombstone for both, and favorites lose the match.
    expect((await del(fixture, ana.token, `/api/matches/${matchId}`)).status).toBe(200)
    await until(() => docsOf(brunoLive).some((d) => d.id === `match:${matchId}` && d._deleted))
    await until(() => docsOf(anaLive).some((d) => d.id === `match:${matchId}` && d._deleted))
    anaState = await feedState(fixture, ana.token)
    brunoState = await feedState(fixture, bruno.token)
    expect(anaState.has(`match:${matchId}`)).toBe(false)
    expect(brunoState.has(`match:${matchId}`)).toBe(false)
    expect([...anaState.values()].every((d) => d.matchId === null)).toBe(true)

    // Removing a favorite: its tombstone; the sent super like stays.
    const favorites = await get<{ favorites: { id: string; petId: string }[] }>(
      fixture,
      ana.token,
      '/api/favorites',
    )
    const superFavorite = favorites.body.favorites.find((f) => f.petId === pet(bruno, 1).id)
    expect((await del(fixture, ana.token, `/api/favorites/${superFavorite?.id}`)).status).toBe(200)
    await until(() =>
      docsOf(anaLive).some((d) => d.id === `favorite:${superFavorite?.id}` && d._deleted),
    )
    anaState = await feedState(fixture, ana.token)
    const plainFavorite = favorites.body.favorites.find((f) => f.petId === pet(bruno, 0).id)
    expect([...anaState.keys()].sort()).toEqual(
      [`favorite:${plainFavorite?.id}`, `superLikeSent:${superFavorite?.id}`].sort(),
    )
    expect(anaState.has(`favorite:${superFavorite?.id}`)).toBe(false)
    expect(anaState.has(`superLikeSent:${superFavorite?.id}`)).toBe(true)

    // The stranger saw nothing, live or by pull.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(strangerLive.all).toEqual([])
    expect((await pullMatches(fixture, stranger.token)).documents).toEqual([])
    // Checkpoints only grow, and every event's documents are valid for the client.
    const seqs = anaLive.all.map((e) => e.checkpoint.seq)
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs)
    expectValid(docsOf(anaLive))
    expectValid(docsOf(brunoLive))
  })
})
