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
 * The (match, user) pairs of these chats whose member muted them, as `${matchId} ${userId}`.
 * Read before the batch takes the feeds' counters, so the lock every writer of every node waits
 * for is not held across this read too. A mute that commits between this read and the batch's
 * commit is ordered after the batch's messages: their notification is stored, as it would be
 * for a message sent a moment earlier, and its push is still checked against the mute when it
 * is sent (modules/push).
 */
export async function mutedChats(
  trx: Transaction<Database>,
  matchIds: readonly string[],
): Promise<Set<string>> {
  if (matchIds.length === 0) return new Set()
  const muted = await trx
    .selectFrom('chat_states')
    .select(['match_id', 'user_id'])
    .where('match_id', 'in', [...new Set(matchIds)])
    .where('muted', '=', 1)
    .execute()
  return new Set(muted.map((row) => `${row.match_id} ${row.user_id}`))
}

/**
 * Inside a message batch's transaction: each chat that got messages tells its recipient, unless
 * they muted it (spec: a muted chat stays silent — no notification in the list, no push; its
 * unread count in the chat list still grows; `muted` from mutedChats) or an unread notification
 * of that chat is still waiting for them (one per conversation until read). A fixed number of
 * statements for the whole batch: they run while the batch holds the feeds' counters, which
 * every other writer of every node waits for (the notifications one included: the batch took
 * it with the others).
 */
export function stageMessageNotices(
  notifier: ChatNotifier,
  trx: Transaction<Database>,
  notices: readonly ChatNotice[],
  muted: ReadonlySet<string>,
): Promise<NotificationRow[]> {
  const heard = notices.filter((notice) => !muted.has(`${notice.matchId} ${notice.recipientId}`))
  if (heard.length === 0) return Promise.resolve([])
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
    true,
  )
}
