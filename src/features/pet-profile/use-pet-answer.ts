import { useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { SwipeKind, SwipeOutcome } from '../matching'
import { petProfile } from '../../i18n/es/pet-profile'
import { answerResult, type AnswerResult, type OutcomeNotice } from './answer-outcome'
import type { ProfilePet } from './pet-profile.types'

export interface PetAnswer {
  /** an answer is on its way: every answer button is disabled */
  isBusy: boolean
  notice: OutcomeNotice | null
  answer: (action: SwipeKind, myPet: { id: string; name: string }) => Promise<void>
  closeNotice: () => void
}

/** What an unexpected failure (not an answer from the server) tells the user. */
function thrownOutcome(action: SwipeKind): SwipeOutcome {
  const t = petProfile.outcome
  return {
    kind: 'refused',
    message: action === 'superlike' ? t.superLikeThrew : t.likeThrew,
  }
}

/**
 * Pass, super like or like from the profile, one at a time: a ref guards against a second tap
 * landing before React re-renders the disabled buttons.
 */
export function usePetAnswer(pet: ProfilePet): PetAnswer {
  const navigate = useNavigate()
  const inFlight = useRef(false)
  const [isBusy, setIsBusy] = useState(false)
  const [pending, setPending] = useState<AnswerResult | null>(null)

  const goToMatches = () => void navigate({ to: '/matches' })

  const answer = async (action: SwipeKind, myPet: { id: string; name: string }) => {
    if (inFlight.current) return
    inFlight.current = true
    setIsBusy(true)
    let outcome: SwipeOutcome
    try {
      // Loaded on the first answer (the service worker precaches it for offline use): the
      // matching engine is not needed to show the profile.
      const { sendSwipe } = await import('../matching/swipe.actions')
      outcome = await sendSwipe({
        action,
        userPetId: myPet.id,
        target: {
          petId: pet.id,
          name: pet.name,
          breed: pet.breed,
          age: pet.age,
          photo: pet.photos[0] ?? null,
          ownerName: pet.owner?.name ?? '',
        },
      })
    } catch {
      outcome = thrownOutcome(action)
    } finally {
      inFlight.current = false
      setIsBusy(false)
    }
    const result = answerResult(action, outcome, { mine: myPet.name, theirs: pet.name })
    if (result.notice) setPending(result)
    else if (result.goToMatches) goToMatches()
  }

  const closeNotice = () => {
    const after = pending
    setPending(null)
    if (after?.goToMatches) goToMatches()
  }

  return { isBusy, notice: pending?.notice ?? null, answer, closeNotice }
}
