/**
 * The zod-free half of the matching contract: limits and the Spanish messages the server
 * answers with, so screens (the swipes indicator, the favorites grid) import them without zod.
 * matches.contract.ts re-exports all of it.
 */
import type { MatchKind } from './matches.enums.js'

export { matchKinds, type MatchKind } from './matches.enums.js'

export const matchRules = {
  /** FREE_DAILY_LIKES on the server; this is its default and the spec's 'Swipes: 10' */
  freeDailyLikesDefault: 10,
  freeDailySuperLikes: 1,
  premiumDailySuperLikes: 5,
  idMaxLength: 64,
} as const

export const swipeActions = ['like', 'pass'] as const
export type SwipeAction = (typeof swipeActions)[number]

/** Alone so the swipe screen's own check imports this one text, not every message below. */
export const superLikeNeedsPetMessage = 'Registra una mascota para dar Super Likes'

export const matchMessages = {
  targetRequired: 'Indica la mascota a la que respondes.',
  actionInvalid: 'La acción debe ser like o pass.',
  petIdInvalid: 'El identificador de la mascota no es válido.',
  targetNotFound: 'La mascota no existe o ya no está disponible.',
  ownPetNotFound: 'Tu mascota no existe o fue eliminada.',
  notYourPet: 'Esa mascota no es tuya. Por favor selecciona una de tus mascotas para responder',
  ownTarget: 'No puedes responder a tu propia mascota.',
  superLikeNeedsPet: superLikeNeedsPetMessage,
  likeLimitReached: (limit: number) =>
    `Alcanzaste tu límite de ${limit} likes por hoy. Vuelve mañana o hazte Premium para tener likes ilimitados.`,
  freeSuperLikeLimitReached:
    'Ya usaste tu Super Like de hoy. Vuelve mañana o hazte Premium para tener 5 Super Likes al día.',
  premiumSuperLikeLimitReached: `Ya usaste tus ${matchRules.premiumDailySuperLikes} Super Likes de hoy. Vuelve mañana.`,
  /**
   * A repeated swipe on the same pet is answered 200 with `alreadyInteracted: true` and this
   * message (the spec's client treats an 'Already interacted' answer as a skip).
   */
  alreadyInteracted: 'Already interacted: ya respondiste a esta mascota.',
  matchNotFound: 'Match no encontrado',
  favoriteNotFound: 'Favorito no encontrado.',
} as const

/**
 * The replicated `matches` collection (GET /api/sync/matches/pull and live SYNC_EVENTs): one
 * collection for every pet-to-pet relation the user sees, told apart by `kind`. Ids are unique
 * per viewer: `${kind}:${rowId}` (a super like is 'superLikeSent:<swipe>' for its sender and
 * 'superLikeReceived:<swipe>' for the target's owner). "My" is the viewer's side. The client's
 * RxDB schema (src/db/schemas/matches.schema.ts) is typed from this interface.
 *
 * 'lostPetChat' is a conversation about a lost pet between a finder and the alert's reporter
 * (spec §2 /lost-pets 'Enviar mensaje'): no match behind it; `matchId` is its chat id, the
 * "other pet" is the lost pet for both members, `lostPetId` its alert, and "my pet" is empty.
 */
export interface MatchFeedDoc {
  id: string
  kind: MatchKind
  /** the live match of the pair (favorites and super likes may have none yet) */
  matchId: string | null
  myPetId: string | null
  myPetName: string | null
  otherPetId: string | null
  otherPetName: string | null
  otherPetBreed: string | null
  otherPetAge: number | null
  otherPetImage: string | null
  otherUserId: string | null
  otherUserName: string | null
  otherUserAvatar: string | null
  isSuperLike: boolean
  lastMessage: string | null
  lastMessageAt: string | null
  unreadCount: number
  /** the viewer muted this match's chat (no notifications for it); false for other kinds */
  muted: boolean
  /**
   * The viewer has an unread message here from a premium sender (spec §6 'priority messages'):
   * the chat list puts the conversation first. Set by the server at send time, cleared when the
   * viewer reads the chat; false for other kinds.
   */
  hasUnreadPriority: boolean
  /** the alert a 'lostPetChat' is about; null for every other kind */
  lostPetId: string | null
  matchedAt: string | null
  createdAt: string
  updatedAt: string
}
