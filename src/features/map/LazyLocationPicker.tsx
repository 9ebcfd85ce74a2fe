import { lazy, Suspense } from 'react'
import { map as texts } from '../../i18n/es/map'
import { MapBoundary, Placeholder } from './LazyMap'
import { MAP_HEIGHT_PX } from './map-constants'
import type { LocationPickerProps } from './LocationPicker'

/** The location picker, loaded with the map chunk on first use (see LazyMap). */
const LocationPicker = lazy(() => import('./LocationPicker'))

export function LazyLocationPicker(props: LocationPickerProps) {
  return (
    <MapBoundary height={MAP_HEIGHT_PX}>
      <Suspense fallback={<Placeholder height={MAP_HEIGHT_PX} text={texts.loading} />}>
        <LocationPicker {...props} />
      </Suspense>
    </MapBoundary>
  )
}
