import { Heart, PawPrint, X } from 'lucide-react'
import { landing } from '../../i18n/es/landing'

const t = landing.hero.preview

/** Decorative mock-up of a swipe card, drawn with CSS so the landing ships no images. */
export function HeroPreview() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-[17rem] select-none sm:max-w-xs"
    >
      <div className="absolute inset-0 translate-x-5 translate-y-3 rotate-6 rounded-[2rem] bg-gradient-to-br from-brand-100 to-amber-100" />
      <div className="relative overflow-hidden rounded-[2rem] bg-white shadow-2xl shadow-brand-700/20 ring-1 ring-gray-900/5">
        <div className="relative flex aspect-[4/5] items-center justify-center bg-gradient-to-br from-amber-300 via-brand-500 to-rose-500">
          <PawPrint className="h-28 w-28 text-white/25" strokeWidth={1.5} />
          <span className="absolute top-4 left-4 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-gray-800">
            {t.distance}
          </span>
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-gray-950/55 via-gray-950/20 to-transparent px-5 pt-16 pb-5 text-white">
            <p className="text-2xl font-bold">{t.name}</p>
            <p className="text-sm text-white/85">{t.breed}</p>
            <div className="mt-3 flex flex-wrap gap-1.5">
              {t.tags.map((tag) => (
                <span
                  key={tag}
                  className="rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-medium"
                >
                  {tag}
                </span>
              ))}
            </div>
          </div>
        </div>
        <div className="flex items-center justify-center gap-6 py-4">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-gray-400 shadow-md ring-1 ring-gray-100">
            <X className="h-7 w-7" strokeWidth={2.5} />
          </span>
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-rose-500 text-white shadow-lg shadow-brand-500/40">
            <Heart className="h-8 w-8" fill="currentColor" />
          </span>
        </div>
      </div>
      <div className="absolute -top-4 -right-2 flex items-center gap-2 rounded-2xl bg-white px-3 py-2 shadow-xl ring-1 ring-gray-900/5 sm:-right-8">
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-rose-100 text-rose-500">
          <Heart className="h-4 w-4" fill="currentColor" />
        </span>
        <span className="text-sm font-bold text-gray-900">{t.match}</span>
      </div>
    </div>
  )
}
