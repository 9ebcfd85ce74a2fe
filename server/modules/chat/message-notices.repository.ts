import type { Transaction } from 'kysely'
import { notificationTexts as texts } from '../../contract/notifications.contract.js'
import type { Database, NotificationRow } from '../../db/schema.js'
import type { NotificationsService } from '../notifications/notifications.service.js'

export type ChatNotifier = Pick<NotificationsService, 'stage' | 'readThreadIn' | 'announce'>

/** A chat's notifications form one thread: at most one unread per recipient. */
export const chatThread = (matchId: string) => `message:${matchId}`

export const PREVIEW_MAX = 80

/** The message as the notification quotes it: one line, cut at PREVIEW_MAX. */
export function messagePreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (!flat) return texts.messageFallbackPreview
  return flat.length > PREVIEW_MAX ? `${flat.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : flat
}

export interface ChatNotice {
  matchId: string
  recipientId: string
  /** as the batch read it before its counters were taken (undefined: no such user) */
  senderName: string | undefined
  /** the newest message of the batch for this chat */
  content: string
}

/**
 * Inside a message batch's transaction: each chat that got messages tells its recipient, unless
 * they muted it (spec: a muted chat stays silent — no notification in the list, no push; its
 * unread count in the chat list still grows) or an unread notification of that chat is still
 * waiting for them (one per conversation until read). A fixed number of statements for the
 * whole batch: they run while the batch holds the feeds' counters, which every other writer of
 * every node waits for.
 */
export async function stageMessageNotices(
  notifier: ChatNotifier,
  trx: Transaction<Database>,
  notices: readonly ChatNotice[],
): Promise<NotificationRow[]> {
  if (notices.length === 0) return []
  const muted = await trx
    .selectFrom('chat_states')
    .select(['match_id', 'user_id'])
    .where(
      'match_id',
      'in',
      notices.map((notice) => notice.matchId),
    )
    .where('muted', '=', 1)
    .execute()
  const isMuted = new Set(muted.map((row) => `${row.match_id} ${row.user_id}`))
  const heard = notices.filter((notice) => !isMuted.has(`${notice.matchId} ${notice.recipientId}`))
  return notifier.stage(
    trx,
    heard.map((notice) => ({
      userIds: [notice.recipientId],
      payload: {
        type: 'message',
        thread: chatThread(notice.matchId),
        title: texts.messageTitle(notice.senderName ?? texts.unknownSender),
        message: messagePreview(notice.content),
        data: { chatId: notice.matchId, matchId: notice.matchId },
      },
    })),
  )
}
