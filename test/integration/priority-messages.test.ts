import { describe, expect, it } from 'vitest'
import { databaseTargets } from '../support/databases.js'
import { executeSql } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { chatCall, matchedPair, sendMessage, type MatchedPair } from './chat-fixtures.js'
import { feedState, makePremium, schemaProblems, type Owner } from './matches-fixtures.js'

const DAY_MS = 86_400_000

/**
 * Priority messages (spec §6 'Premium user'): the server, not the client, decides that a
 * message is priority — its sender's subscription is active when it is sent — and the
 * receiver's 'match' document says so (`hasUnreadPriority`) until they read the chat. The chat
 * list puts those conversations first (src/features/chat-list/conversations.ts).
 */
describe.each(databaseTargets)('priority messages on $kind', (target) => {
  const fixture = useServer(target)

  /** The viewer's own document of the match, as their replica holds it. */
  async function matchDoc(viewer: Owner, matchId: string) {
    const doc = (await feedState(fixture, viewer.token)).get(`match:${matchId}`)
    if (!doc) throw new Error(`no match doc ${matchId}`)
    return doc
  }

  const expire = (owner: Owner) =>
    executeSql(
      fixture,
      "UPDATE users SET subscription_type = 'premium', subscription_plan = 'monthly', subscription_expires_at = ? WHERE id = ?",
      [new Date(Date.now() - DAY_MS).toISOString(), owner.user.id],
    )

  const send = async (pair: MatchedPair, from: Owner, json: unknown) => {
    const sent = await sendMessage(fixture, from.token, pair.matchId, json)
    expect(sent.status).toBe(201)
  }

  it("a premium sender's message puts the chat first for the receiver until they read it", async () => {
    const pair = await matchedPair(fixture)
    const { ana, bruno, matchId } = pair
    await makePremium(fixture, ana.user.id)
    await send(pair, ana, { content: 'Hola, ¿sigue disponible?' })

    const received = await matchDoc(bruno, matchId)
    expect(received).toMatchObject({ unreadCount: 1, hasUnreadPriority: true })
    expect(schemaProblems(received as unknown as Record<string, unknown>)).toEqual([])
    // The sender's own side has nothing unread.
    expect(await matchDoc(ana, matchId)).toMatchObject({ unreadCount: 0, hasUnreadPriority: false })

    // A free reply does not make Ana's side priority; Bruno's stays priority until he reads.
    await send(pair, bruno, { content: 'Sí' })
    expect((await matchDoc(ana, matchId)).hasUnreadPriority).toBe(false)
    await send(pair, ana, { content: '¡Genial!' })
    expect(await matchDoc(bruno, matchId)).toMatchObject({
      unreadCount: 2,
      hasUnreadPriority: true,
    })

    const read = await chatCall(fixture, bruno.token, 'PUT', `/api/matches/${matchId}/read`)
    expect(read.status).toBe(200)
    expect(await matchDoc(bruno, matchId)).toMatchObject({
      unreadCount: 0,
      hasUnreadPriority: false,
    })
  })

  it('a free sender asking for priority in the body gets an ordinary message', async () => {
    const pair = await matchedPair(fixture)
    await send(pair, pair.ana, { content: 'Prioridad, por favor', priority: true })
    await send(pair, pair.ana, { content: 'Otra', hasUnreadPriority: true, isPriority: true })
    expect(await matchDoc(pair.bruno, pair.matchId)).toMatchObject({
      unreadCount: 2,
      hasUnreadPriority: false,
    })
  })

  it('a sender whose premium expired sends ordinary messages', async () => {
    const pair = await matchedPair(fixture)
    await expire(pair.ana)
    await send(pair, pair.ana, { content: 'Hola' })
    expect(await matchDoc(pair.bruno, pair.matchId)).toMatchObject({
      unreadCount: 1,
      hasUnreadPriority: false,
    })

    // Premium again: from the next message on, priority.
    await makePremium(fixture, pair.ana.user.id)
    await executeSql(fixture, 'UPDATE users SET subscription_expires_at = NULL WHERE id = ?', [
      pair.ana.user.id,
    ])
    await send(pair, pair.ana, { content: 'Ahora sí' })
    expect((await matchDoc(pair.bruno, pair.matchId)).hasUnreadPriority).toBe(true)
  })
})
