import { lazy, Suspense, type ReactNode } from 'react'
import { ChunkBoundary } from '../../ui/ChunkBoundary'
import { map as texts } from '../../i18n/es/map'
import { MAP_HEIGHT_PX } from './map-constants'
import type { MapViewProps } from './MapView'

/**
 * The map, loaded on first use: maplibre-gl and its worker are a chunk of their own that no
 * route loads first (design.md pitfalls), precached by the service worker so it opens offline.
 */
const MapView = lazy(() => import('./MapView'))

export function Placeholder({ height, text }: { height: number; text: string }) {
  return (
    <p
      className="flex w-full items-center justify-center rounded-xl bg-sky-100 text-sm text-gray-700"
      style={{ height }}
    >
      {text}
    </p>
  )
}

/** A chunk that cannot be fetched (offline before it was precached) shows a line, not a crash. */
export function MapBoundary({ height, children }: { height: number; children: ReactNode }) {
  return (
    <ChunkBoundary fallback={<Placeholder height={height} text={texts.loadError} />}>
      {children}
    </ChunkBoundary>
  )
}

export function LazyMap(props: MapViewProps) {
  const height = props.height ?? MAP_HEIGHT_PX
  return (
    <MapBoundary height={height}>
      <Suspense fallback={<Placeholder height={height} text={texts.loading} />}>
        <MapView {...props} />
      </Suspense>
    </MapBoundary>
  )
}
