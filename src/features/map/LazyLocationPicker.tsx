import { lazy, Suspense } from 'react'
import { map as texts } from '../../i18n/es/map'
import { MAP_HEIGHT_PX } from './map-constants'
import type { LocationPickerProps } from './LocationPicker'

/** The location picker, loaded with the map chunk on first use (see LazyMap). */
const LocationPicker = lazy(() => import('./LocationPicker'))

export function LazyLocationPicker(props: LocationPickerProps) {
  return (
    <Suspense
      fallback={
        <p
          className="flex w-full items-center justify-center rounded-xl bg-sky-100 text-sm text-gray-500"
          style={{ height: MAP_HEIGHT_PX }}
        >
          {texts.loading}
        </p>
      }
    >
      <LocationPicker {...props} />
    </Suspense>
  )
}
