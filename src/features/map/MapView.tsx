import { useEffect, useMemo, useState, type ReactNode } from 'react'
import Map, {
  AttributionControl,
  NavigationControl,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre'
import type { Map as MaplibreMap } from 'maplibre-gl'
import { map as texts } from '../../i18n/es/map'
import { loadRuntimeConfig } from '../../api/runtime-config'
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAP_HEIGHT_PX, type LatLng } from './map-constants'
import { setUpMaplibre } from './maplibre-setup'
import { styleUrlResolver } from './style-urls'

/**
 * The app's interactive map: maplibre-gl through react-map-gl, the style from the runtime
 * configuration (/api/config, remembered for offline use), the attribution always visible
 * (compact, so it folds into an (i) button on a phone). This module is the lazy map chunk:
 * import it only through LazyMap.
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
  /** controls that need the map instance, rendered beside it (e.g. 'Guardar esta zona sin conexión') */
  controls?: (map: MaplibreMap) => ReactNode
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
  const [styleUrl, setStyleUrl] = useState<string | null>(null)
  const [mapRef, setMapRef] = useState<MapRef | null>(null)
  const [readyMap, setReadyMap] = useState<MaplibreMap | null>(null)
  const transformStyle = useMemo(
    () => (styleUrl ? styleUrlResolver(styleUrl) : undefined),
    [styleUrl],
  )

  useEffect(() => {
    let isCurrent = true
    void loadRuntimeConfig().then((config) => {
      if (isCurrent) setStyleUrl(config.mapStyleUrl)
    })
    return () => {
      isCurrent = false
    }
  }, [])

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
              setReadyMap(event.target)
              onMapReady?.(event.target)
            }}
            onError={(event) => {
              // Offline, a tile or an archive range the worker has not cached fails: the map
              // keeps what it has. Worth a warning for an operator, not an error for a user.
              console.warn('map:', event.error.message)
            }}
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
      </div>
      {readyMap && controls ? controls(readyMap) : null}
    </div>
  )
}
