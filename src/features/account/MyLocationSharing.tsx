import { LocationSharingPanel } from '../location'
import { saveUserLocation } from './account.actions'
import type { MyProfile } from './profile.repo'

/** The location module's sharing switch over the user's own profile, saved through the outbox. */
export function MyLocationSharing({ profile }: { profile: MyProfile }) {
  const coordinates =
    profile.latitude !== null && profile.longitude !== null
      ? { latitude: profile.latitude, longitude: profile.longitude }
      : null
  return (
    <LocationSharingPanel
      shareLocation={profile.shareLocation}
      coordinates={coordinates}
      locationText={profile.location}
      saveUserLocation={saveUserLocation}
    />
  )
}
