import { lazy, Suspense } from 'react'
import {
  forgetManualPlace,
  LocationSharingPanel,
  locationUpdateFrom,
  rememberManualPlace,
  type SaveLocationResult,
} from '../location'
import type { PickedLocation } from '../map'
import { saveUserLocation } from './account.actions'
import { locationSharingProps } from './location-sharing-props'
import { useMyProfile } from './use-my-profile'

// The picker brings maplibre: a chunk of its own, fetched when the dialog opens. Named by its
// module, not the map's index: a lazy import of an index is a chunk of everything it exports.
const MapLocationSection = lazy(() =>
  import('../map/MapLocationSection').then((module) => ({ default: module.MapLocationSection })),
)

/**
 * A place picked on the map is saved as the user's location (which turns sharing on). Picked by
 * hand, it is shared instead of the device position: the tracker stops following the device
 * until 'Usar mi ubicación' (manual-place.ts). The device position picked with the map's own
 * 'Usar mi ubicación' lets the tracker follow it again. The choice is remembered before the save,
 * so the tracker never sees the new place without it, and undone if the save is refused.
 */
async function savePicked(userId: string, picked: PickedLocation): Promise<SaveLocationResult> {
  if (picked.isDevicePosition) forgetManualPlace()
  else rememberManualPlace(userId, picked)
  const result = await saveUserLocation(locationUpdateFrom(picked, picked.address))
  if (!result.ok && !picked.isDevicePosition) forgetManualPlace()
  return result
}

/**
 * The body of the location dialog, the same on the home screen ('Ubicación', with the search
 * radius) and in Settings ('Configurar ubicación'): the sharing switch of spec §4 over the
 * user's own profile, and the place picked on the map. Loaded lazily by both dialogs.
 */
export default function MyLocationSettings() {
  const { profile } = useMyProfile()
  if (!profile) return null
  const sharing = locationSharingProps(profile)
  return (
    <>
      <LocationSharingPanel {...sharing} saveUserLocation={saveUserLocation} />
      <Suspense fallback={null}>
        <MapLocationSection
          saved={sharing.coordinates}
          savedText={profile.location}
          onSave={(picked) => savePicked(profile.id, picked)}
        />
      </Suspense>
    </>
  )
}
