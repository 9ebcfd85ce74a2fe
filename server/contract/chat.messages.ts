/**
 * The zod-free half of the chat contract: limits, Spanish messages and wire types, so the chat
 * screens (composer counter, menu dialogs) import them without zod. chat.contract.ts
 * re-exports all of it.
 */
export const chatRules = {
  contentMaxLength: 2000,
  reportReasonMaxLength: 500,
  /** client-made message ids: like Idempotency-Key values */
  messageIdPattern: /^[A-Za-z0-9_-]{8,100}$/,
  pageLimitDefault: 50,
  pageLimitMax: 200,
} as const

export const chatMessages = {
  contentRequired: 'El mensaje no puede estar vacío',
  contentTooLong: `El mensaje es demasiado largo (máximo ${chatRules.contentMaxLength} caracteres)`,
  messageIdInvalid: 'El identificador del mensaje no es válido.',
  messageIdTaken: 'Ese identificador ya pertenece a otro mensaje.',
  matchNotFound: 'Match no encontrado',
  mutedInvalid: 'Indica si quieres silenciar la conversación.',
  reasonRequired: 'Indica el motivo del reporte.',
  reasonTooLong: `El motivo no puede superar ${chatRules.reportReasonMaxLength} caracteres.`,
  beforeInvalid: 'El parámetro before debe ser una fecha válida.',
  limitInvalid: `El límite debe ser un número entero entre 1 y ${chatRules.pageLimitMax}.`,
} as const

/** Spec §3 Message. */
export interface ChatMessage {
  id: string
  matchId: string
  senderId: string
  content: string
  createdAt: string
  author: { id: string; name: string; avatar: string | null }
}

/** The 'messages' change feed document: exactly the client's MessageDoc. */
export interface MessageFeedDoc {
  id: string
  matchId: string
  senderId: string
  content: string
  createdAt: string
  updatedAt: string
}

export interface MessagesPage {
  /** oldest first */
  messages: ChatMessage[]
}

export interface SendMessageResponse {
  message: ChatMessage
}

export interface ReadResponse {
  success: true
  unreadCount: 0
}

export interface MuteResponse {
  success: true
  muted: boolean
}

export interface ChatSuccessResponse {
  success: true
}
