import { lazy, Suspense } from 'react'
import { map as texts } from '../../i18n/es/map'
import { MapBoundary, Placeholder } from './LazyMap'
import { MAP_HEIGHT_PX } from './map-constants'
import type { AreaMapProps } from './AreaMap'

/** The pet profile's area map, loaded with the map chunk on first use (see LazyMap). */
const AreaMap = lazy(() => import('./AreaMap'))

export function LazyAreaMap(props: AreaMapProps) {
  return (
    <MapBoundary height={MAP_HEIGHT_PX}>
      <Suspense fallback={<Placeholder height={MAP_HEIGHT_PX} text={texts.loading} />}>
        <AreaMap {...props} />
      </Suspense>
    </MapBoundary>
  )
}
