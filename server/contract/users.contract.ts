/**
 * Wire contract of /api/users (and PUT /api/auth/location): the user's own profile, its
 * pictures and location, and the replicated `profile` document.
 *
 * - PUT /api/users/profile   JSON ProfileUpdate                → ProfileResponse
 * - PUT /api/users/location  JSON UserLocationUpdate (all null clears it and turns sharing off;
 *                            coordinates turn sharing on)        → ProfileResponse
 * - PUT /api/auth/location   JSON AuthLocationUpdate (the pet forms; sharing unchanged)
 *                                                              → ProfileResponse
 * - PUT /api/users/avatar    multipart, one file field `avatar` → AvatarResponse
 * - PUT /api/users/banner    multipart, one file field `banner` → BannerResponse
 * - GET /api/users/stats                                        → UserStatsResponse
 * - GET /api/sync/profile/pull?seq&limit → PullResponse<ProfileDoc>: the caller's own profile
 *   (one document at most) when it changed after `seq`.
 *
 * Images are checked by content, re-encoded with sharp (no EXIF), stored under
 * DATA_DIR/uploads/{avatars,banners}/ with server-made names; the replaced file is removed.
 * Every write takes an Idempotency-Key (server/http/idempotency.ts) and, once committed, the
 * new ProfileDoc goes to the user's sockets as a SYNC_EVENT of collection 'profile'.
 */
import { z } from 'zod'
import type { PublicUser } from './auth.contract.js'
import { profileMessages, profileRules } from './users.messages.js'
import { optionalPhone, optionalText, requiredText } from './text-fields.js'

export { profileMessages, profileRules } from './users.messages.js'

/** GET /api/users/stats */
export interface UserStatsResponse {
  matchCount: number
  likeCount: number
  petCount: number
}

/** The replicated profile: the public user plus what the sync engine needs. */
export interface ProfileDoc extends PublicUser {
  /** whether the user shares their live location (spec §4 'Location sharing') */
  shareLocation: boolean
  /** Settings › Privacidad 'Perfil visible en Explorar': my pets show in others' discover */
  discoverable: boolean
  /** Settings › Privacidad 'Mostrar distancia': off, others read 'cerca de ti', not km */
  showDistance: boolean
  updatedAt: string
}

export interface ProfileResponse {
  user: ProfileDoc
}
export interface AvatarResponse {
  avatarUrl: string
  user: ProfileDoc
}
export interface BannerResponse {
  bannerUrl: string
  user: ProfileDoc
}

export const profileUpdateSchema = z.object({
  name: requiredText(
    profileMessages.nameRequired,
    profileRules.nameMaxLength,
    profileMessages.nameTooLong,
  ),
  bio: optionalText(profileRules.bioMaxLength, profileMessages.bioTooLong),
  phone: optionalPhone(profileRules.phoneMaxLength, profileMessages.phoneInvalid),
  /** free text shown under the name, e.g. 'San Salvador, El Salvador' */
  location: optionalText(profileRules.locationMaxLength, profileMessages.locationTooLong),
})
export type ProfileUpdate = z.input<typeof profileUpdateSchema>

const latitude = z
  .number({ error: profileMessages.coordinatesInvalid })
  .min(-90, profileMessages.coordinatesInvalid)
  .max(90, profileMessages.coordinatesInvalid)
  .nullable()
const longitude = z
  .number({ error: profileMessages.coordinatesInvalid })
  .min(-180, profileMessages.coordinatesInvalid)
  .max(180, profileMessages.coordinatesInvalid)
  .nullable()
const placeText = optionalText(profileRules.locationMaxLength, profileMessages.locationTooLong)

const bothOrNeither = (value: { latitude: number | null; longitude: number | null }) =>
  (value.latitude === null) === (value.longitude === null)

export const authLocationSchema = z
  .object({ latitude, longitude, address: placeText, city: placeText, country: placeText })
  .refine(bothOrNeither, profileMessages.coordinatesIncomplete)
export type AuthLocationUpdate = z.input<typeof authLocationSchema>

export const userLocationSchema = z
  .object({
    latitude,
    longitude,
    address: placeText,
    city: placeText,
    country: placeText,
    /** the full address text */
    location: placeText,
  })
  .refine(bothOrNeither, profileMessages.coordinatesIncomplete)
export type UserLocationUpdate = z.input<typeof userLocationSchema>
