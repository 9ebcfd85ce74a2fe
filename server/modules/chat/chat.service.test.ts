import { describe, expect, it, vi } from 'vitest'
import type { QueuedWrites } from '../../http/queued-writes.js'
import type { MatchRow } from '../matches/match.model.js'
import type { ChatRepository, StoredMessage } from './chat.repository.js'
import { createChatService } from './chat.service.js'
import type { MessagesFeed } from './messages.feed.js'

const match = { id: 'm1', user_a_id: 'ana', user_b_id: 'carlos' } as MatchRow

function stored(): StoredMessage {
  return {
    row: {
      id: 'msg-00000001',
      match_id: 'm1',
      sender_id: 'ana',
      content: 'Hola',
      created_at: '2026-11-23T10:00:00.000Z',
      updated_at: '2026-11-23T10:00:00.000Z',
      deleted: 0,
      seq: 7,
    },
    match,
    created: true,
    matchSeq: 12,
    author: { name: 'Ana', avatar: null },
  }
}

describe('chat service after a committed message', () => {
  it('answers the stored message even when its live fan-out fails', async () => {
    const warn = vi.fn()
    const onMessageStored = vi.fn(() => {
      throw new Error('connection lost')
    })
    const chat = createChatService({
      repository: {
        insertMessage: () =>
          Promise.resolve({ isReplay: false, output: stored(), answer: { status: 201, body: '' } }),
      } as unknown as ChatRepository,
      writes: {} as unknown as QueuedWrites,
      messagesFeed: {} as unknown as MessagesFeed,
      matches: { republishMatch: () => Promise.resolve(), ended: () => Promise.resolve() },
      log: { warn } as never,
      hooks: { onMessageStored },
    })

    const message = await chat.send('ana', 'm1', { id: 'msg-00000001', content: 'Hola' })

    expect(message).toMatchObject({ id: 'msg-00000001', content: 'Hola', author: { name: 'Ana' } })
    expect(onMessageStored).toHaveBeenCalledWith(
      expect.objectContaining({ members: ['ana', 'carlos'], matchSeq: 12 }),
    )
    expect(warn).toHaveBeenCalledOnce()
  })
})
