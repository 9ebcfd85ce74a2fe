import { useRef, useState, type PointerEvent } from 'react'
import { ChevronLeft, ChevronRight, PawPrint } from 'lucide-react'
import { petProfile as t } from '../../i18n/es/pet-profile'
import { ImageWithFallback } from '../../ui/ImageWithFallback'
import { PHOTO_SWIPE_PX, wrapIndex } from './carousel-index'

interface PhotoCarouselProps {
  photos: readonly string[]
  name: string
}

const ARROW =
  'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-gray-800 shadow hover:bg-white'

/**
 * The pet's photos, one at a time: arrows, dots and a sideways swipe, wrapping around at both
 * ends. Pointer events instead of a gesture library: one threshold is all this needs.
 */
export function PhotoCarousel({ photos, name }: PhotoCarouselProps) {
  const [index, setIndex] = useState(0)
  const startX = useRef<number | null>(null)
  const count = photos.length
  const current = wrapIndex(index, count)
  const step = (delta: number) => setIndex((before) => wrapIndex(before + delta, count))

  const placeholder = (
    <div
      role="img"
      aria-label={t.carousel.noPhoto(name)}
      className="flex h-full w-full items-center justify-center bg-brand-100 text-brand-500"
    >
      <PawPrint aria-hidden="true" className="h-16 w-16" />
    </div>
  )

  const endSwipe = (event: PointerEvent) => {
    if (startX.current === null) return
    const dx = event.clientX - startX.current
    startX.current = null
    if (Math.abs(dx) >= PHOTO_SWIPE_PX) step(dx < 0 ? 1 : -1)
  }

  return (
    <section
      aria-roledescription="carrusel"
      aria-label={t.carousel.label(name)}
      className="relative aspect-[4/5] w-full touch-pan-y overflow-hidden rounded-3xl bg-gray-100 select-none"
      onPointerDown={(event) => {
        startX.current = event.clientX
      }}
      onPointerUp={endSwipe}
      onPointerCancel={() => {
        startX.current = null
      }}
    >
      {count === 0 ? (
        placeholder
      ) : (
        <ImageWithFallback
          key={current}
          path={photos[current]}
          alt={t.carousel.photoAlt(name, current + 1, count)}
          className="h-full w-full object-cover"
          fallback={placeholder}
        />
      )}
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-label={t.carousel.previous}
            onClick={() => step(-1)}
            className={`${ARROW} left-3`}
          >
            <ChevronLeft aria-hidden="true" className="h-6 w-6" />
          </button>
          <button
            type="button"
            aria-label={t.carousel.next}
            onClick={() => step(1)}
            className={`${ARROW} right-3`}
          >
            <ChevronRight aria-hidden="true" className="h-6 w-6" />
          </button>
          {/* Each dot's button is a full 44×44 tap target (WCAG 2.5.5); the dark pill behind the
              visible dots is drawn apart, so it stays as slim as the dots. */}
          <div className="absolute bottom-0 left-1/2 flex -translate-x-1/2">
            <span
              aria-hidden="true"
              className="absolute inset-x-3 top-1/2 h-4 -translate-y-1/2 rounded-full bg-gray-950/35"
            />
            {photos.map((photo, dot) => (
              <button
                key={`${dot}-${photo}`}
                type="button"
                aria-label={t.carousel.goTo(dot + 1)}
                aria-current={dot === current ? 'true' : undefined}
                onClick={() => setIndex(dot)}
                className="relative flex h-11 w-11 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${dot === current ? 'w-5 bg-white' : 'w-2 bg-white/60'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  )
}
