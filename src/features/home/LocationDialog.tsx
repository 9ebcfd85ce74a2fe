import { lazy, Suspense, useId, useState } from 'react'
import { home as t } from '../../i18n/es/home'
import { PanelDialog } from '../../ui/PanelDialog'
import { clamp, FILTER_LIMITS as L } from './filter-draft'
import { DialogActions } from '../../ui/DialogActions'

// The sharing switch and the map: the same body as Settings' 'Configurar ubicación'.
const MyLocationSettings = lazy(() => import('../account/MyLocationSettings'))

export interface LocationDialogProps {
  /** the discover filters' maxDistance (the same value the filter dialog edits) */
  maxDistance: number
  onApply: (maxDistance: number) => void
  onClose: () => void
}

/**
 * 'Ubicación' (spec §2): the search radius from 1 to 100 km, then the body of Settings'
 * location dialog (the sharing switch and the map; saved on the user's profile at once). The
 * radius changes on 'Aplicar' only.
 */
export function LocationDialog({ maxDistance, onApply, onClose }: LocationDialogProps) {
  const sliderId = useId()
  const [distance, setDistance] = useState(() =>
    clamp(Math.round(maxDistance), L.locationDistanceMin, L.distanceMax),
  )
  return (
    <PanelDialog isOpen title={t.location.title} closeLabel={t.location.close} onClose={onClose}>
      <div className="mb-3 flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm">
        <div className="flex items-center justify-between">
          <label htmlFor={sliderId} className="font-semibold text-gray-900">
            {t.location.distance}
          </label>
          <output htmlFor={sliderId} className="text-sm font-semibold text-brand-700">
            {t.location.distanceValue(distance)}
          </output>
        </div>
        <input
          id={sliderId}
          type="range"
          min={L.locationDistanceMin}
          max={L.distanceMax}
          step={1}
          value={distance}
          aria-valuetext={t.location.distanceValue(distance)}
          onChange={(event) => setDistance(Number(event.target.value))}
          className="w-full accent-brand-500"
        />
      </div>
      <Suspense fallback={null}>
        <MyLocationSettings />
      </Suspense>
      <DialogActions
        className="mt-4"
        tone="primary"
        cancelLabel={t.location.cancel}
        confirmLabel={t.location.apply}
        isBusy={false}
        onCancel={onClose}
        onConfirm={() => {
          onApply(distance)
          onClose()
        }}
      />
    </PanelDialog>
  )
}
