import { lazy, Suspense } from 'react'
import { map as texts } from '../../i18n/es/map'
import { MAP_HEIGHT_PX } from './map-constants'
import type { AreaMapProps } from './AreaMap'

/** The pet profile's area map, loaded with the map chunk on first use (see LazyMap). */
const AreaMap = lazy(() => import('./AreaMap'))

export function LazyAreaMap(props: AreaMapProps) {
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
      <AreaMap {...props} />
    </Suspense>
  )
}
