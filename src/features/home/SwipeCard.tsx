import type { MouseEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { MessageCircle } from 'lucide-react'
import type { DiscoverPet } from '../discover'
import type { SwipeKind } from '../matching'
import { home as t } from '../../i18n/es/home'
import { CardFace } from './CardFace'
import { SwipeOverlays } from './SwipeOverlays'
import { decideSwipe, exitTransform, overlayStrength } from './swipe-decision'
import { usePointerDrag } from './use-pointer-drag'

/**
 * How long the fly-out lasts (the duration-[280ms] class below); then the swipe flow takes the
 * card off the stack (use-swipe-flow.ts times it, so a card dropped in flight still ends).
 */
export const EXIT_MS = 280

export interface SwipeCardProps {
  pet: DiscoverPet
  /** set while this card flies out: it ignores every input then */
  exit: SwipeKind | null
  /** a drag went past the threshold (the parent decides whether it goes) */
  onDecide: (kind: SwipeKind) => void
  onOpenPhotos: () => void
  onOpenComments: () => void
}

/**
 * The top card of the stack (spec §4 'Swipe gesture'): dragged sideways beyond 100 px it is a
 * like or a pass, upwards a super like; shorter drags spring back through the CSS transition.
 */
export function SwipeCard({ pet, exit, onDecide, onOpenPhotos, onOpenComments }: SwipeCardProps) {
  const {
    offset: drag,
    handlers,
    wasDraggedRef,
  } = usePointerDrag({
    enabled: exit === null,
    onRelease: (dx, dy) => {
      // Back at rest the card springs back, or (when decided) the exit transform takes over.
      const kind = decideSwipe(dx, dy)
      if (kind) onDecide(kind)
    },
  })
  const swallowClickAfterDrag = (event: MouseEvent) => {
    if (!wasDraggedRef.current) return
    event.preventDefault()
    event.stopPropagation()
  }

  const strength = exit
    ? { like: 0, pass: 0, superlike: 0, [exit]: 1 }
    : overlayStrength(drag.x, drag.y)
  const transform = exit
    ? exitTransform(exit)
    : `translate(${drag.x}px, ${drag.y}px) rotate(${drag.x / 16}deg)`

  return (
    <article
      {...handlers}
      aria-label={pet.name}
      data-testid="swipe-card"
      onClickCapture={swallowClickAfterDrag}
      style={{ transform }}
      // A class, not an inline style, so the reduced-motion variant can still switch it off.
      className={`absolute inset-0 touch-none will-change-transform select-none ${
        drag.isActive
          ? ''
          : 'transition-transform duration-[280ms] ease-out motion-reduce:transition-none'
      }`}
    >
      <CardFace
        pet={pet}
        onOpenPhotos={onOpenPhotos}
        actions={
          <>
            <button
              type="button"
              aria-label={t.card.comments(pet.name)}
              onClick={onOpenComments}
              className="flex h-10 w-10 items-center justify-center rounded-full bg-white/20 backdrop-blur-sm hover:bg-white/30"
            >
              <MessageCircle aria-hidden="true" className="h-5 w-5" />
            </button>
            <Link
              to="/pet/$petId"
              params={{ petId: pet.id }}
              className="rounded-full bg-white/20 px-4 py-2 text-sm font-semibold backdrop-blur-sm hover:bg-white/30"
            >
              {t.card.profile}
            </Link>
          </>
        }
      />
      <SwipeOverlays strength={strength} />
    </article>
  )
}
