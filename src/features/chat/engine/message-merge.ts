import type { OutboxDoc } from '../../../db'
import type { MessageDoc } from '../../../db/schemas/messages.schema'
import { mergeOutbox } from '../../../sync'
import type { ChatMessageView } from '../chat.model'

/**
 * What the chat shows: the stored window, plus messages the socket brought before replication
 * stored them, plus the user's sends still on their way — each message once.
 *
 * Order: everything the server has (stored or live) by createdAt then id — the server's own
 * clock, the same for both members. Sends not yet accepted (pending, failed) come after them
 * in typing order (outbox order): the server stamps a message when it receives it, so an
 * unsent message will land after everything it already holds, and putting it there now means
 * it does not jump when its server version replaces it.
 */
export interface MergeInput {
  stored: readonly MessageDoc[]
  /** socket 'new-message' arrivals (may overlap `stored`) */
  live: readonly MessageDoc[]
  /** this match's 'messages' outbox entries, oldest first */
  entries: readonly OutboxDoc[]
  userId: string | null
}

const byServerOrder = (a: MessageDoc, b: MessageDoc) =>
  a.createdAt === b.createdAt
    ? a.id < b.id
      ? -1
      : a.id > b.id
        ? 1
        : 0
    : a.createdAt < b.createdAt
      ? -1
      : 1

export function mergeChatMessages({
  stored,
  live,
  entries,
  userId,
}: MergeInput): ChatMessageView[] {
  const known = new Map<string, MessageDoc>()
  for (const message of live) known.set(message.id, message)
  // The stored version wins over a live copy of the same id (it is the replicated truth).
  for (const message of stored) known.set(message.id, message)
  // An entry whose message the server already has (live or stored) is done from the chat's
  // point of view, whatever the reconciler has not cleaned up yet.
  const unsent = entries.filter((entry) => !known.has(entry.docId))
  const merged = mergeOutbox([...known.values()].sort(byServerOrder), unsent)
  return merged.map((message) => ({ ...message, isMine: message.senderId === userId }))
}
