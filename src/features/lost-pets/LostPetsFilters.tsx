import { lazy, Suspense, useId, useState } from 'react'
import { SlidersHorizontal } from 'lucide-react'
import { lostPets as t } from '../../i18n/es/lost-pets'
import type { LostPetsFilterPanelProps } from './LostPetsFilterPanel'

/**
 * The panel's selects are not in the screen's first load: its first paint shows only the
 * button. LostPetsPage fetches them once it has painted.
 */
export const loadFilterPanel = () => import('./LostPetsFilterPanel')
const LostPetsFilterPanel = lazy(loadFilterPanel)

/** §2 'Filtros': the button, and under it the panel once opened. */
export function LostPetsFilters(props: LostPetsFilterPanelProps) {
  const [isOpen, setIsOpen] = useState(false)
  // Once opened, the panel stays mounted and is hidden, as a closed panel always was.
  const [hasOpened, setHasOpened] = useState(false)
  const panelId = useId()
  return (
    <div>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setIsOpen((open) => !open)
          setHasOpened(true)
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-3 text-sm font-semibold text-gray-800 ring-1 ring-gray-200"
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4 text-brand-600" />
        {isOpen ? t.filters.hide : t.filters.toggle}
      </button>
      <div id={panelId} hidden={!isOpen}>
        {hasOpened ? (
          <Suspense fallback={null}>
            <LostPetsFilterPanel {...props} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
