import type { Selectable } from 'kysely'
import type { MatchesTable } from '../../db/schema.js'
import type { ChangeFeedName } from '../sync/change-sequence.repository.js'
import { NamedError } from '../../named-error.js'

/**
 * A match as the matches and chat modules share it: its row, what ending it yields, and who
 * may act on it. Plain types and rules, no queries, so both modules' repositories and
 * services can import it without importing each other.
 */

/** Rows as read back: generated columns resolved, bigint seq possibly a string (PostgreSQL). */
export type MatchRow = Selectable<MatchesTable>

/** The change feed of chat messages (server/modules/chat/messages.feed.ts). */
export const MESSAGES_FEED: ChangeFeedName = 'messages'

export type MatchEndReason = 'unmatched' | 'blocked'

/** The seqs one ended match took: matches feed, and the messages feed (null: no messages). */
export interface EndedMatch {
  match: MatchRow
  firstSeq: number
  lastSeq: number
  messageSeqs: { first: number; last: number } | null
}

/** The match is not a live match of this user's: the service answers 404. */
export class NotMemberError extends NamedError {
  constructor() {
    super('not a live match of this user')
  }
}

export const isMember = (match: MatchRow | undefined, userId: string): match is MatchRow =>
  !!match && match.deleted === 0 && (match.user_a_id === userId || match.user_b_id === userId)
