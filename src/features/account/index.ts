/**
 * The account feature: the signed-in user's own profile, read from the local
 * database and written through the offline engine. Screens (profile, settings, the pet forms)
 * use these and never the network or RxDB directly.
 */
export { useMyProfile, type MyProfileState } from './use-my-profile'
export {
  updateProfile,
  saveUserLocation,
  saveAuthLocation,
  savePrivacySettings,
  discardProfileChanges,
} from './account.actions'
export {
  uploadAvatar,
  uploadBanner,
  imageFileProblem,
  type UploadResult,
  type PictureKind,
} from './account.uploads'
export { locationSharingProps } from './location-sharing-props'
export type { MyProfile } from './profile.repo'
export type { MutationResult } from '../../sync'
