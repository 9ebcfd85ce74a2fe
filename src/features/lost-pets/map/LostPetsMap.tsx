import { useEffect, useMemo, useState } from 'react'
import { Marker } from 'react-map-gl/maplibre'
import type { Map as MaplibreMap } from 'maplibre-gl'
import { lostPets as t } from '../../../i18n/es/lost-pets'
import { DEFAULT_CENTER } from '../../map'
import MapView from '../../map/MapView'
import { boundsOf, type MapSpot } from './map-items'
import { SpotButton } from './MapKinds'

/**
 * The /lost-pets map itself: the app's map (MapView: the configured style, or the app's own
 * basemap offline) with one marker per place, framed around all of them. This module is the
 * MapLibre chunk's way in for the screen: import it lazily (LostPetsMapPanel), so MapLibre
 * loads when the user opens the map view and never with the list.
 */
export interface LostPetsMapProps {
  spots: readonly MapSpot[]
  selectedKey: string | null
  cardId: string
  height: number
  onSelect: (key: string | null) => void
}

/** Close enough to read the streets around a single marker; never closer. */
const MAX_FIT_ZOOM = 15
const FIT_PADDING_PX = 48

export default function LostPetsMap({
  spots,
  selectedKey,
  cardId,
  height,
  onSelect,
}: LostPetsMapProps) {
  const [map, setMap] = useState<MaplibreMap | null>(null)
  // The first view only: later changes (filters) refit the bounds below instead.
  const [center] = useState(() => {
    const [first] = spots
    return first ? { latitude: first.latitude, longitude: first.longitude } : DEFAULT_CENTER
  })
  const bounds = useMemo(() => boundsOf(spots), [spots])
  const boundsKey = bounds ? bounds.flat().join(',') : ''

  // Frame every marker once the map is up, and again when the filtered set moves.
  useEffect(() => {
    if (!map || !bounds) return
    map.fitBounds(bounds, { padding: FIT_PADDING_PX, maxZoom: MAX_FIT_ZOOM, duration: 0 })
    // `bounds` is read through its key: a new array with the same box must not refit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, boundsKey])

  return (
    <MapView
      center={center}
      zoom={13}
      height={height}
      label={t.map.label}
      onMapClick={() => onSelect(null)}
      onMapReady={setMap}
    >
      {spots.map((spot) => (
        <Marker
          key={spot.key}
          latitude={spot.latitude}
          longitude={spot.longitude}
          anchor="center"
          // The open one above its neighbours.
          style={{ zIndex: spot.key === selectedKey ? 2 : 1 }}
        >
          <SpotButton
            spot={spot}
            isSelected={spot.key === selectedKey}
            cardId={cardId}
            onSelect={onSelect}
          />
        </Marker>
      ))}
    </MapView>
  )
}
