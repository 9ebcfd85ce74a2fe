import { describe, expect, it } from 'vitest'
import { chatEventNames } from './chat.messages.js'
import {
  chatServerEventSchemas,
  matchRoomPayload,
  sendMessagePayload,
  syncEventSchema,
} from './socket-events.js'

describe('socket event payloads', () => {
  it('reads a match id trimmed, and refuses what is not one', () => {
    expect(matchRoomPayload.parse({ matchId: '  m1 ' })).toEqual({ matchId: 'm1' })
    for (const hostile of [
      undefined,
      null,
      'm1',
      ['m1'],
      {},
      { matchId: 7 },
      { matchId: '   ' },
      { matchId: 'x'.repeat(101) },
    ]) {
      expect(matchRoomPayload.safeParse(hostile).success).toBe(false)
    }
  })

  it('reads a message to send with or without its client id', () => {
    expect(sendMessagePayload.parse({ matchId: 'm1', content: 'hola' })).toEqual({
      matchId: 'm1',
      content: 'hola',
    })
    expect(sendMessagePayload.parse({ matchId: 'm1', content: 'hola', id: null }).id).toBeNull()
    expect(sendMessagePayload.safeParse({ matchId: 'm1', content: 3 }).success).toBe(false)
    expect(
      sendMessagePayload.safeParse({ matchId: 'm1', content: 'hola', id: 'x'.repeat(101) }).success,
    ).toBe(false)
  })

  it("drops a server event that is not the contract's shape", () => {
    const typing = chatServerEventSchemas[chatEventNames.userTyping]
    expect(typing.safeParse({ matchId: 'm1', userId: 'u', userName: 'Ana' }).success).toBe(true)
    expect(typing.safeParse({ matchId: 'm1', userId: 'u' }).success).toBe(false)
    const update = chatServerEventSchemas[chatEventNames.matchUpdate]
    expect(update.safeParse({ matchId: 'm1', reason: 'blocked' }).success).toBe(true)
    expect(update.safeParse({ matchId: 'm1', reason: 'whatever' }).success).toBe(false)
    expect(
      syncEventSchema.safeParse({ collection: 'pets', documents: [{}], checkpoint: { seq: 3 } })
        .success,
    ).toBe(true)
    expect(
      syncEventSchema.safeParse({ collection: 'users', documents: [], checkpoint: { seq: 3 } })
        .success,
    ).toBe(false)
    expect(syncEventSchema.safeParse({ collection: 'pets', documents: 'x' }).success).toBe(false)
  })
})
