import type { MyProfile } from './profile.repo'

/**
 * What the location module's sharing panel needs from the user's own profile. A mapping, not a
 * component: the account index stays free of the panel, which only the location dialogs load.
 */
export function locationSharingProps(profile: MyProfile) {
  return {
    userId: profile.id,
    shareLocation: profile.shareLocation,
    coordinates:
      profile.latitude !== null && profile.longitude !== null
        ? { latitude: profile.latitude, longitude: profile.longitude }
        : null,
    locationText: profile.location,
  }
}
