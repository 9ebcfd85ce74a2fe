import { useEffect, useState } from 'react'
import { landing } from '../../i18n/es/landing'
import { LandingSection } from './LandingSection'

const t = landing.testimonials

/** Spec §9: the testimonials rotate every 5 s. */
export const TESTIMONIAL_ROTATION_MS = 5000

function initials(name: string): string {
  return name
    .split(' ')
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
}

export function TestimonialCarousel() {
  const count = t.items.length
  const [active, setActive] = useState(0)
  // Rotation stops while the pointer or the keyboard focus is in the carousel (so nobody reads
  // a quote that swaps under them) and while the tab is hidden (nobody is watching).
  const [isHovered, setHovered] = useState(false)
  const [hasFocus, setHasFocus] = useState(false)
  // Visible at first on both sides (the server has no document); the effect reads the truth.
  const [isPageHidden, setPageHidden] = useState(false)
  // Announce a slide change only when the user asked for it, not every 5 s.
  const [hasUserChosen, setUserChosen] = useState(false)

  useEffect(() => {
    const onVisibilityChange = () => setPageHidden(document.hidden)
    onVisibilityChange()
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => document.removeEventListener('visibilitychange', onVisibilityChange)
  }, [])

  useEffect(() => {
    if (isHovered || hasFocus || isPageHidden) return
    // A timeout re-armed on every change, so a dot click gives the chosen quote a full 5 s.
    const timer = window.setTimeout(
      () => setActive((i) => (i + 1) % count),
      TESTIMONIAL_ROTATION_MS,
    )
    return () => window.clearTimeout(timer)
  }, [active, count, isHovered, hasFocus, isPageHidden])

  return (
    <LandingSection id="testimonials" heading={t}>
      <div
        className="mx-auto mt-12 max-w-3xl"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHasFocus(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false)
        }}
      >
        {/* All quotes share one grid cell, so the card keeps the height of the longest one. */}
        <div
          aria-live={hasUserChosen ? 'polite' : 'off'}
          className="grid rounded-3xl bg-white p-8 shadow-xl ring-1 shadow-brand-700/5 ring-gray-900/5 sm:p-12"
        >
          {t.items.map(({ quote, name, detail }, index) => {
            const isActive = index === active
            return (
              <figure
                key={name}
                aria-hidden={!isActive}
                inert={!isActive}
                className={`col-start-1 row-start-1 flex flex-col items-center text-center transition-opacity duration-500 ${isActive ? 'opacity-100' : 'opacity-0'}`}
              >
                <p className="text-xl tracking-[0.2em] text-amber-400">
                  <span aria-hidden="true">★★★★★</span>
                  <span className="sr-only">{t.rating}</span>
                </p>
                <blockquote className="mt-5 text-lg leading-relaxed text-pretty text-gray-800 sm:text-xl">
                  <p>“{quote}”</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-3 text-left">
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-amber-400 font-bold text-white"
                  >
                    {initials(name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-gray-900">{name}</span>
                    <span className="block text-sm text-gray-500">{detail}</span>
                  </span>
                </figcaption>
              </figure>
            )
          })}
        </div>
        {/* Each dot's button is a 44×44 px target around the small visible dot. */}
        <div className="mt-4 flex justify-center">
          {t.items.map(({ name }, index) => {
            const isActive = index === active
            return (
              <button
                key={name}
                type="button"
                aria-label={t.dot(index + 1)}
                aria-current={isActive ? 'true' : undefined}
                onClick={() => {
                  setActive(index)
                  setUserChosen(true)
                }}
                className="group flex h-11 min-w-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all duration-300 ${isActive ? 'w-8 bg-brand-500' : 'w-2.5 bg-orange-200 group-hover:bg-orange-300'}`}
                />
              </button>
            )
          })}
        </div>
      </div>
    </LandingSection>
  )
}
