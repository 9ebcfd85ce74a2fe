import type { ReactNode } from 'react'
import { Heart, Star, X, type LucideIcon, type LucideProps } from 'lucide-react'
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

/** Pass, super like, like: the two big buttons either side of the small one. */
const ACTIONS: {
  kind: SwipeKind
  label: string
  Icon: LucideIcon
  /** the button's size and colour */
  look: string
  /** the star and the heart are filled; the cross is drawn thicker instead */
  icon: LucideProps
}[] = [
  {
    kind: 'pass',
    label: t.pass,
    Icon: X,
    look: 'h-14 w-14 text-rose-500',
    icon: { className: 'h-7 w-7', strokeWidth: 3 },
  },
  {
    kind: 'superlike',
    label: t.superLike,
    Icon: Star,
    look: 'h-12 w-12 text-sky-500',
    icon: { className: 'h-6 w-6', fill: 'currentColor' },
  },
  {
    kind: 'like',
    label: t.like,
    Icon: Heart,
    look: 'h-14 w-14 text-emerald-500',
    icon: { className: 'h-7 w-7', fill: 'currentColor' },
  },
]

/**
 * The three answers as buttons, on the swipe home (the keyboard's way to swipe) and on a pet
 * profile.
 */
export function SwipeActions({ isDisabled, onAction, children }: SwipeActionsProps) {
  return (
    <div role="group" aria-label={t.label} className="flex items-center justify-center gap-5">
      {children}
      {ACTIONS.map(({ kind, label, Icon, look, icon }) => (
        <button
          key={kind}
          type="button"
          aria-label={label}
          disabled={isDisabled}
          onClick={() => onAction(kind)}
          className={`${ROUND} ${look}`}
        >
          <Icon aria-hidden="true" {...icon} />
        </button>
      ))}
    </div>
  )
}
