import type { MatchFeedDoc } from '@contract/matches.messages'
import type { MessageDoc } from '../../db/schemas/messages.schema'
import type { SyncState } from '../../sync'

/**
 * The chat's shared vocabulary: what the engine (engine/) hands the screens (ChatPage and
 * its parts). Screens render these and call the engine's actions; they never touch the
 * network or the socket themselves.
 */

/** One message as the chat shows it: replicated, or still on its way (pending / failed). */
export interface ChatMessageView extends MessageDoc {
  syncState: SyncState
  /** sent by the signed-in user */
  isMine: boolean
}

/** The match a chat belongs to: the viewer's 'match' document of the `matches` collection. */
export type ChatMatch = MatchFeedDoc

/** The other member is typing (socket 'user-typing'); null when not. */
export interface TypingNotice {
  userId: string
  userName: string
}

/** Why a chat closed under the user (socket 'match-update'): the screen leaves to /matches. */
export type ChatEndReason = 'unmatched' | 'blocked'

export type ChatActionResult = { ok: true } | { ok: false; message: string }

/**
 * The engine's send, as the composer uses it: the composer makes the message's id first and
 * keeps it with the text until the send answers, so a page that goes mid-send leaves the next
 * one a question it can answer (use-draft.ts).
 */
export interface MessageSending {
  /** a new client-made message id */
  newId: () => string
  /** null when blank; resolves once stored on the device and answered, or refused */
  send: (content: string, id: string) => Promise<ChatActionResult | null>
  /** the device holds a send of this id, queued or replicated (null: cannot tell yet) */
  isRecorded: (id: string) => Promise<boolean | null>
}
