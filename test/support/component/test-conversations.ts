import { connection } from './connections-test-docs'
import type { Conversation } from '../../../src/features/chat-list/conversations'

/** A 'match' document for the chat list tests: Rocky of Carlos, no message yet. */
export function conversation(
  overrides: Partial<Conversation> & Pick<Conversation, 'id'>,
): Conversation {
  return connection({
    kind: 'match',
    matchId: overrides.id,
    otherPetImage: null,
    matchedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  })
}
