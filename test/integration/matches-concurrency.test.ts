import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import {
  matchMessages,
  type MatchListResponse,
  type QuotaResponse,
} from '@contract/matches.contract'
import { databaseTargets } from '../support/databases.js'
import { countRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { get, like, makePremium, ownerWithPets, pet, superLike, swipe } from './matches-fixtures.js'

/**
 * Daily quotas and matches under concurrent requests: the count is taken inside the write
 * transaction after the change-counter lock, so parallel likes cannot share the last slot, and
 * two simultaneous mutual likes make exactly one match.
 */
describe.each(databaseTargets)('matching quotas and races on $kind', (target) => {
  const fixture = useServer(target)

  it('lets a free user give exactly 10 of 20 parallel likes, then answers 429 in Spanish', async () => {
    const [liker, owner] = await Promise.all([
      ownerWithPets(fixture, 1, 'Libre'),
      ownerWithPets(fixture, 22, 'Popular'),
    ])
    const answers = await Promise.all(
      owner.pets.slice(0, 20).map((target) => like(fixture, liker, pet(liker), target)),
    )
    const ok = answers.filter((a) => a.status === 200)
    const refused = answers.filter((a) => a.status === 429)
    expect(ok).toHaveLength(10)
    expect(refused).toHaveLength(10)
    for (const answer of refused) {
      const body = answer.body as unknown as ApiErrorBody
      expect(body).toEqual({
        error: 'daily-limit-reached',
        message: matchMessages.likeLimitReached(10),
      })
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(
      await countRows(
        fixture,
        "SELECT count(*) AS count FROM swipes WHERE user_id = ? AND action = 'like'",
        [liker.user.id],
      ),
    ).toBe(10)
    const quota = await get<QuotaResponse>(fixture, liker.token, '/api/matches/quota')
    expect(quota.body.quota).toMatchObject({
      isPremium: false,
      likesLimit: 10,
      likesUsed: 10,
      likesRemaining: 0,
      superLikesRemaining: 1,
    })
    // Passes are free past the quota; browsing-mode likes count against it.
    const pass = await swipe(fixture, liker.token, {
      targetPetId: pet(owner, 20).id,
      action: 'pass',
      userPetId: pet(liker).id,
    })
    expect(pass.status).toBe(200)
    const browsing = await swipe(fixture, liker.token, {
      targetPetId: pet(owner, 21).id,
      action: 'like',
    })
    expect(browsing.status).toBe(429)
  })

  it('gives a user whose premium expired the free limits again', async () => {
    const [expired, owner] = await Promise.all([
      ownerWithPets(fixture, 1, 'Vencido'),
      ownerWithPets(fixture, 3, 'Destino'),
    ])
    await makePremium(fixture, expired.user.id, new Date(Date.now() - 60_000).toISOString())
    const answers = await Promise.all(
      owner.pets
        .slice(0, 2)
        .map((target) =>
          superLike(fixture, expired.token, { targetPetId: target.id, userPetId: pet(expired).id }),
        ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429])
    const refusal = answers.find((a) => a.status === 429)?.body as unknown as ApiErrorBody
    expect(refusal.message).toBe(matchMessages.freeSuperLikeLimitReached)
    const quota = await get<QuotaResponse>(fixture, expired.token, '/api/matches/quota')
    expect(quota.body.quota).toMatchObject({ isPremium: false, likesLimit: 10, superLikesLimit: 1 })
  })

  it('gives free users 1 super like a day and premium users 5 and unlimited likes', async () => {
    const [free, premium, owner] = await Promise.all([
      ownerWithPets(fixture, 1, 'Libre'),
      ownerWithPets(fixture, 1, 'Premium'),
      ownerWithPets(fixture, 12, 'Popular'),
    ])
    await makePremium(fixture, premium.user.id)
    const freeAnswers = await Promise.all(
      owner.pets
        .slice(0, 3)
        .map((target) =>
          superLike(fixture, free.token, { targetPetId: target.id, userPetId: pet(free).id }),
        ),
    )
    expect(freeAnswers.map((a) => a.status).sort()).toEqual([200, 429, 429])
    const refusal = freeAnswers.find((a) => a.status === 429)?.body as unknown as ApiErrorBody
    expect(refusal.message).toBe(matchMessages.freeSuperLikeLimitReached)

    const premiumAnswers = await Promise.all(
      owner.pets
        .slice(0, 7)
        .map((target) =>
          superLike(fixture, premium.token, { targetPetId: target.id, userPetId: pet(premium).id }),
        ),
    )
    expect(premiumAnswers.filter((a) => a.status === 200)).toHaveLength(5)
    const premiumRefusal = premiumAnswers.find((a) => a.status === 429)
      ?.body as unknown as ApiErrorBody
    expect(premiumRefusal.message).toBe(matchMessages.premiumSuperLikeLimitReached)
    const likes = await Promise.all(
      owner.pets.slice(7, 12).map((target) => like(fixture, premium, pet(premium), target)),
    )
    expect(likes.map((a) => a.status)).toEqual(Array(5).fill(200))
    // 12 likes in total would be past a free quota of 10: add more through browsing mode.
    const visitorLikes = await Promise.all(
      owner.pets.map((target) =>
        swipe(fixture, premium.token, { targetPetId: target.id, action: 'like' }),
      ),
    )
    expect(visitorLikes.every((a) => a.status === 200)).toBe(true)
    const quota = await get<QuotaResponse>(fixture, premium.token, '/api/matches/quota')
    expect(quota.body.quota).toMatchObject({
      isPremium: true,
      likesLimit: null,
      likesRemaining: null,
      likesUsed: 17,
      superLikesLimit: 5,
      superLikesRemaining: 0,
    })
  })

  it('makes exactly one match when both like each other at the same moment', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 6 }, async () =>
        Promise.all([ownerWithPets(fixture, 1, 'Ana'), ownerWithPets(fixture, 1, 'Bruno')]),
      ),
    )
    const answers = await Promise.all(
      pairs.map(([ana, bruno]) =>
        Promise.all([
          like(fixture, ana, pet(ana), pet(bruno)),
          like(fixture, bruno, pet(bruno), pet(ana)),
        ]),
      ),
    )
    for (const [index, [first, second]] of answers.entries()) {
      expect(first.status).toBe(200)
      expect(second.status).toBe(200)
      // The one that came second saw the other's like; both may report it (the first answer
      // reads after its commit), but there is one match, with one id.
      const ids = new Set([first.body.match?.id, second.body.match?.id].filter(Boolean))
      expect(first.body.matched || second.body.matched).toBe(true)
      expect(ids.size).toBe(1)
      const [ana, bruno] = pairs[index] ?? []
      if (!ana || !bruno) throw new Error('missing pair')
      for (const owner of [ana, bruno]) {
        const list = await get<MatchListResponse>(fixture, owner.token, '/api/matches')
        expect(list.body.matches.map((m) => m.id)).toEqual([...ids])
      }
      expect(
        await countRows(
          fixture,
          'SELECT count(*) AS count FROM matches WHERE user_a_id IN (?, ?)',
          [ana.user.id, bruno.user.id],
        ),
      ).toBe(1)
    }
  })

  it('keeps one swipe per pet and target when the same like is sent many times at once', async () => {
    const [ana, bruno] = await Promise.all([
      ownerWithPets(fixture, 1, 'Ana'),
      ownerWithPets(fixture, 1, 'Bruno'),
    ])
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => like(fixture, ana, pet(ana), pet(bruno))),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    expect(answers.filter((a) => !a.body.alreadyInteracted)).toHaveLength(1)
    expect(
      await countRows(fixture, 'SELECT count(*) AS count FROM swipes WHERE user_id = ?', [
        ana.user.id,
      ]),
    ).toBe(1)
  })
})

describe.each(databaseTargets)('FREE_DAILY_LIKES on $kind', (target) => {
  const fixture = useServer(target, { env: { FREE_DAILY_LIKES: '3' } })

  it('takes the free daily like quota from the configuration', async () => {
    const [liker, owner] = await Promise.all([
      ownerWithPets(fixture, 1, 'Libre'),
      ownerWithPets(fixture, 4, 'Popular'),
    ])
    const statuses: number[] = []
    let last
    for (const target of owner.pets) {
      last = await like(fixture, liker, pet(liker), target)
      statuses.push(last.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    expect((last?.body as unknown as ApiErrorBody).message).toBe(matchMessages.likeLimitReached(3))
    const quota = await get<QuotaResponse>(fixture, liker.token, '/api/matches/quota')
    expect(quota.body.quota).toMatchObject({ likesLimit: 3, likesUsed: 3, likesRemaining: 0 })
  })
})
