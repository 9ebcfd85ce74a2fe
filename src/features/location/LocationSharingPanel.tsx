import { SwitchButton } from '../../ui/Switch'
import { useId } from 'react'
import { Loader2, LocateFixed, MapPin } from 'lucide-react'
import { location as texts } from '../../i18n/es/location'
import type { Coordinates } from './distance'
import { useIsManualPlace } from './manual-place'
import { usePlaceText } from './nearby-place'
import { useLocationSharing, type SaveUserLocation } from './use-location-sharing'
import { Notice } from '../../ui/Notice'

/**
 * The 'share my location' switch of spec §4, for Settings. The caller passes the saved state
 * (ProfileDoc.shareLocation, its coordinates and place text) and the action that saves a
 * change (the account feature's saveUserLocation); the panel asks for the position, names it,
 * saves it and keeps it current while it is mounted.
 */
export interface LocationSharingPanelProps {
  /** ProfileDoc.id: whose place picked by hand on the map (manual-place.ts) is shared */
  userId: string
  shareLocation: boolean
  coordinates: Coordinates | null
  /**
   * the saved place text (ProfileDoc.location); without one, or when it is bare coordinates,
   * the nearest known place is shown (usePlaceText)
   */
  locationText?: string | null
  saveUserLocation: SaveUserLocation
}

export function LocationSharingPanel({
  userId,
  shareLocation,
  coordinates,
  locationText = null,
  saveUserLocation,
}: LocationSharingPanelProps) {
  const { isOn, phase, error, toggle, followDevice } = useLocationSharing({
    shareLocation,
    saveUserLocation,
  })
  const isPickedByHand = useIsManualPlace(userId, coordinates)
  const titleId = useId()
  const descriptionId = useId()
  const isBusy = phase !== 'idle'
  const busyText =
    phase === 'locating'
      ? texts.sharing.locating
      : phase === 'saving'
        ? texts.sharing.saving
        : phase === 'turning-off'
          ? texts.sharing.turningOff
          : null
  const place = usePlaceText(locationText, coordinates) ?? texts.unknownLocation

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby={titleId}>
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MapPin aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-gray-900">
            {texts.sharing.title}
          </h2>
          <p id={descriptionId} className="text-sm text-gray-500">
            {texts.sharing.description}
          </p>
        </div>
        <SwitchButton
          isOn={isOn}
          labelledBy={titleId}
          describedBy={descriptionId}
          isDisabled={isBusy}
          onClick={() => void toggle()}
        />
      </div>

      <div className="mt-3 text-sm" aria-live="polite">
        {busyText ? (
          <p className="flex items-center gap-2 text-gray-600">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            {busyText}
          </p>
        ) : isOn ? (
          <div className="rounded-xl bg-brand-50 px-3 py-2">
            <p className="text-xs font-medium text-brand-700">{texts.sharing.current}</p>
            <p className="font-medium text-gray-900">{place}</p>
            {isPickedByHand ? (
              <>
                <p className="mt-1 text-xs text-gray-700">{texts.sharing.pickedByHand}</p>
                <button
                  type="button"
                  onClick={() => void followDevice()}
                  className="mt-2 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border-2 border-brand-500 bg-white px-4 py-2 font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <LocateFixed aria-hidden="true" className="h-5 w-5" />
                  {texts.sharing.followDevice}
                </button>
              </>
            ) : (
              <p className="text-xs text-gray-500">{texts.sharing.tracking}</p>
            )}
          </div>
        ) : (
          <p className="text-gray-500">{texts.sharing.needed}</p>
        )}
      </div>

      {error ? (
        <Notice kind="error" className="mt-3">
          {error}
        </Notice>
      ) : null}
    </section>
  )
}
