import { useCallback, useEffect, useRef, useState } from 'react'
import type { ErrorEvent, MapSourceDataEvent, MapStyleDataEvent } from 'react-map-gl/maplibre'
import { loadRuntimeConfig } from '../../api/runtime-config'
import {
  BasemapWatch,
  fallbackStyleUrl,
  STYLE_TIMEOUT_MS,
  TILES_TIMEOUT_MS,
} from './basemap-fallback'

/**
 * The style a map shows: the runtime configuration's (streets, by default from OpenFreeMap),
 * and the app's own basemap when that one cannot draw here (basemap-fallback.ts says when).
 * `isSimplified` tells the map to say so with a small note. The handlers go on the <Map>;
 * the map is remounted on a new style (`styleUrl` as its key), because react-map-gl hands a
 * changed style to setStyle without `transformStyle`, which our style's paths need.
 */
export interface BasemapStyle {
  styleUrl: string | null
  isSimplified: boolean
  handlers: {
    onStyleData: (event: MapStyleDataEvent) => void
    onSourceData: (event: MapSourceDataEvent) => void
    onError: (event: ErrorEvent) => void
  }
}

const TILED_SOURCE_TYPES = new Set(['vector', 'raster', 'raster-dem'])

/** What MapLibre adds to an error event from a source: the source's spec. */
function isTiledSourceError(event: ErrorEvent): boolean {
  const { source } = event as ErrorEvent & { source?: { type?: unknown } }
  return typeof source?.type === 'string' && TILED_SOURCE_TYPES.has(source.type)
}

export function useBasemapStyle(): BasemapStyle {
  const [styleUrl, setStyleUrl] = useState<string | null>(null)
  const [fallback, setFallback] = useState<string | null>(null)
  const [isSimplified, setIsSimplified] = useState(false)
  const watch = useRef(new BasemapWatch())

  useEffect(() => {
    let isCurrent = true
    void loadRuntimeConfig().then((config) => {
      if (!isCurrent) return
      setStyleUrl(config.mapStyleUrl)
      setFallback(fallbackStyleUrl(config.mapStyleUrl, window.location.href))
    })
    return () => {
      isCurrent = false
    }
  }, [])

  // Called at most once: the fallback has no fallback of its own.
  const fallBack = useCallback(() => {
    if (!fallback) return
    setStyleUrl(fallback)
    setFallback(null)
    setIsSimplified(true)
  }, [fallback])

  useEffect(() => {
    if (!fallback || !styleUrl) return
    const timers = [
      setTimeout(() => {
        if (watch.current.shouldFallBack({ kind: 'style-timeout' })) fallBack()
      }, STYLE_TIMEOUT_MS),
      setTimeout(() => {
        if (watch.current.shouldFallBack({ kind: 'tiles-timeout' })) fallBack()
      }, TILES_TIMEOUT_MS),
    ]
    return () => timers.forEach(clearTimeout)
  }, [fallback, styleUrl, fallBack])

  const onStyleData = useCallback(() => {
    watch.current.shouldFallBack({ kind: 'style-loaded' })
  }, [])
  const onSourceData = useCallback((event: MapSourceDataEvent) => {
    // A tile of a tiled source arrived (GeoJSON overlays and metadata events carry no tile).
    const type = (event.source as { type?: unknown } | undefined)?.type
    if (event.tile && typeof type === 'string' && TILED_SOURCE_TYPES.has(type)) {
      watch.current.shouldFallBack({ kind: 'tile-loaded' })
    }
  }, [])
  const onError = useCallback(
    (event: ErrorEvent) => {
      const isTiledSource = isTiledSourceError(event)
      if (fallback && watch.current.shouldFallBack({ kind: 'error', isTiledSource })) {
        fallBack()
        return
      }
      // Offline, a tile or an archive range the worker has not cached fails: the map keeps
      // what it has. Worth a warning for an operator, not an error for a user.
      console.warn('map:', event.error.message)
    },
    [fallback, fallBack],
  )

  return {
    styleUrl,
    isSimplified,
    handlers: { onStyleData, onSourceData, onError },
  }
}
