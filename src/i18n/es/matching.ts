import { superLikeNeedsPetMessage } from '@contract/matches.messages'

/** Texts of the matching core (swipes, super likes): spec §4 and §8. */
export const matching = {
  /** the answer buttons (swipe home and pet profile) */
  actions: {
    label: 'Acciones',
    pass: 'Pasar',
    superLike: 'Super like',
    like: 'Me gusta',
  },
  /** a like refused without a message of its own */
  likeError: 'Error al dar like',
  /** a pass refused without a message of its own */
  passError: 'Error al pasar',
  /** a super like refused without a message of its own */
  superLikeError: 'Error al dar super like',
  /** a super like without an own pet: refused before any request */
  superLikeNeedsPet: superLikeNeedsPetMessage,
} as const
