import { cleanText } from '@contract/clean-text'
import type { KyInstance } from 'ky'
import { chatEndpoints as endpoints } from '@contract/chat.endpoints'
import { chatMessages, chatRules } from '@contract/chat.messages'
import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'
import { queuedRequest, send } from '../../../api/call'
import { callOnline } from '../../../api/online-only'
import type { MessageDoc } from '../../../db/schemas/messages.schema'
import { chatActions as t } from '../../../i18n/es/chat-actions'
import {
  discardPendingChanges,
  getSyncContext,
  hasQueuedWrite,
  runMutation,
  type Mutation,
  type MutationResult,
} from '../../../sync'
import type { ChatActionResult } from '../chat.model'
import { MESSAGES } from './chat.repo'
import { newMessageId } from './message-ids'

/**
 * The chat's writes.
 *
 * Sending goes through the write queue (runMutation) by REST only — one durable path, not also
 * the socket: the message shows at once as pending, survives a reload and a closed app, and is
 * sent in the order typed; the client-made id and the Idempotency-Key make every resend the
 * same message on the server. The server pushes it to the room ('new-message') and to both
 * members' replication.
 *
 * Mute, report and block are plain calls that need the network (they are not queued): offline
 * they answer at once with a 'Necesitas conexión…' text. The unmatch is connections' unmatch().
 */
function toResult(result: MutationResult): ChatActionResult {
  return result.ok ? { ok: true } : { ok: false, message: result.message }
}

/**
 * null: blank after trimming (nothing is sent, spec §5). `id` is the message's, made by the
 * caller (newMessageId) so it can ask later whether the device stored it (isMessageRecorded).
 */
export async function sendChatMessage(
  matchId: string,
  content: string,
  id: string = newMessageId(),
): Promise<ChatActionResult | null> {
  // What the server will store: no control characters; nothing visible is blank.
  const text = cleanText(content).trim()
  if (!text) return null
  if (text.length > chatRules.contentMaxLength) {
    return { ok: false, message: chatMessages.contentTooLong }
  }
  const context = getSyncContext()
  if (!context) return { ok: false, message: t.sendError }
  const now = new Date().toISOString()
  const message: MessageDoc = {
    id,
    matchId,
    senderId: context.user.id,
    content: text,
    createdAt: now,
    updatedAt: now,
  }
  return toResult(await runMutation(messageMutation(message)))
}

/**
 * Whether this device holds the message: in the write queue (on its way, sent, or refused and
 * shown as failed) or in the replicated collection (the queue lets a sent one go only once the
 * collection shows it, so the queue is read first). null: no sync session yet.
 */
export async function isMessageRecorded(messageId: string): Promise<boolean | null> {
  const queued = await hasQueuedWrite(MESSAGES, messageId)
  const context = getSyncContext()
  if (queued === null || !context) return null
  return queued || (await context.database.messages.findOne(messageId).exec()) !== null
}

function messageMutation(message: MessageDoc): Mutation {
  return {
    target: MESSAGES,
    docId: message.id,
    op: 'create',
    doc: message,
    baseUpdatedAt: null,
    fallbackMessage: t.sendError,
    request: queuedRequest(endpoints.send, {
      params: { id: message.matchId },
      json: { id: message.id, content: message.content },
    }),
  }
}

/** Forgets a send that can no longer go out (the 'failed' bubble's discard). */
export function discardFailedMessage(messageId: string): Promise<void> {
  return discardPendingChanges(MESSAGES, messageId)
}

/** `run` with the sync session's client and a fresh Idempotency-Key, online only. */
async function call(
  run: (client: KyInstance, headers: Record<string, string>) => Promise<unknown>,
  texts: { offline: string; fallback: string },
): Promise<ChatActionResult> {
  const context = getSyncContext()
  if (!context) return { ok: false, message: texts.fallback }
  const headers = { [IDEMPOTENCY_HEADER]: crypto.randomUUID() }
  const result = await callOnline(() => run(context.http, headers), texts)
  return result.ok ? { ok: true } : { ok: false, message: result.message }
}

/** The match document's `muted` follows by replication (the server republishes it). */
export function setChatMuted(matchId: string, muted: boolean): Promise<ChatActionResult> {
  return call(
    (client, headers) =>
      send(endpoints.mute, { client, headers, params: { id: matchId }, json: { muted } }),
    { offline: t.offline.mute, fallback: t.muteError },
  )
}

export function reportChat(matchId: string, reason: string): Promise<ChatActionResult> {
  const text = reason.trim()
  if (!text) return Promise.resolve({ ok: false, message: chatMessages.reasonRequired })
  if (text.length > chatRules.reportReasonMaxLength) {
    return Promise.resolve({ ok: false, message: chatMessages.reasonTooLong })
  }
  return call(
    (client, headers) =>
      send(endpoints.report, { client, headers, params: { id: matchId }, json: { reason: text } }),
    { offline: t.offline.report, fallback: t.reportError },
  )
}

export function blockChat(matchId: string): Promise<ChatActionResult> {
  return call(
    (client, headers) => send(endpoints.block, { client, headers, params: { id: matchId } }),
    { offline: t.offline.block, fallback: t.blockError },
  )
}

/**
 * The unmatch, through the write queue like the connections screen's (removed for both users).
 * Loaded on use: the connections' actions would otherwise join the chat route's first load.
 */
export async function deleteChat(matchId: string, docId?: string): Promise<ChatActionResult> {
  try {
    const { unmatch } = await import('../../connections/connections.actions')
    return toResult(await unmatch(matchId, docId))
  } catch {
    return { ok: false, message: t.deleteError }
  }
}
