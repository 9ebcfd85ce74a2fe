import type { Connection } from '../connections'

/**
 * The rules of the 'Mensajes' list (spec §9), pure so they are tested without a database:
 * conversations with an unread priority message first (spec §6 'priority messages', a premium
 * sender's benefit that the server decides), then newest first; and the search over owner name,
 * pet name and breed.
 */
export type Conversation = Connection

/** The conversation's latest activity: its last message, else when the match was made. */
export function conversationTime(doc: Conversation): string {
  return doc.lastMessageAt ?? doc.matchedAt ?? doc.createdAt
}

function timestamp(doc: Conversation): number {
  // An unreadable date sorts last rather than making the comparison inconsistent.
  return Date.parse(conversationTime(doc)) || 0
}

/** Priority ones first, then newest first; the id breaks ties so the order never flickers. */
export function sortConversations(docs: readonly Conversation[]): Conversation[] {
  return [...docs].sort((a, b) => {
    if (a.hasUnreadPriority !== b.hasUnreadPriority) return a.hasUnreadPriority ? -1 : 1
    const timeA = timestamp(a)
    const timeB = timestamp(b)
    if (timeA !== timeB) return timeB - timeA
    return a.id.localeCompare(b.id)
  })
}

/** Lower case without accents, so 'bolivar' finds 'Bolívar' and 'PERRO' finds 'perro'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** The conversations whose owner name, pet name or pet breed contains the query. */
export function searchConversations(
  docs: readonly Conversation[],
  query: string,
): readonly Conversation[] {
  const needle = fold(query.trim())
  if (!needle) return docs
  return docs.filter((doc) =>
    [doc.otherUserName, doc.otherPetName, doc.otherPetBreed].some(
      (field) => field !== null && fold(field).includes(needle),
    ),
  )
}

/** A message the user sent that the server has not stored yet (the write queue holds it). */
export interface PendingMessage {
  matchId: string
  content: string
  createdAt: string
}

/**
 * The list as the user left it: a conversation whose newest message is still on its way
 * (offline, or in flight) shows that message and its time, not the last one the server had.
 */
export function withPendingMessages(
  docs: readonly Conversation[],
  pending: readonly PendingMessage[],
): readonly Conversation[] {
  if (pending.length === 0) return docs
  const newest = new Map<string, PendingMessage>()
  for (const message of pending) {
    const current = newest.get(message.matchId)
    if (!current || Date.parse(message.createdAt) >= Date.parse(current.createdAt)) {
      newest.set(message.matchId, message)
    }
  }
  return docs.map((doc) => {
    const message = doc.matchId ? newest.get(doc.matchId) : undefined
    if (!message) return doc
    const shown = doc.lastMessageAt ? Date.parse(doc.lastMessageAt) : -Infinity
    if (!(Date.parse(message.createdAt) > shown)) return doc
    return { ...doc, lastMessage: message.content, lastMessageAt: message.createdAt }
  })
}
