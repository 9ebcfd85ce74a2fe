import type { MatchFeedDoc } from '@contract/matches.messages'
import type { Connection } from '../../../src/features/connections/connections-merge'

/** Feed documents for the connection tests (one pet pair per call unless overridden). */
export function feedDoc(overrides: Partial<MatchFeedDoc> & Pick<MatchFeedDoc, 'id' | 'kind'>) {
  const doc: MatchFeedDoc = {
    matchId: null,
    myPetId: 'my-luna',
    myPetName: 'Luna',
    otherPetId: 'their-rocky',
    otherPetName: 'Rocky',
    otherPetBreed: 'Bulldog Francés',
    otherPetAge: 2,
    otherPetImage: '/uploads/pets/rocky.webp',
    otherUserId: 'user-carlos',
    otherUserName: 'Carlos Rivera',
    otherUserAvatar: null,
    isSuperLike: false,
    lastMessage: null,
    lastMessageAt: null,
    unreadCount: 0,
    muted: false,
    hasUnreadPriority: false,
    lostPetId: null,
    matchedAt: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  }
  return doc
}

export function connection(
  overrides: Partial<Connection> & Pick<Connection, 'id' | 'kind'>,
): Connection {
  return { ...feedDoc(overrides), syncState: overrides.syncState ?? 'synced' }
}
