import type { SwipeKind, SwipeOutcome } from '../matching'
import { petProfile } from '../../i18n/es/pet-profile'

const t = petProfile.outcome

/** The alert the profile shows after an answer, and whether closing it leads to /matches. */
export interface OutcomeNotice {
  tone: 'match' | 'superlike' | 'info' | 'error'
  title: string
  text: string
}

export interface AnswerResult {
  /** null: nothing to say */
  notice: OutcomeNotice | null
  /** go to /matches (after the notice is closed when there is one) */
  goToMatches: boolean
}

/**
 * Spec §4 'Profile like outcomes': a match (or a super match) is celebrated, then /matches;
 * browsing mode says a pet must be registered; a plain like and a pass go to /matches; a super
 * like that did not match says 'Super Like enviado', then /matches. Offline the answer waits
 * in the queue (said so, then /matches). A refusal shows its message and stays; pass failures
 * are only logged in the spec, so a pass always moves on.
 */
export function answerResult(
  action: SwipeKind,
  outcome: SwipeOutcome,
  names: { mine: string; theirs: string },
): AnswerResult {
  switch (outcome.kind) {
    case 'matched':
      return {
        notice:
          action === 'superlike'
            ? { tone: 'superlike', title: t.superMatchTitle, text: t.superMatchText(names.theirs) }
            : { tone: 'match', title: t.matchTitle, text: t.matchText(names.mine, names.theirs) },
        goToMatches: true,
      }
    case 'browsing':
      return {
        notice: { tone: 'info', title: t.browsingTitle, text: t.browsingText },
        goToMatches: false,
      }
    case 'pending':
      return {
        notice: { tone: 'info', title: t.pendingTitle, text: t.pendingText },
        goToMatches: true,
      }
    case 'refused':
      if (action === 'pass') return { notice: null, goToMatches: true }
      return {
        notice: {
          tone: 'error',
          title: t.errorTitle,
          text: outcome.message || (action === 'superlike' ? t.superLikeFailed : t.likeFailed),
        },
        goToMatches: false,
      }
    case 'sent':
    case 'already':
      return action === 'superlike' && outcome.kind === 'sent'
        ? {
            notice: {
              tone: 'info',
              title: t.superLikeSentTitle,
              text: t.superLikeSentText(names.theirs),
            },
            goToMatches: true,
          }
        : { notice: null, goToMatches: true }
  }
}
