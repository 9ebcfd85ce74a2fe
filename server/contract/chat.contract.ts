/**
 * Wire contract of chat. Members of the match only: any other caller gets 404
 * 'Match no encontrado', as if the match did not exist. Mutating calls take an
 * Idempotency-Key like every write (server/http/idempotency.ts).
 *
 * - GET  /api/matches/{id}/messages?before=<ISO>&limit=<1..200>  → MessagesPage (oldest first;
 *     `before`: only messages created earlier, to page older history in)
 * - POST /api/matches/{id}/messages  SendMessageInput  → 201 SendMessageResponse. With `id` the
 *     send is idempotent: the same id again answers the stored message; the same id with other
 *     content, or in another match, is 409.
 * - PUT  /api/matches/{id}/read                       → ReadResponse (unread back to 0)
 * - POST /api/matches/{id}/mute    MuteInput          → MuteResponse
 * - POST /api/matches/{id}/report  ReportInput        → ChatSuccessResponse (kept for review)
 * - POST /api/matches/{id}/block                      → ChatSuccessResponse (ends the match for
 *     both; no more messages; the two users never match again)
 * - GET  /api/sync/messages/pull?seq&limit            → PullResponse<MessageFeedDoc>
 */
import { z } from 'zod'
import { chatMessages, chatRules } from './chat.messages.js'
import { requiredText } from './text-fields.js'

export * from './chat.messages.js'

export const sendMessageSchema = z.object({
  id: z
    .string({ error: chatMessages.messageIdInvalid })
    .regex(chatRules.messageIdPattern, chatMessages.messageIdInvalid)
    .optional(),
  content: requiredText(
    chatMessages.contentRequired,
    chatRules.contentMaxLength,
    chatMessages.contentTooLong,
  ),
})
export type SendMessageInput = z.input<typeof sendMessageSchema>

export const messagesQuerySchema = z.object({
  before: z
    .string({ error: chatMessages.beforeInvalid })
    .max(40, chatMessages.beforeInvalid)
    .refine((value) => !Number.isNaN(Date.parse(value)), chatMessages.beforeInvalid)
    .transform((value) => new Date(value).toISOString())
    .optional(),
  limit: z
    .string({ error: chatMessages.limitInvalid })
    .regex(/^\d{1,3}$/, chatMessages.limitInvalid)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, chatMessages.limitInvalid)
        .max(chatRules.pageLimitMax, chatMessages.limitInvalid),
    )
    .default(chatRules.pageLimitDefault),
})

export const muteSchema = z.object({
  muted: z.boolean({ error: chatMessages.mutedInvalid }),
})
export type MuteInput = z.input<typeof muteSchema>

export const reportSchema = z.object({
  reason: requiredText(
    chatMessages.reasonRequired,
    chatRules.reportReasonMaxLength,
    chatMessages.reasonTooLong,
  ),
})
export type ReportInput = z.input<typeof reportSchema>
