import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import {
  matchMessages,
  type FavoritesResponse,
  type MatchListResponse,
  type MatchResponse,
  type SuperLikesResponse,
} from '@contract/matches.contract'
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@contract/sync.contract'
import type { UserStatsResponse } from '@contract/users.contract'
import { registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { del, get, like, ownerWithPets, pet, superLike, swipe } from './matches-fixtures.js'
import { newKey } from './pets-fixtures.js'

/** Swipes, super likes, matches and favorites: who may do what, and what each answer says. */
describe.each(databaseTargets)('matching on $kind', (target) => {
  const fixture = useServer(target)

  it('refuses to swipe or super like with a pet that is not the caller’s', async () => {
    const [ana, bruno, carla] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
      ownerWithPets(fixture, 1, 'Carla'),
    ])
    for (const send of [swipe, superLike]) {
      const withBrunos = await send(fixture, ana.token, {
        targetPetId: pet(carla).id,
        action: 'like',
        userPetId: pet(bruno).id,
      })
      expect(withBrunos.status).toBe(403)
      expect((withBrunos.body as unknown as ApiErrorBody).message).toBe(matchMessages.notYourPet)
      const unknownOwn = await send(fixture, ana.token, {
        targetPetId: pet(carla).id,
        action: 'like',
        userPetId: 'no-existe',
      })
      expect(unknownOwn.status).toBe(404)
      const ownTarget = await send(fixture, ana.token, {
        targetPetId: pet(ana).id,
        action: 'like',
        userPetId: pet(ana).id,
      })
      expect(ownTarget.status).toBe(400)
      expect((ownTarget.body as unknown as ApiErrorBody).message).toBe(matchMessages.ownTarget)
      const unknownTarget = await send(fixture, ana.token, {
        targetPetId: 'no-existe',
        action: 'like',
        userPetId: pet(ana).id,
      })
      expect(unknownTarget.status).toBe(404)
      expect((unknownTarget.body as unknown as ApiErrorBody).message).toBe(
        matchMessages.targetNotFound,
      )
    }
    expect(await countRows(fixture, 'SELECT count(*) AS count FROM swipes')).toBe(0)
  })

  it('records browsing-mode swipes without a pet, never as a match; super likes need a pet', async () => {
    const [visitor, owner] = await Promise.all([
      registerUser(fixture.baseUrl),
      ownerWithPets(fixture, 1, 'Dora'),
    ])
    const liked = await swipe(fixture, visitor.token, {
      targetPetId: pet(owner).id,
      action: 'like',
    })
    expect(liked.status).toBe(200)
    expect(liked.body).toMatchObject({ matched: false, browsingMode: true, match: null })
    expect(liked.body.quota.likesUsed).toBe(1)
    const rows = await countRows(
      fixture,
      'SELECT count(*) AS count FROM swipes WHERE actor_key = ? AND pet_id IS NULL',
      [`user:${visitor.user.id}`],
    )
    expect(rows).toBe(1)
    const noPet = await superLike(fixture, visitor.token, { targetPetId: pet(owner).id })
    expect(noPet.status).toBe(400)
    expect((noPet.body as unknown as ApiErrorBody).message).toBe(
      'Registra una mascota para dar Super Likes',
    )
    // The owner liking back cannot match a visitor who has no pet.
    const favorites = await get<FavoritesResponse>(fixture, visitor.token, '/api/favorites')
    expect(favorites.body.favorites).toHaveLength(1)
    expect(favorites.body.favorites[0]).toMatchObject({ isMatch: false, matchId: null })
  })

  it('answers a repeated swipe like the first, with alreadyInteracted, using no quota', async () => {
    const [ana, bruno] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
    ])
    const first = await swipe(fixture, ana.token, {
      targetPetId: pet(bruno).id,
      action: 'pass',
      userPetId: pet(ana).id,
    })
    expect(first.body).toMatchObject({ action: 'pass', alreadyInteracted: false, matched: false })
    const again = await like(fixture, ana, pet(ana), pet(bruno))
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ action: 'pass', alreadyInteracted: true, matched: false })
    expect(again.body.message).toContain('Already interacted')
    expect(again.body.quota.likesUsed).toBe(0)
    const superAgain = await superLike(fixture, ana.token, {
      targetPetId: pet(bruno).id,
      userPetId: pet(ana).id,
    })
    expect(superAgain.body).toMatchObject({ alreadyInteracted: true, action: 'pass' })
  })

  it('makes a match on a mutual like, shows it to both, and unmatch removes it for both', async () => {
    const [ana, bruno, stranger] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
      ownerWithPets(fixture, 1, 'Extraño'),
    ])
    const first = await like(fixture, ana, pet(ana), pet(bruno))
    expect(first.body).toMatchObject({ matched: false, browsingMode: false, match: null })
    const second = await like(fixture, bruno, pet(bruno), pet(ana))
    expect(second.body).toMatchObject({ matched: true, isMatch: true, browsingMode: false })
    const match = second.body.match
    expect(match).toMatchObject({
      petId: pet(ana).id,
      petName: pet(ana).name,
      userName: 'Ana',
      myPetId: pet(bruno).id,
      isSuperLike: false,
      unreadCount: 0,
    })
    const matchId = match?.id ?? ''

    const anas = await get<MatchListResponse>(fixture, ana.token, '/api/matches')
    expect(anas.body.matches.map((m) => [m.id, m.petId, m.userName])).toEqual([
      [matchId, pet(bruno).id, 'Bruno'],
    ])
    const detail = await get<MatchResponse>(fixture, ana.token, `/api/matches/${matchId}`)
    expect(detail.body.match).toMatchObject({ id: matchId, myPet: { id: pet(ana).id } })
    // Ana's favorite now shows the match.
    const favorites = await get<FavoritesResponse>(fixture, ana.token, '/api/favorites')
    expect(favorites.body.favorites[0]).toMatchObject({ isMatch: true, matchId })

    // A stranger can neither read nor delete it.
    expect((await get(fixture, stranger.token, `/api/matches/${matchId}`)).status).toBe(404)
    expect((await del(fixture, stranger.token, `/api/matches/${matchId}`)).status).toBe(404)
    expect((await get<MatchListResponse>(fixture, stranger.token, '/api/matches')).body).toEqual({
      matches: [],
    })
    const stats = await get<UserStatsResponse>(fixture, bruno.token, '/api/users/stats')
    expect(stats.body).toEqual({ matchCount: 1, likeCount: 0, petCount: 1 })

    const unmatched = await del(fixture, bruno.token, `/api/matches/${matchId}`)
    expect(unmatched.status).toBe(200)
    for (const owner of [ana, bruno]) {
      expect((await get<MatchListResponse>(fixture, owner.token, '/api/matches')).body).toEqual({
        matches: [],
      })
      expect((await get(fixture, owner.token, `/api/matches/${matchId}`)).status).toBe(404)
    }
    expect((await del(fixture, ana.token, `/api/matches/${matchId}`)).status).toBe(404)
    const after = await get<FavoritesResponse>(fixture, ana.token, '/api/favorites')
    expect(after.body.favorites[0]).toMatchObject({ isMatch: false, matchId: null })
  })

  it('lists sent and received super likes; a super like back makes a super match', async () => {
    const [ana, bruno] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
    ])
    const sent = await superLike(fixture, ana.token, {
      targetPetId: pet(bruno).id,
      userPetId: pet(ana).id,
    })
    expect(sent.body).toMatchObject({ action: 'superlike', matched: false })
    expect(sent.body.quota).toMatchObject({ superLikesUsed: 1, superLikesRemaining: 0 })
    const anas = await get<SuperLikesResponse>(fixture, ana.token, '/api/matches/super-likes')
    expect(anas.body.received).toEqual([])
    expect(anas.body.sent).toHaveLength(1)
    expect(anas.body.sent[0]).toMatchObject({
      targetPet: { id: pet(bruno).id, name: pet(bruno).name },
      targetUser: { name: 'Bruno' },
      yourPet: { id: pet(ana).id, name: pet(ana).name },
      matchId: null,
    })
    const brunos = await get<SuperLikesResponse>(fixture, bruno.token, '/api/matches/super-likes')
    expect(brunos.body.sent).toEqual([])
    expect(brunos.body.received).toHaveLength(1)
    expect(brunos.body.received[0]).toMatchObject({
      fromPet: { id: pet(ana).id },
      fromUser: { name: 'Ana' },
      yourPet: { id: pet(bruno).id, name: pet(bruno).name },
    })
    expect((await get<UserStatsResponse>(fixture, bruno.token, '/api/users/stats')).body).toEqual({
      matchCount: 0,
      likeCount: 1,
      petCount: 1,
    })
    const back = await like(fixture, bruno, pet(bruno), pet(ana))
    expect(back.body).toMatchObject({ matched: true, match: { isSuperLike: true } })
  })

  it('lists and removes only the caller’s own favorites', async () => {
    const [ana, bruno] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 2, 'Bruno'),
    ])
    await like(fixture, ana, pet(ana), pet(bruno, 0))
    await like(fixture, ana, pet(ana), pet(bruno, 1))
    const list = await get<FavoritesResponse>(fixture, ana.token, '/api/favorites')
    expect(list.body.success).toBe(true)
    expect(list.body.favorites.map((f) => f.petId).sort()).toEqual(
      [pet(bruno, 0).id, pet(bruno, 1).id].sort(),
    )
    expect(list.body.favorites[0]).toMatchObject({ userName: 'Bruno', isSuperLike: false })
    expect(
      (await get<FavoritesResponse>(fixture, bruno.token, '/api/favorites')).body.favorites,
    ).toEqual([])

    const [one] = list.body.favorites
    const byBruno = await del(fixture, bruno.token, `/api/favorites/${one?.id}`)
    expect(byBruno.status).toBe(404)
    const removed = await del(fixture, ana.token, `/api/favorites/${one?.id}`)
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ success: true })
    expect((await del(fixture, ana.token, `/api/favorites/${one?.id}`)).status).toBe(404)
    const left = await get<FavoritesResponse>(fixture, ana.token, '/api/favorites')
    expect(left.body.favorites.map((f) => f.id)).toEqual(
      list.body.favorites.filter((f) => f.id !== one?.id).map((f) => f.id),
    )
  })

  it('applies a repeated swipe with the same Idempotency-Key once', async () => {
    const [ana, bruno] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
    ])
    const key = newKey()
    const body = { targetPetId: pet(bruno).id, action: 'like', userPetId: pet(ana).id }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        swipe(fixture, ana.token, body, { [IDEMPOTENCY_HEADER]: key }),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.text).toBe(answers[0]?.text)
    }
    expect(answers[0]?.body.alreadyInteracted).toBe(false)
    const replayed = answers.filter((a) => a.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')
    expect(replayed).toHaveLength(4)
    expect(
      await countRows(fixture, 'SELECT count(*) AS count FROM swipes WHERE user_id = ?', [
        ana.user.id,
      ]),
    ).toBe(1)
    const quota = await get<{ quota: { likesUsed: number } }>(
      fixture,
      ana.token,
      '/api/matches/quota',
    )
    expect(quota.body.quota.likesUsed).toBe(1)
  })
})
