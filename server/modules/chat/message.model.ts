import type { Selectable } from 'kysely'
import type { MessagesTable } from '../../db/schema.js'
import type { MatchRow } from '../matches/match.model.js'

/**
 * The shapes of chat messages as the repositories read and write them. Kept apart from the
 * repository files so the message batcher and the chat repository that drives it share them
 * without importing each other.
 */
export type MessageRow = Selectable<MessagesTable>
export type AuthoredMessageRow = MessageRow & {
  author_name: string
  author_avatar: string | null
}

export interface NewMessage {
  id: string
  matchId: string
  senderId: string
  content: string
  now: string
}

export interface StoredMessage {
  row: MessageRow
  match: MatchRow
  /** false: the id was sent before and this is its stored message (nothing written) */
  created: boolean
  /** the 'matches' seq the match took (0 when nothing was written) */
  matchSeq: number
  /** the sender's name and avatar as they are now */
  author: { name: string; avatar: string | null }
}
