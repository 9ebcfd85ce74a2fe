// Not through the index: the shell's chunk lists every chunk this one needs, and the index's
// other parts (the sharing panel and its icons) are the dialogs' business.
import { LocationTracker } from '../location'
import { saveUserLocation } from './account.actions'
import { useMyProfile } from './use-my-profile'

/**
 * The app-wide location tracking of spec §4, fed by the user's own profile: on while the saved
 * (or just chosen, still pending) profile says sharing is on. The signed-in shell mounts it
 * lazily, so it costs the first screen nothing.
 */
export default function LocationTrackerHost() {
  const { profile } = useMyProfile()
  if (!profile) return null
  const coordinates =
    profile.latitude !== null && profile.longitude !== null
      ? { latitude: profile.latitude, longitude: profile.longitude }
      : null
  return (
    <LocationTracker
      userId={profile.id}
      isSharing={profile.shareLocation}
      coordinates={coordinates}
      saveUserLocation={saveUserLocation}
    />
  )
}
