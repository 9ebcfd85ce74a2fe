import { afterEach, describe, expect, it } from 'vitest'
import type { ChatMessage } from '@contract/chat.contract'
import { call } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { type RunningServer } from '../support/server-process.js'
import { twoNodes } from '../support/two-nodes.js'
import { recordingSocket, waitUntil, type RecordingSocket } from '../support/sockets.js'
import { matchedPair } from './chat-socket-fixtures.js'

/**
 * Chat across two server processes sharing one database and one Redis (TEST_REDIS_URL), one
 * member on each node: messages and typing cross nodes through the socket.io Redis adapter,
 * and a match that ends on one node closes its room on the other.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim()
type Ack = { ok: true; message: ChatMessage } | { ok: false; error: string; message: string }

describe.runIf(redisUrl).each(databaseTargets)('chat across two nodes on $kind', (target) => {
  const open: RecordingSocket[] = []
  const nodes = twoNodes(target, redisUrl ?? '', { LOGIN_MAX_ATTEMPTS_PER_IP: '10000' })
  const connect = async (node: RunningServer, token: string) => {
    const client = await recordingSocket(node.baseUrl, token)
    open.push(client)
    return client
  }

  afterEach(() => {
    for (const client of open.splice(0)) client.socket.disconnect()
  })

  async function splitRoom() {
    const [a, b] = nodes()
    const pair = await matchedPair(a.baseUrl)
    const [ana, carlos] = await Promise.all([
      connect(a, pair.ana.token),
      connect(b, pair.carlos.token),
    ])
    expect(await ana.ask('join-match', { matchId: pair.matchId })).toEqual({ ok: true })
    expect(await carlos.ask('join-match', { matchId: pair.matchId })).toEqual({ ok: true })
    return { ...pair, sockets: { ana, carlos } }
  }

  it('carries a message sent on node A live to the member on node B, and back', async () => {
    const { matchId, sockets } = await splitRoom()
    const fromA = await sockets.ana.ask<Ack>('send-message', { matchId, content: 'Hola desde A' })
    expect(fromA).toMatchObject({ ok: true, message: { content: 'Hola desde A' } })
    await waitUntil(() => sockets.carlos.payloads('new-message').length > 0)
    expect(sockets.carlos.payloads('new-message')).toEqual([
      { message: (fromA as { message: ChatMessage }).message },
    ])

    const fromB = await sockets.carlos.ask<Ack>('send-message', {
      matchId,
      content: 'Hola desde B',
    })
    expect(fromB).toMatchObject({ ok: true })
    await waitUntil(() => sockets.ana.payloads('new-message').length === 2)
    expect(sockets.ana.payloads('new-message')[1]).toEqual({
      message: (fromB as { message: ChatMessage }).message,
    })
  })

  it('carries typing across nodes', async () => {
    const { matchId, ana, sockets } = await splitRoom()
    expect(await sockets.ana.ask('typing-start', { matchId })).toEqual({ ok: true })
    await waitUntil(() => sockets.carlos.payloads('user-typing').length > 0)
    expect(sockets.carlos.payloads('user-typing')).toEqual([
      { matchId, userId: ana.user.id, userName: 'Ana Chat' },
    ])
  })

  it('closes the room on every node when the match ends on one', async () => {
    const [a] = nodes()
    const { matchId, ana, sockets } = await splitRoom()
    const ended = await call(a.baseUrl, 'DELETE', `/api/matches/${matchId}`, { token: ana.token })
    expect(ended.status).toBe(200)
    await waitUntil(() => sockets.carlos.payloads('match-update').length > 0)
    expect(sockets.carlos.payloads('match-update')).toEqual([{ matchId, reason: 'unmatched' }])
    // socketsLeave travels on another Redis channel than the emit: allow it to land.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await sockets.carlos.ask('typing-start', { matchId })).toMatchObject({ ok: false })
  })
})
