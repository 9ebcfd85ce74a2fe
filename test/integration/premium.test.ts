import { beforeAll, describe, expect, it } from 'vitest'
import type { MeResponse } from '@contract/auth.contract'
import type {
  ReceivedLikesResponse,
  UndoPassResponse,
  UpgradeResponse,
} from '@contract/subscription.contract'
import { call } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { executeSql } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { get, like, ownerWithPets, pet, swipe, type Owner } from './matches-fixtures.js'

const DAY_MS = 86_400_000

/**
 * Premium against a real server (contract/subscription.contract.ts): the demo upgrade, and each
 * premium-only route refused (403, pointing at /premium) to free and expired users, served to
 * premium ones.
 */
describe.each(databaseTargets)('premium on $kind', (target) => {
  const fixture = useServer(target)
  let free: Owner
  let expired: Owner
  let buyer: Owner
  let admirer: Owner

  beforeAll(async () => {
    ;[free, expired, buyer, admirer] = await Promise.all([
      ownerWithPets(fixture, 1, 'Libre'),
      ownerWithPets(fixture, 1, 'Caducado'),
      ownerWithPets(fixture, 1, 'Comprador'),
      ownerWithPets(fixture, 2, 'Admirador'),
    ])
    const yesterday = new Date(Date.now() - DAY_MS).toISOString()
    await executeSql(
      fixture,
      "UPDATE users SET subscription_type = 'premium', subscription_plan = 'monthly', subscription_expires_at = ? WHERE id = ?",
      [yesterday, expired.user.id],
    )
  })

  const upgrade = (token: string, json: unknown) =>
    call<UpgradeResponse>(fixture.baseUrl, 'POST', '/api/subscription/upgrade', { token, json })
  const likes = (token: string) => get<ReceivedLikesResponse>(fixture, token, '/api/premium/likes')
  const undo = (token: string, json?: unknown) =>
    call<UndoPassResponse>(fixture.baseUrl, 'POST', '/api/premium/undo-pass', {
      token,
      ...(json === undefined ? {} : { json }),
    })

  it.each([
    ['a free user', () => free],
    ['a user whose premium expired', () => expired],
  ])('refuses every premium route to %s, pointing at /premium', async (_label, who) => {
    const { token } = who()
    for (const answer of [await likes(token), await undo(token)]) {
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ error: 'premium-required' })
      expect((answer.body as unknown as { message: string }).message).toContain('/premium')
    }
  })

  it('refuses an unknown plan or a price that is not the plan’s, changing nothing', async () => {
    const wrongPlan = await upgrade(free.token, { plan: 'weekly', amount: 9.99 })
    expect(wrongPlan.status).toBe(400)
    const wrongAmount = await upgrade(free.token, { plan: 'yearly', amount: 0.01 })
    expect(wrongAmount.status).toBe(400)
    expect(wrongAmount.text).toContain('importe')
    const me = await get<MeResponse>(fixture, free.token, '/api/auth/me')
    expect(me.body.user.subscription.type).toBe('free')
  })

  it('the demo upgrade makes the user premium for the plan’s days, at once', async () => {
    const before = Date.now()
    const answer = await upgrade(buyer.token, { plan: 'quarterly', amount: 24.99 })
    expect(answer.status).toBe(200)
    expect(answer.body.provider).toBe('demo')
    const me = await get<MeResponse>(fixture, buyer.token, '/api/auth/me')
    const { subscription } = me.body.user
    expect(subscription).toMatchObject({ type: 'premium', plan: 'quarterly' })
    const expiresIn = Date.parse(subscription.expiresAt ?? '') - before
    expect(expiresIn).toBeGreaterThanOrEqual(90 * DAY_MS - 1000)
    expect(expiresIn).toBeLessThan(90 * DAY_MS + 60_000)
  })

  it('an expired user upgrades again and the premium routes open', async () => {
    expect((await upgrade(expired.token, { plan: 'monthly', amount: 9.99 })).status).toBe(200)
    expect((await likes(expired.token)).status).toBe(200)
  })

  it('shows who liked the premium user’s pets until they answer, and undoes the last pass', async () => {
    const mine = pet(buyer)
    const [first, second] = [pet(admirer, 0), pet(admirer, 1)]
    expect((await like(fixture, admirer, first, mine)).status).toBe(200)
    expect((await like(fixture, admirer, second, mine)).status).toBe(200)
    // Another user's like of someone else's pet is not the buyer's business.
    expect((await like(fixture, admirer, first, pet(free))).status).toBe(200)

    const listed = await likes(buyer.token)
    expect(listed.status).toBe(200)
    expect(listed.body.likes.map((entry) => entry.fromPet.id).sort()).toEqual(
      [first.id, second.id].sort(),
    )
    expect(listed.body.likes.every((entry) => entry.yourPet.id === mine.id)).toBe(true)

    // Passing on one hides it; undoing the pass brings it back.
    const passed = await swipe(fixture, buyer.token, {
      targetPetId: first.id,
      action: 'pass',
      userPetId: mine.id,
    })
    expect(passed.status).toBe(200)
    expect((await likes(buyer.token)).body.likes.map((entry) => entry.fromPet.id)).toEqual([
      second.id,
    ])
    // Discover names the card it brings back: another pet than the last pass's is refused.
    const wrong = await undo(buyer.token, { petId: second.id })
    expect(wrong.status).toBe(409)
    expect(wrong.text).toContain('último pase')
    const hostile = await undo(buyer.token, { petId: 42 })
    expect(hostile.status).toBe(400)
    const undone = await undo(buyer.token, { petId: first.id })
    expect(undone.status).toBe(200)
    expect(undone.body.petId).toBe(first.id)
    expect((await likes(buyer.token)).body.likes).toHaveLength(2)
    // Nothing left to undo: a 404 with a Spanish message, nothing changed.
    const none = await undo(buyer.token)
    expect(none.status).toBe(404)
    expect(none.text).toContain('deshacer')

    // Liking back makes a match, which leaves the list.
    expect(
      (
        await swipe(fixture, buyer.token, {
          targetPetId: second.id,
          action: 'like',
          userPetId: mine.id,
        })
      ).body.matched,
    ).toBe(true)
    expect((await likes(buyer.token)).body.likes.map((entry) => entry.fromPet.id)).toEqual([
      first.id,
    ])
  })
})
