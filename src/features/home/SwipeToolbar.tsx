import type { ReactNode } from 'react'
import { MapPin, SlidersHorizontal } from 'lucide-react'
import { home as t } from '../../i18n/es/home'

interface SwipeToolbarProps {
  activeCount: number
  onOpenFilters: () => void
  onOpenLocation: () => void
  /** the count chip brings back a hidden active-filter bar */
  onShowFilterBar: () => void
  /** the swipes indicator and, with several pets, the acting-pet selector */
  children: ReactNode
}

const BUTTON =
  'inline-flex items-center gap-1.5 rounded-full border border-gray-200 bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-100'

/** Spec §2: Filters, Location, the active-filter count and the swipes indicator. */
export function SwipeToolbar({
  activeCount,
  onOpenFilters,
  onOpenLocation,
  onShowFilterBar,
  children,
}: SwipeToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" onClick={onOpenFilters} className={BUTTON}>
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        {t.toolbar.filters}
      </button>
      <button type="button" onClick={onOpenLocation} className={BUTTON}>
        <MapPin aria-hidden="true" className="h-4 w-4" />
        {t.toolbar.location}
      </button>
      {activeCount > 0 ? (
        <button
          type="button"
          onClick={onShowFilterBar}
          title={t.toolbar.showFilterBar}
          className="rounded-full bg-brand-500 px-2.5 py-1 text-xs font-bold text-white"
        >
          {t.toolbar.activeCount(activeCount)}
        </button>
      ) : null}
      <span className="ml-auto flex flex-wrap items-center justify-end gap-2">{children}</span>
    </div>
  )
}
