import type { SwipeKind } from '../matching'
import { home as t } from '../../i18n/es/home'

/**
 * 'ME GUSTA' / 'NOPE' (and the super like's stamp) over a card, as strong as the drag is far.
 * Decorative: the buttons carry the accessible names, so screen readers are not told twice.
 */
export function SwipeOverlays({ strength }: { strength: Record<SwipeKind, number> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <span
        style={{ opacity: strength.like }}
        className="absolute top-8 left-5 -rotate-12 rounded-lg border-4 border-emerald-400 px-3 py-1 text-3xl font-black tracking-wide text-emerald-400"
      >
        {t.card.like}
      </span>
      <span
        style={{ opacity: strength.pass }}
        className="absolute top-8 right-5 rotate-12 rounded-lg border-4 border-rose-500 px-3 py-1 text-3xl font-black tracking-wide text-rose-500"
      >
        {t.card.nope}
      </span>
      <span
        style={{ opacity: strength.superlike }}
        className="absolute inset-x-0 top-1/3 mx-auto w-fit rounded-lg border-4 border-sky-400 px-3 py-1 text-3xl font-black tracking-wide text-sky-400"
      >
        {t.card.superLike}
      </span>
    </div>
  )
}
