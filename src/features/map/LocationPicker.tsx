import { useId, useRef, type KeyboardEvent } from 'react'
import { LoaderCircle, LocateFixed } from 'lucide-react'
import { Marker } from 'react-map-gl/maplibre'
import type { Map as MaplibreMap } from 'maplibre-gl'
import { map as texts } from '../../i18n/es/map'
import { DEFAULT_CENTER, DEFAULT_ZOOM, type LatLng } from './map-constants'
import MapView from './MapView'
import { PlacePin } from './PlacePin'
import { coordinatesText } from '../location'
import { SaveAreaControl } from './save-area'
import { useLocationPicker, type LocationPickerOptions } from './use-location-picker'
import { Notice } from '../../ui/Notice'

/**
 * The map location picker (spec §2 lost-pet dialogs, §4, §7, §8): tap the map or drag the pin,
 * or 'Usar mi ubicación'; the address below follows every move. With the keyboard, the map
 * takes focus and the arrow keys move the pin (Shift for bigger steps). Lazy chunk: import it
 * through LazyLocationPicker.
 */
export interface LocationPickerProps extends LocationPickerOptions {
  label?: string
  /** hide the picker's own 'Usar mi ubicación' when the screen already has one */
  hasUseMine?: boolean
}

/** Pin steps for the arrow keys, in screen pixels at the map's zoom. */
const KEY_STEP_PX = 20
const KEY_STEP_BIG_PX = 100
const WORLD_PX_AT_ZOOM_0 = 512

function stepped(point: LatLng, key: string, pixels: number, zoom: number): LatLng | null {
  const degrees = (pixels * 360) / (WORLD_PX_AT_ZOOM_0 * 2 ** zoom)
  // Longitude degrees shrink with latitude; scale so a step looks the same both ways.
  const cos = Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.05)
  switch (key) {
    case 'ArrowUp':
      return { ...point, latitude: Math.min(85, point.latitude + degrees * cos) }
    case 'ArrowDown':
      return { ...point, latitude: Math.max(-85, point.latitude - degrees * cos) }
    case 'ArrowLeft':
      return { ...point, longitude: ((point.longitude - degrees + 540) % 360) - 180 }
    case 'ArrowRight':
      return { ...point, longitude: ((point.longitude + degrees + 540) % 360) - 180 }
    default:
      return null
  }
}

export default function LocationPicker({
  label = texts.picker.label,
  hasUseMine = true,
  ...options
}: LocationPickerProps) {
  const picker = useLocationPicker(options)
  const mapRef = useRef<MaplibreMap | null>(null)
  const instructionsId = useId()
  const statusId = useId()
  const { point } = picker

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const from = point ?? DEFAULT_CENTER
    const zoom = mapRef.current?.getZoom() ?? DEFAULT_ZOOM
    const next = stepped(from, event.key, event.shiftKey ? KEY_STEP_BIG_PX : KEY_STEP_PX, zoom)
    if (!next) return
    event.preventDefault()
    void picker.moveTo(next)
  }

  return (
    <div className="space-y-2">
      {hasUseMine ? (
        <button
          type="button"
          onClick={() => void picker.locateMe()}
          disabled={picker.isLocating}
          aria-busy={picker.isLocating || undefined}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border-2 border-brand-500 bg-white px-4 py-2 font-semibold text-brand-600 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
        >
          {picker.isLocating ? (
            <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
          ) : (
            <LocateFixed aria-hidden="true" className="h-5 w-5" />
          )}
          {picker.isLocating ? texts.picker.locating : texts.picker.useMine}
        </button>
      ) : null}
      {picker.locateError !== null ? (
        <Notice kind="error">
          {picker.locateError ? <p>{picker.locateError}</p> : null}
          <p>{texts.picker.clickMap}</p>
        </Notice>
      ) : null}
      <p id={instructionsId} className="sr-only">
        {texts.picker.instructions}
      </p>
      {/* The map itself is the widget (an ARIA application): focus it and the arrow keys move
          the pin, as its description says. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="application"
        aria-label={label}
        aria-describedby={`${instructionsId} ${statusId}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <MapView
          center={point ?? DEFAULT_CENTER}
          label={label}
          onMapClick={(clicked) => void picker.moveTo(clicked)}
          onMapReady={(map) => {
            mapRef.current = map
          }}
          // Where someone looks at an area (their home, where a pet was lost) it can be kept
          // for offline use, as on the pet profile.
          controls={(map, styleUrl) => (
            <div className="mt-2">
              <SaveAreaControl map={map} styleUrl={styleUrl} />
            </div>
          )}
        >
          {point ? (
            <Marker
              latitude={point.latitude}
              longitude={point.longitude}
              anchor="bottom"
              draggable
              onDragEnd={(event) =>
                void picker.moveTo({ latitude: event.lngLat.lat, longitude: event.lngLat.lng })
              }
            >
              <PlacePin label={texts.picker.marker} />
            </Marker>
          ) : null}
        </MapView>
      </div>
      <div id={statusId} aria-live="polite" className="min-h-11 text-sm">
        {picker.isLookingUp ? (
          <p className="flex items-center gap-2 text-gray-600">
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            {texts.picker.lookingUp}
          </p>
        ) : point && picker.address ? (
          <>
            <p className="font-medium text-gray-900" data-testid="picker-address">
              {picker.address}
            </p>
            <p className="text-xs text-gray-500" data-testid="picker-coordinates">
              {coordinatesText(point.latitude, point.longitude)}
            </p>
          </>
        ) : point ? null : (
          <p className="text-gray-500">{texts.picker.noPoint}</p>
        )}
      </div>
    </div>
  )
}
