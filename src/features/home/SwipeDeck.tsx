import type { ReactNode } from 'react'
import type { DiscoverPet } from '../discover'
import { SwipeActions, type SwipeKind } from '../matching'
import { home as t } from '../../i18n/es/home'
import { CardFace } from './CardFace'
import { SwipeCard } from './SwipeCard'

export interface SwipeExit {
  petId: string
  kind: SwipeKind
}

interface SwipeDeckProps {
  cards: readonly DiscoverPet[]
  exit: SwipeExit | null
  onDecide: (pet: DiscoverPet, kind: SwipeKind) => void
  onOpenPhotos: (pet: DiscoverPet) => void
  onOpenComments: (pet: DiscoverPet) => void
  /** shown beside the answer buttons (the premium undo) */
  extraAction?: ReactNode
}

/**
 * The stack (spec §4): the top card, the next one drawn behind it (its photo already loading),
 * and the buttons that answer the top card.
 */
export function SwipeDeck({
  cards,
  exit,
  onDecide,
  onOpenPhotos,
  onOpenComments,
  extraAction,
}: SwipeDeckProps) {
  const [top, next] = cards
  return (
    <section aria-label={t.stack.region} className="flex flex-1 flex-col gap-4">
      <div className="relative min-h-[16rem] flex-1">
        {next ? (
          <div
            key={next.id}
            inert
            aria-hidden="true"
            className="absolute inset-0 translate-y-2 scale-95 opacity-90"
          >
            <CardFace pet={next} />
          </div>
        ) : null}
        {top ? (
          <SwipeCard
            key={top.id}
            pet={top}
            exit={exit?.petId === top.id ? exit.kind : null}
            onDecide={(kind) => onDecide(top, kind)}
            onOpenPhotos={() => onOpenPhotos(top)}
            onOpenComments={() => onOpenComments(top)}
          />
        ) : null}
      </div>
      <SwipeActions
        isDisabled={!top || exit !== null}
        onAction={(kind) => {
          if (top) onDecide(top, kind)
        }}
      >
        {extraAction}
      </SwipeActions>
    </section>
  )
}
