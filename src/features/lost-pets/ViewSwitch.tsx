import { List, Map as MapIcon } from 'lucide-react'
import { lostPets as t } from '../../i18n/es/lost-pets'

export type LostPetsView = 'list' | 'map'

/**
 * 'Lista' / 'Mapa' on /lost-pets: two toggle buttons (aria-pressed), so a screen reader says
 * which view is on. The map shows what the list shows; only the way of showing it changes.
 */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: LostPetsView
  onChange: (view: LostPetsView) => void
}) {
  return (
    <div role="group" aria-label={t.view.label} className="inline-flex rounded-xl bg-gray-100 p-1">
      {(['list', 'map'] as const).map((each) => {
        const Icon = each === 'list' ? List : MapIcon
        return (
          <button
            key={each}
            type="button"
            aria-pressed={view === each}
            onClick={() => onChange(each)}
            className={`inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ${
              view === each ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600'
            }`}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {t.view[each]}
          </button>
        )
      })}
    </div>
  )
}
