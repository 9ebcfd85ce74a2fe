import { useMemo } from 'react'
import { Layer, Marker, Source } from 'react-map-gl/maplibre'
import { map as texts } from '../../i18n/es/map'
import type { LatLng } from './map-constants'
import MapView from './MapView'
import { PlacePin } from './PlacePin'
import { SaveAreaControl } from './save-area'

/**
 * Where a pet is, on its profile. Someone else's pet: the server only ever sends the centre of
 * the ~1 km privacy cell (server/geo/privacy.ts), and this draws an area around it — a circle
 * larger than the cell, so it always covers the real place — never a pin, labelled with the
 * place's name: at zoom 13 the app's own basemap (the fallback when the streets cannot load)
 * names no street or district there, so without it a stranger could not tell where the area
 * is. The owner's own
 * pet: its exact place with a pin. Lazy chunk: import it through LazyAreaMap.
 */
export interface AreaMapProps extends LatLng {
  isExact: boolean
  /** the area's name ('Colonia Escalón, San Salvador', 'cerca de Santa Tecla'), shown on it */
  place?: string | null
}

/** Covers the whole cell (1.11 km tall, at most ~1.6 km across its diagonal) around its centre. */
export const AREA_RADIUS_M = 1_000
const EARTH_RADIUS_M = 6_371_000
const AREA_ZOOM = 13

function circle({ latitude, longitude }: LatLng, radius: number, steps = 64) {
  const ring: [number, number][] = []
  const angular = radius / EARTH_RADIUS_M
  const lat = (latitude * Math.PI) / 180
  const lng = (longitude * Math.PI) / 180
  for (let i = 0; i <= steps; i++) {
    const bearing = (2 * Math.PI * i) / steps
    const lat2 = Math.asin(
      Math.sin(lat) * Math.cos(angular) + Math.cos(lat) * Math.sin(angular) * Math.cos(bearing),
    )
    const lng2 =
      lng +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat),
        Math.cos(angular) - Math.sin(lat) * Math.sin(lat2),
      )
    ring.push([(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI])
  }
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'Polygon' as const, coordinates: [ring] },
  }
}

export default function AreaMap({ latitude, longitude, isExact, place = null }: AreaMapProps) {
  const area = useMemo(() => circle({ latitude, longitude }, AREA_RADIUS_M), [latitude, longitude])
  const name = place?.trim() || null
  return (
    <MapView
      center={{ latitude, longitude }}
      zoom={isExact ? 15 : AREA_ZOOM}
      label={isExact ? texts.area.exact : name ? texts.area.named(name) : texts.area.title}
      controls={(map, styleUrl) => (
        <div className="mt-2">
          <SaveAreaControl map={map} styleUrl={styleUrl} />
        </div>
      )}
    >
      {isExact ? (
        <Marker latitude={latitude} longitude={longitude} anchor="bottom">
          <PlacePin label={texts.area.exact} />
        </Marker>
      ) : (
        <Source id="approximate-area" type="geojson" data={area}>
          <Layer
            id="approximate-area-fill"
            type="fill"
            paint={{ 'fill-color': '#f97316', 'fill-opacity': 0.25 }}
          />
          <Layer
            id="approximate-area-line"
            type="line"
            paint={{ 'line-color': '#ea580c', 'line-width': 2 }}
          />
        </Source>
      )}
      {!isExact && name ? (
        // An HTML label: the app's own style has no glyphs, and it reads like the page around it.
        <Marker latitude={latitude} longitude={longitude} anchor="center">
          <span
            data-testid="area-label"
            className="block max-w-56 truncate rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-gray-900 shadow ring-1 ring-orange-300"
          >
            {name}
          </span>
        </Marker>
      ) : null}
    </MapView>
  )
}
