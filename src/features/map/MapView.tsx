import { useEffect, useMemo, useState, type ReactNode } from 'react'
import Map, {
  AttributionControl,
  NavigationControl,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre'
import type { Map as MaplibreMap } from 'maplibre-gl'
import { map as texts } from '../../i18n/es/map'
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAP_HEIGHT_PX, type LatLng } from './map-constants'
import { setUpMaplibre } from './maplibre-setup'
import { styleUrlResolver } from './style-urls'
import { useBasemapStyle } from './use-basemap-style'

/**
 * The app's interactive map: maplibre-gl through react-map-gl, the style from the runtime
 * configuration (/api/config, remembered for offline use) — streets by default — or the app's
 * own basemap when that style cannot draw here, with a small note saying so
 * (use-basemap-style.ts); the attribution always visible (compact, so it folds into an (i)
 * button on a phone). This module is the lazy map chunk: import it only through LazyMap.
 */
export interface MapViewProps {
  center?: LatLng
  zoom?: number
  height?: number
  /** the map's accessible name */
  label?: string
  isInteractive?: boolean
  onMapClick?: (point: LatLng) => void
  /** the map instance once its style has loaded (for controls such as offline saving) */
  onMapReady?: (map: MaplibreMap) => void
  /** markers, sources and layers drawn on the map */
  children?: ReactNode
  /**
   * controls that need the map instance, rendered beside it (e.g. 'Guardar esta zona sin
   * conexión'), given the style URL the map shows (the configured one or its fallback)
   */
  controls?: (map: MaplibreMap, styleUrl: string) => ReactNode
}

const maplibre = Promise.resolve(setUpMaplibre())

export default function MapView({
  center = DEFAULT_CENTER,
  zoom = DEFAULT_ZOOM,
  height = MAP_HEIGHT_PX,
  label = texts.region,
  isInteractive = true,
  onMapClick,
  onMapReady,
  children,
  controls,
}: MapViewProps) {
  const { styleUrl, isSimplified, handlers } = useBasemapStyle()
  const [mapRef, setMapRef] = useState<MapRef | null>(null)
  // The map that loaded, with the style it loaded: a map remounted for the fallback style is
  // not ready until it loads in turn.
  const [ready, setReady] = useState<{ map: MaplibreMap; styleUrl: string } | null>(null)
  const readyMap = ready && ready.styleUrl === styleUrl ? ready.map : null
  const transformStyle = useMemo(
    () => (styleUrl ? styleUrlResolver(styleUrl) : undefined),
    [styleUrl],
  )

  // A changed centre (a new pin, the device position) recentres the map without a remount.
  const { latitude, longitude } = center
  useEffect(() => {
    mapRef?.getMap().easeTo({ center: [longitude, latitude], duration: 300 })
  }, [mapRef, latitude, longitude])

  return (
    <div className="relative w-full">
      <div
        role="region"
        aria-label={label}
        className="relative w-full overflow-hidden rounded-xl bg-sky-100"
        style={{ height }}
        data-map-ready={readyMap ? 'true' : undefined}
      >
        {styleUrl ? (
          <Map
            key={styleUrl}
            ref={setMapRef}
            mapLib={maplibre}
            mapStyle={styleUrl}
            transformStyle={transformStyle}
            initialViewState={{ latitude, longitude, zoom }}
            style={{ width: '100%', height: '100%' }}
            attributionControl={false}
            interactive={isInteractive}
            locale={texts.maplibre}
            keyboard={false}
            cooperativeGestures={false}
            onClick={
              onMapClick
                ? (event: MapLayerMouseEvent) =>
                    onMapClick({ latitude: event.lngLat.lat, longitude: event.lngLat.lng })
                : undefined
            }
            onLoad={(event) => {
              setReady({ map: event.target, styleUrl })
              onMapReady?.(event.target)
            }}
            {...handlers}
          >
            <AttributionControl compact position="bottom-right" />
            {isInteractive ? <NavigationControl position="top-right" showCompass={false} /> : null}
            {children}
          </Map>
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-gray-700">
            {texts.loading}
          </p>
        )}
        {isSimplified ? (
          // A note, not an error: the map works, with less detail (spec: maps work offline).
          <p
            role="status"
            className="pointer-events-none absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs text-gray-700 shadow-sm"
          >
            {texts.simplified}
          </p>
        ) : null}
      </div>
      {readyMap && styleUrl && controls ? controls(readyMap, styleUrl) : null}
    </div>
  )
}
