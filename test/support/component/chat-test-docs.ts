import { feedDoc } from './connections-test-docs'
import type { ChatMatch, ChatMessageView } from '../../../src/features/chat/chat.model'

/** Documents for the chat's component tests: Luna (mine) matched with Carlos's Rocky. */
export function chatMatch(overrides: Partial<ChatMatch> = {}): ChatMatch {
  const matchedAt = new Date(2026, 0, 10, 9, 0).toISOString()
  return feedDoc({
    id: 'match:m1',
    kind: 'match',
    matchId: 'm1',
    otherPetImage: null,
    matchedAt,
    createdAt: matchedAt,
    updatedAt: matchedAt,
    ...overrides,
  })
}

export function chatMessage(
  overrides: Partial<ChatMessageView> & Pick<ChatMessageView, 'id' | 'content'>,
): ChatMessageView {
  const createdAt = overrides.createdAt ?? new Date(2026, 0, 10, 10, 0).toISOString()
  return {
    matchId: 'm1',
    senderId: 'user-carlos',
    createdAt,
    updatedAt: createdAt,
    syncState: 'synced',
    isMine: false,
    ...overrides,
  }
}
