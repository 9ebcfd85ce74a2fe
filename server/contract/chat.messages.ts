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
  /** Settings › Privacidad: the other member deleted their account; the chat stays readable */
  recipientDeleted: 'Esta persona eliminó su cuenta: ya no puedes enviarle mensajes.',
  mutedInvalid: 'Indica si quieres silenciar la conversación.',
  reasonRequired: 'Indica el motivo del reporte.',
  reasonTooLong: `El motivo no puede superar ${chatRules.reportReasonMaxLength} caracteres.`,
  beforeInvalid: 'El parámetro before debe ser una fecha válida.',
  limitInvalid: `El límite debe ser un número entero entre 1 y ${chatRules.pageLimitMax}.`,
  tooManyJoins:
    'Demasiadas conversaciones abiertas seguidas. Espera un momento e inténtalo de nuevo.',
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

/** The socket.io chat events (spec §4 'Socket'); the server's side is realtime/chat-events.ts. */
export const chatEventNames = {
  joinMatch: 'join-match',
  leaveMatch: 'leave-match',
  sendMessage: 'send-message',
  typingStart: 'typing-start',
  typingStop: 'typing-stop',
  newMessage: 'new-message',
  userTyping: 'user-typing',
  userStopTyping: 'user-stop-typing',
  matchUpdate: 'match-update',
} as const

/** Every chat event may carry an ack callback; it is answered with one of these. */
export type ChatAckError = { ok: false; error: string; message: string }
export type ChatAck<T extends object = object> = ({ ok: true } & T) | ChatAckError

/** match-update: the match ended (unmatch or block) and its room closed. */
export interface MatchUpdate {
  matchId: string
  reason: 'unmatched' | 'blocked'
}

/** new-message {message}, to the match room (the sender's own sockets included). */
export interface NewMessageEvent {
  message: ChatMessage
}

/** user-typing / user-stop-typing, to the other member only. */
export interface UserTypingEvent {
  matchId: string
  userId: string
  userName: string
}
export interface UserStopTypingEvent {
  matchId: string
  userId: string
}
