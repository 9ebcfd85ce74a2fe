import type { ReactNode } from 'react'
import { Heart, Star, X } from 'lucide-react'
import { matching } from '../../i18n/es/matching'
import type { SwipeKind } from './matching.types'

const t = matching.actions

interface SwipeActionsProps {
  /** while an answer is on its way the buttons do nothing */
  isDisabled: boolean
  onAction: (kind: SwipeKind) => void
  /** an extra control before them (the premium undo) */
  children?: ReactNode
}

const ROUND =
  'flex items-center justify-center rounded-full bg-white shadow-md transition hover:scale-105 active:scale-95 disabled:opacity-50 disabled:hover:scale-100'

/**
 * The three answers as buttons, on the swipe home (the keyboard's way to swipe) and on a pet
 * profile.
 */
export function SwipeActions({ isDisabled, onAction, children }: SwipeActionsProps) {
  return (
    <div role="group" aria-label={t.label} className="flex items-center justify-center gap-5">
      {children}
      <button
        type="button"
        aria-label={t.pass}
        disabled={isDisabled}
        onClick={() => onAction('pass')}
        className={`${ROUND} h-14 w-14 text-rose-500`}
      >
        <X aria-hidden="true" className="h-7 w-7" strokeWidth={3} />
      </button>
      <button
        type="button"
        aria-label={t.superLike}
        disabled={isDisabled}
        onClick={() => onAction('superlike')}
        className={`${ROUND} h-12 w-12 text-sky-500`}
      >
        <Star aria-hidden="true" className="h-6 w-6" fill="currentColor" />
      </button>
      <button
        type="button"
        aria-label={t.like}
        disabled={isDisabled}
        onClick={() => onAction('like')}
        className={`${ROUND} h-14 w-14 text-emerald-500`}
      >
        <Heart aria-hidden="true" className="h-7 w-7" fill="currentColor" />
      </button>
    </div>
  )
}
