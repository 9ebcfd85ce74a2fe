import { useCallback, useEffect, useRef, useState } from 'react'
import type { DiscoverPet } from '../discover'
import type { MatchDetail, SwipeInput, SwipeKind, SwipeOutcome } from '../matching'
import { home as t } from '../../i18n/es/home'
import type { SwipeExit } from './SwipeDeck'
import { EXIT_MS } from './SwipeCard'

export interface HomeNotice {
  id: number
  text: string
  tone: 'info' | 'error'
}

interface SwipeFlowOptions {
  /** the user's pet that answers, null in browsing mode */
  actingPetId: string | null
  /** takes the card off the stack (useDiscoverStack's remove) */
  remove: (petId: string) => void
  /** the matching feature's sendSwipe (injected, so the flow is testable alone) */
  send: (input: SwipeInput) => Promise<SwipeOutcome>
}

const NOTICE_MS = 4000
// The browsing-mode hint is a gentle one: once per session, not after every swipe.
const BROWSING_HINT_KEY = 'home.browsingHintShown'

function summaryOf(pet: DiscoverPet): SwipeInput['target'] {
  return {
    petId: pet.id,
    name: pet.name,
    breed: pet.breed,
    age: pet.age,
    photo: pet.photos[0] ?? null,
    ownerName: pet.owner.name,
  }
}

function takeBrowsingHint(): boolean {
  try {
    if (sessionStorage.getItem(BROWSING_HINT_KEY)) return false
    sessionStorage.setItem(BROWSING_HINT_KEY, '1')
  } catch {
    // Storage refused (private mode): showing the hint again is harmless.
  }
  return true
}

/**
 * One swipe from decision to outcome (spec §4 'Swipe outcome'): the card flies out while the
 * answer is sent, leaves the stack whatever the answer, and then the outcome shows — the match
 * modal, a pending line, the refusal's message. Errors never block the stack.
 */
export function useSwipeFlow({ actingPetId, remove, send }: SwipeFlowOptions) {
  const [exit, setExit] = useState<SwipeExit | null>(null)
  const [match, setMatch] = useState<MatchDetail | null>(null)
  const [notice, setNotice] = useState<HomeNotice | null>(null)
  // The latest pass the server recorded: the one a premium 'Deshacer' can bring back.
  const [lastPass, setLastPass] = useState<DiscoverPet | null>(null)
  const latestRef = useRef<string | null>(null)
  const sendingRef = useRef(new Map<string, Promise<SwipeOutcome | null>>())
  const noticeIdRef = useRef(0)
  // The fly-out's end is timed here, not by the card: the stack may drop the card in flight (a
  // new page, a changed query) and its outcome, the match modal included, must still come.
  // One at a time: a decision is ignored while a card flies out.
  const exitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(exitTimer.current), [])

  const showNotice = useCallback((text: string, tone: HomeNotice['tone']) => {
    noticeIdRef.current += 1
    setNotice({ id: noticeIdRef.current, text, tone })
  }, [])

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice])

  const handleOutcome = useCallback(
    (outcome: SwipeOutcome) => {
      switch (outcome.kind) {
        case 'matched':
          setMatch(outcome.match)
          return
        case 'pending':
          showNotice(t.notices.pending, 'info')
          return
        case 'refused':
          showNotice(outcome.message, 'error')
          return
        case 'browsing':
          if (takeBrowsingHint()) showNotice(t.notices.browsing, 'info')
          return
        case 'sent':
        case 'already':
          return
      }
    },
    [showNotice],
  )

  const exited = useCallback(
    (pet: DiscoverPet) => {
      remove(pet.id)
      setExit(null)
      const sending = sendingRef.current.get(pet.id)
      sendingRef.current.delete(pet.id)
      void sending?.then((outcome) => {
        if (outcome) handleOutcome(outcome)
      })
    },
    [handleOutcome, remove],
  )
  const exitedRef = useRef(exited)
  useEffect(() => {
    exitedRef.current = exited
  })

  const decide = useCallback(
    (pet: DiscoverPet, kind: SwipeKind) => {
      if (exit) return
      // Spec §4: without an own pet a super like fails, and the card stays.
      if (kind === 'superlike' && !actingPetId) {
        showNotice(t.notices.needsPetForSuperLike, 'error')
        return
      }
      // Spec §4: swipe errors are swallowed (caught at once, so none goes unhandled).
      const sending = send({ target: summaryOf(pet), action: kind, userPetId: actingPetId }).catch(
        (error: unknown) => {
          console.warn('Error al procesar swipe', error)
          return null
        },
      )
      sendingRef.current.set(pet.id, sending)
      setLastPass(null)
      latestRef.current = pet.id
      if (kind === 'pass') {
        void sending.then((outcome) => {
          if (outcome?.kind === 'sent' && latestRef.current === pet.id) setLastPass(pet)
        })
      }
      setExit({ petId: pet.id, kind })
      exitTimer.current = setTimeout(() => exitedRef.current(pet), EXIT_MS)
    },
    [actingPetId, exit, send, showNotice],
  )

  return {
    exit,
    decide,
    match,
    closeMatch: useCallback(() => setMatch(null), []),
    notice,
    showNotice,
    dismissNotice: useCallback(() => setNotice(null), []),
    lastPass,
    clearLastPass: useCallback(() => setLastPass(null), []),
  }
}
