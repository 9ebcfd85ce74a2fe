import { describe, expect, it } from 'vitest'
import { chatMessages, type MessageFeedDoc } from '@contract/chat.contract'
import type { ApiErrorBody } from '@contract/errors'
import type { MatchFeedDoc } from '@contract/matches.contract'
import type { SyncEventPayload } from '@contract/sync.contract'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'
import { useSyncEventSockets, waitUntil } from '../support/sockets.js'
import { chatCall, matchedPair, messagesState, pullMessages, sendMessage } from './chat-fixtures.js'
import {
  del,
  feedState,
  like,
  ownerWithPets,
  pullMatches,
  schemaProblems,
} from './matches-fixtures.js'
import { createPet } from './pets-fixtures.js'

const messageDocKeys = ['content', 'createdAt', 'id', 'matchId', 'senderId', 'updatedAt']

/**
 * Chat in the change feeds: the 'messages' feed (pull and live) with tombstones when a match
 * ends, and the 'match' docs of the 'matches' feed carrying lastMessage and the viewer's own
 * unread count, re-emitted on every message and read.
 */
describe.each(databaseTargets)('chat feeds on $kind', (target) => {
  const fixture = useServer(target)
  const { recordingSocket } = useSyncEventSockets<unknown>(() => fixture.baseUrl)
  const listen = async (token: string) => {
    const events = await recordingSocket(token)
    return <T>(collection: string) =>
      events
        .filter((event) => event.collection === collection)
        .flatMap((event) => (event as SyncEventPayload<T>).documents)
  }
  const matchDoc = async (token: string, matchId: string) =>
    (await feedState(fixture, token)).get(`match:${matchId}`)

  it('replicates messages to both members only, live and by pull, as the client’s MessageDoc', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const stranger = await ownerWithPets(fixture, 1, 'Extraño')
    const [anaLive, brunoLive, strangerLive] = await Promise.all([
      listen(ana.token),
      listen(bruno.token),
      listen(stranger.token),
    ])
    const sent = await sendMessage(fixture, ana.token, matchId, { content: 'Hola' })
    await waitUntil(() => brunoLive<MessageFeedDoc>('messages').length === 1)
    await waitUntil(() => anaLive<MessageFeedDoc>('messages').length === 1)
    const live = brunoLive<MessageFeedDoc>('messages')[0]
    expect(live).toMatchObject({ id: sent.body.message.id, content: 'Hola', _deleted: false })
    expect(Object.keys(live ?? {}).sort()).toEqual([...messageDocKeys, '_deleted'].sort())

    const page = await pullMessages(fixture, bruno.token)
    expect(page.documents).toEqual([live])
    expect(page.checkpoint.seq).toBeGreaterThan(0)
    expect((await pullMessages(fixture, bruno.token, page.checkpoint.seq)).documents).toEqual([])
    expect((await pullMessages(fixture, stranger.token)).documents).toEqual([])
    expect(strangerLive('messages')).toEqual([])
  })

  it('carries lastMessage and each viewer’s unread count on match docs; read resets it', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    const brunoLive = await listen(bruno.token)
    await sendMessage(fixture, ana.token, matchId, { content: 'uno' })
    await sendMessage(fixture, ana.token, matchId, { content: 'dos' })
    const forBruno = await matchDoc(bruno.token, matchId)
    expect(forBruno).toMatchObject({ lastMessage: 'dos', unreadCount: 2 })
    expect(forBruno?.lastMessageAt).toEqual(expect.any(String))
    expect(schemaProblems(forBruno as unknown as Record<string, unknown>)).toEqual([])
    expect(await matchDoc(ana.token, matchId)).toMatchObject({ lastMessage: 'dos', unreadCount: 0 })
    const list = await chatCall<{ matches: { id: string; unreadCount: number }[] }>(
      fixture,
      bruno.token,
      'GET',
      '/api/matches',
    )
    expect(list.body.matches.find((m) => m.id === matchId)?.unreadCount).toBe(2)

    const { checkpoint } = await pullMatches(fixture, bruno.token)
    const read = await chatCall(fixture, bruno.token, 'PUT', `/api/matches/${matchId}/read`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual({ success: true, unreadCount: 0 })
    // The read moves the doc up the feed: a device pulling from its checkpoint gets it.
    const after = await pullMatches(fixture, bruno.token, checkpoint.seq)
    expect(after.documents.map((d) => [d.id, d.unreadCount])).toEqual([[`match:${matchId}`, 0]])
    await waitUntil(() =>
      brunoLive<MatchFeedDoc>('matches').some(
        (d) => d.id === `match:${matchId}` && d.unreadCount === 0 && d.lastMessage === 'dos',
      ),
    )
    expect(await matchDoc(ana.token, matchId)).toMatchObject({ unreadCount: 0 })
  })

  it('keeps unread counts, last messages and seq order right for a burst of concurrent sends', async () => {
    const [first, second] = await Promise.all([matchedPair(fixture), matchedPair(fixture)])
    // Sent at once, so the server writes them together (message-batch.repository.ts).
    const sends = [
      ...['1', '2', '3'].map((n) => ({ pair: first, from: first.ana, content: `ana ${n}` })),
      ...['1', '2'].map((n) => ({ pair: first, from: first.bruno, content: `bruno ${n}` })),
      ...['1', '2', '3', '4'].map((n) => ({ pair: second, from: second.bruno, content: `b ${n}` })),
    ]
    const answers = await Promise.all(
      sends.map(({ pair, from, content }) =>
        sendMessage(fixture, from.token, pair.matchId, { content }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(sends.map(() => 201))
    expect(answers.map((a) => a.body.message.author.name)).toEqual(
      sends.map(({ from }) => from.user.name),
    )
    const state = await messagesState(fixture, first.ana.token)
    expect([...state.values()].map((d) => d.content).sort()).toEqual(
      ['ana 1', 'ana 2', 'ana 3', 'bruno 1', 'bruno 2'].sort(),
    )
    expect(await matchDoc(first.ana.token, first.matchId)).toMatchObject({ unreadCount: 2 })
    expect(await matchDoc(first.bruno.token, first.matchId)).toMatchObject({ unreadCount: 3 })
    expect(await matchDoc(second.ana.token, second.matchId)).toMatchObject({ unreadCount: 4 })
    // The last message is the one stored last (the messages feed's order) in each match.
    const lastOf = async (pair: typeof first) => {
      const page = await pullMessages(fixture, pair.ana.token)
      return page.documents.filter((d) => d.matchId === pair.matchId).at(-1)?.content
    }
    expect((await matchDoc(first.ana.token, first.matchId))?.lastMessage).toBe(await lastOf(first))
    expect((await matchDoc(second.ana.token, second.matchId))?.lastMessage).toBe(
      await lastOf(second),
    )
  })

  it('carries the viewer’s own muted on match docs, live and by pull from a checkpoint', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    expect(await matchDoc(ana.token, matchId)).toMatchObject({ muted: false })
    const { checkpoint } = await pullMatches(fixture, ana.token)
    const anaLive = await listen(ana.token)
    const mute = await chatCall(fixture, ana.token, 'POST', `/api/matches/${matchId}/mute`, {
      muted: true,
    })
    expect(mute.status).toBe(200)
    // Another device of Ana's, pulling from its checkpoint, gets the doc with muted set.
    const after = await pullMatches(fixture, ana.token, checkpoint.seq)
    expect(after.documents.map((d) => [d.id, d.muted])).toEqual([[`match:${matchId}`, true]])
    await waitUntil(() =>
      anaLive<MatchFeedDoc>('matches').some((d) => d.id === `match:${matchId}` && d.muted),
    )
    const forBruno = await matchDoc(bruno.token, matchId)
    expect(forBruno).toMatchObject({ muted: false })
    expect(schemaProblems(forBruno as unknown as Record<string, unknown>)).toEqual([])

    await chatCall(fixture, ana.token, 'POST', `/api/matches/${matchId}/mute`, { muted: false })
    expect(await matchDoc(ana.token, matchId)).toMatchObject({ muted: false })
  })

  it('tombstones the messages when the match is unmatched', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    for (const content of ['a', 'b', 'c'])
      await sendMessage(fixture, bruno.token, matchId, { content })
    expect((await messagesState(fixture, ana.token)).size).toBe(3)
    const { checkpoint } = await pullMessages(fixture, ana.token)
    const anaLive = await listen(ana.token)
    expect((await del(fixture, bruno.token, `/api/matches/${matchId}`)).status).toBe(200)
    const after = await pullMessages(fixture, ana.token, checkpoint.seq)
    expect(after.documents).toHaveLength(3)
    expect(after.documents.every((d) => d._deleted)).toBe(true)
    expect((await messagesState(fixture, ana.token)).size).toBe(0)
    expect((await messagesState(fixture, bruno.token)).size).toBe(0)
    await waitUntil(() => anaLive<MessageFeedDoc & { _deleted: boolean }>('messages').length === 3)
    const gone = await sendMessage(fixture, ana.token, matchId, { content: '¿sigues?' })
    expect(gone.status).toBe(404)
  })

  it('block ends the match for both, stops messages and keeps the pair from matching again', async () => {
    const { ana, bruno, matchId } = await matchedPair(fixture)
    await sendMessage(fixture, ana.token, matchId, { content: 'hola' })
    const brunoLive = await listen(bruno.token)
    const blocked = await chatCall(fixture, ana.token, 'POST', `/api/matches/${matchId}/block`)
    expect(blocked.status).toBe(200)
    for (const user of [ana, bruno]) {
      const send = await sendMessage(fixture, user.token, matchId, { content: 'otra vez' })
      expect(send.status).toBe(404)
      expect((send.body as unknown as ApiErrorBody).message).toBe(chatMessages.matchNotFound)
      expect(await matchDoc(user.token, matchId)).toBeUndefined()
      expect((await messagesState(fixture, user.token)).size).toBe(0)
    }
    await waitUntil(() =>
      brunoLive<MatchFeedDoc & { _deleted: boolean }>('matches').some(
        (d) => d.id === `match:${matchId}` && d._deleted,
      ),
    )
    const history = await chatCall(fixture, bruno.token, 'GET', `/api/matches/${matchId}/messages`)
    expect(history.status).toBe(404)
    // New pets of the same two users like each other: no match, because of the block.
    const anaNew = await createPet(fixture.baseUrl, ana.token, { name: 'Nueva' })
    const brunoNew = await createPet(fixture.baseUrl, bruno.token, { name: 'Otra' })
    await like(fixture, ana, anaNew, brunoNew)
    const back = await like(fixture, bruno, brunoNew, anaNew)
    expect(back.status).toBe(200)
    expect(back.body.matched).toBe(false)
    expect(back.body.match).toBeNull()
  })
})
