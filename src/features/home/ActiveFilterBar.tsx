import { useId, useState } from 'react'
import { ChevronDown, ChevronUp, EyeOff, X } from 'lucide-react'
import type { ActiveFilter, DiscoverFilterKey } from '../discover'
import { home as t } from '../../i18n/es/home'

interface ActiveFilterBarProps {
  activeFilters: readonly ActiveFilter[]
  onReset: (key: DiscoverFilterKey) => void
  onClearAll: () => void
  onHide: () => void
}

const ICON_BUTTON = 'rounded-full p-1.5 text-gray-500 hover:bg-gray-200 hover:text-gray-900'

/**
 * Under the toolbar (spec §2): one chip per active filter with its ×, 'Limpiar todo', and the
 * bar can be folded to its title or hidden (the parent keeps that for the session).
 */
export function ActiveFilterBar({
  activeFilters,
  onReset,
  onClearAll,
  onHide,
}: ActiveFilterBarProps) {
  const [isCollapsed, setIsCollapsed] = useState(false)
  const listId = useId()
  if (activeFilters.length === 0) return null
  return (
    <section
      aria-label={t.filterBar.label}
      className="rounded-2xl border border-brand-100 bg-white px-3 py-2 shadow-sm"
    >
      <div className="flex items-center gap-1">
        <p className="flex-1 text-sm font-semibold text-gray-800">
          {t.filterBar.label} ({activeFilters.length})
        </p>
        <button
          type="button"
          onClick={onClearAll}
          className="rounded-full px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t.filterBar.clearAll}
        </button>
        <button
          type="button"
          aria-label={isCollapsed ? t.filterBar.expand : t.filterBar.collapse}
          aria-expanded={!isCollapsed}
          aria-controls={listId}
          onClick={() => setIsCollapsed((before) => !before)}
          className={ICON_BUTTON}
        >
          {isCollapsed ? (
            <ChevronDown aria-hidden="true" className="h-4 w-4" />
          ) : (
            <ChevronUp aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
        <button
          type="button"
          aria-label={t.filterBar.hide}
          onClick={onHide}
          className={ICON_BUTTON}
        >
          <EyeOff aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <ul id={listId} hidden={isCollapsed} className="mt-2 flex flex-wrap gap-1.5">
        {activeFilters.map((filter) => (
          <li
            key={filter.key}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-800"
          >
            {filter.label}
            <button
              type="button"
              aria-label={t.filterBar.remove(filter.label)}
              onClick={() => onReset(filter.key)}
              // A 44×44 hit area around the small ×; the negative margins keep the chip's size.
              className="-my-3 -mr-2.5 flex h-11 w-11 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <X aria-hidden="true" className="h-3.5 w-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
