/**
 * Wire contract of a conversation about a lost pet (spec §2 /lost-pets 'Enviar mensaje'): a
 * signed-in user who is not the alert's reporter or owner (the finder) writes to the reporter
 * in the app, with no match and no published phone. Zod-free: the route takes no body.
 *
 * - POST /api/lost-pets/{id}/conversation → 201 LostPetChatResponse (started) or 200 (the
 *     conversation of this alert and this finder already existed: the same one again).
 *     404 `not-found` unknown alert; 400 `bad-request` the caller's own alert; 403 `forbidden`
 *     one of the two blocked the other; 429 `daily-limit-reached` past the finder's daily
 *     limit of new conversations (Retry-After: seconds to the next UTC midnight).
 *
 * The conversation is a chat like a match's: its id is the `matchId` of
 * /api/matches/{id}/messages, /read, /mute, /report, /block, and of the socket rooms, with the
 * same rule (its two members only; anyone else gets 404 'Match no encontrado'). Both members
 * receive it in the `matches` feed as a kind 'lostPetChat' document.
 */
export const lostPetChatRules = {
  /** LOST_PET_CHATS_PER_DAY on the server: new conversations one finder starts per UTC day */
  perDayDefault: 10,
} as const

export const lostPetChatMessages = {
  ownAlert: 'Esta alerta es tuya: no puedes enviarte mensajes a ti mismo.',
  blocked: 'No puedes escribir a esta persona.',
  noPet: 'Esta alerta ya no admite mensajes.',
  tooMany: (limit: number) =>
    `Ya iniciaste ${limit} conversaciones sobre mascotas perdidas hoy. Podrás iniciar otra mañana.`,
} as const

export interface LostPetChatResponse {
  success: true
  /** the chat of this alert and this finder: open /chat/{matchId} */
  conversation: { matchId: string }
  /** false: it already existed (pressing 'Enviar mensaje' again) */
  created: boolean
}
