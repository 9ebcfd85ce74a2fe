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

function Placeholder({ height, text }: { height: number; text: string }) {
  return (
    <p
      className="flex w-full items-center justify-center rounded-xl bg-sky-100 text-sm text-gray-700"
      style={{ height }}
    >
      {text}
    </p>
  )
}

// A map that fails for any reason (its chunk not fetched offline before it was precached, or
// maplibre unable to start, e.g. without WebGL) is a line on the screen around it, not a crash.
const anyMapError = () => true

function MapBoundary({ height, children }: { height: number; children: ReactNode }) {
  return (
    <ChunkBoundary
      fallback={<Placeholder height={height} text={texts.loadError} />}
      catches={anyMapError}
    >
      {children}
    </ChunkBoundary>
  )
}

/** A map chunk's surroundings: its boundary, and its placeholder while the chunk arrives. */
export function MapFrame({
  height = MAP_HEIGHT_PX,
  children,
}: {
  height?: number | undefined
  children: ReactNode
}) {
  return (
    <MapBoundary height={height}>
      <Suspense fallback={<Placeholder height={height} text={texts.loading} />}>
        {children}
      </Suspense>
    </MapBoundary>
  )
}

export function LazyMap(props: MapViewProps) {
  return (
    <MapFrame height={props.height}>
      <MapView {...props} />
    </MapFrame>
  )
}
