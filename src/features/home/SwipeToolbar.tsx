import type { ReactNode } from 'react'
import { MapPin, SlidersHorizontal, type LucideIcon } from 'lucide-react'
import { home as t } from '../../i18n/es/home'

interface SwipeToolbarProps {
  activeCount: number
  onOpenFilters: () => void
  onOpenLocation: () => void
  /** the count chip brings back a hidden active-filter bar */
  onShowFilterBar: () => void
  /** the swipes indicator, at the end of the row */
  children: ReactNode
  /**
   * With several pets, the acting-pet selector: a row of its own under the buttons, so a pet's
   * name has room on a 390 px phone (beside the chips it was squashed to a few pixels).
   */
  actingPet?: ReactNode
}

/** Icon-only (named by aria-label) so the toolbar keeps to one row on a 390 px phone. */
function IconButton({
  label,
  Icon,
  onClick,
}: {
  label: string
  Icon: LucideIcon
  onClick: () => void
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-800 shadow-sm hover:bg-gray-100"
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  )
}

/** Spec §2: Filters, Location, the active-filter count and the swipes indicator. */
export function SwipeToolbar({
  activeCount,
  onOpenFilters,
  onOpenLocation,
  onShowFilterBar,
  children,
  actingPet = null,
}: SwipeToolbarProps) {
  return (
    <div className="flex flex-col gap-2">
      {/* Wraps rather than overlaps: the premium 'Swipes ilimitados' chip beside the filter
          count is wider than a phone's row. */}
      <div className="flex flex-wrap items-center gap-2">
        <IconButton label={t.toolbar.filters} Icon={SlidersHorizontal} onClick={onOpenFilters} />
        <IconButton label={t.toolbar.location} Icon={MapPin} onClick={onOpenLocation} />
        {activeCount > 0 ? (
          <button
            type="button"
            onClick={onShowFilterBar}
            title={t.toolbar.showFilterBar}
            className="min-h-11 shrink-0 rounded-full bg-brand-500 px-3 text-xs font-bold text-white"
          >
            {t.toolbar.activeCount(activeCount)}
          </button>
        ) : null}
        <span className="ml-auto flex min-w-0 items-center justify-end gap-2">{children}</span>
      </div>
      {actingPet}
    </div>
  )
}
