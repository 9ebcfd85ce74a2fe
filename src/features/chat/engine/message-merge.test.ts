import { describe, expect, it } from 'vitest'
import type { OutboxDoc } from '../../../db'
import type { MessageDoc } from '../../../db/schemas/messages.schema'
import { mergeChatMessages } from './message-merge'

const me = 'user-ana'
const other = 'user-bruno'

function message(id: string, createdAt: string, senderId = other): MessageDoc {
  return { id, matchId: 'm1', senderId, content: id, createdAt, updatedAt: createdAt }
}

function send(doc: MessageDoc, state: OutboxDoc['state'] = 'sending'): OutboxDoc {
  return {
    id: `key-${doc.id}`,
    target: 'messages',
    docId: doc.id,
    op: 'create',
    doc: { ...doc },
    state,
    error: null,
    fallbackMessage: 'Error al enviar mensaje',
    pageId: 'page',
    baseUpdatedAt: null,
    serverUpdatedAt: null,
    ackAt: null,
    createdAt: doc.createdAt,
    updatedAt: doc.createdAt,
  }
}

const view = (input: Partial<Parameters<typeof mergeChatMessages>[0]>) =>
  mergeChatMessages({ stored: [], live: [], entries: [], userId: me, ...input }).map(
    (shown) => `${shown.id}:${shown.syncState}:${shown.isMine ? 'mine' : 'theirs'}`,
  )

describe('mergeChatMessages', () => {
  it('orders what the server has by createdAt then id, oldest first', () => {
    expect(
      view({
        stored: [
          message('b', '2026-01-01T10:00:02.000Z'),
          message('c', '2026-01-01T10:00:01.000Z', me),
          message('a', '2026-01-01T10:00:02.000Z'),
        ],
      }),
    ).toEqual(['c:synced:mine', 'a:synced:theirs', 'b:synced:theirs'])
  })

  it('puts unsent messages after the server ones, in typing order, whatever their clocks say', () => {
    // Typed offline early this morning, before the other member's later messages arrived.
    const first = message('zz-first', '2026-01-01T08:00:00.000Z', me)
    const second = message('aa-second', '2026-01-01T08:00:01.000Z', me)
    expect(
      view({
        stored: [message('theirs', '2026-01-01T09:00:00.000Z')],
        entries: [send(first, 'queued'), send(second, 'failed')],
      }),
    ).toEqual(['theirs:synced:theirs', 'zz-first:pending:mine', 'aa-second:failed:mine'])
  })

  it('shows a socket arrival once, and the stored copy when both exist', () => {
    const live = message('x', '2026-01-01T10:00:00.000Z')
    const stored = { ...live, updatedAt: '2026-01-01T10:00:05.000Z' }
    expect(view({ live: [live] })).toEqual(['x:synced:theirs'])
    const merged = mergeChatMessages({ stored: [stored], live: [live], entries: [], userId: me })
    expect(merged).toHaveLength(1)
    expect(merged[0]?.updatedAt).toBe(stored.updatedAt)
  })

  it('turns a pending send into the synced message in place, without a duplicate', () => {
    const earlier = message('earlier', '2026-01-01T10:00:00.000Z')
    const mine = message('mine', '2026-01-01T10:00:01.000Z', me)
    const entries = [send(mine)]
    expect(view({ stored: [earlier], entries })).toEqual([
      'earlier:synced:theirs',
      'mine:pending:mine',
    ])
    // The server's copy (its own clock) arrives by socket, then by replication, while the
    // outbox entry is still waiting for the reconciler.
    const accepted = { ...mine, createdAt: '2026-01-01T10:00:01.300Z' }
    expect(view({ stored: [earlier], live: [accepted], entries })).toEqual([
      'earlier:synced:theirs',
      'mine:synced:mine',
    ])
    expect(view({ stored: [earlier, accepted], entries })).toEqual([
      'earlier:synced:theirs',
      'mine:synced:mine',
    ])
  })
})
