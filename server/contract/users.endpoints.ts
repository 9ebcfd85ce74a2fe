import { endpoints, shape } from './endpoint.js'
import type { DeleteAccountInput, PrivacySettingsUpdate } from './privacy.contract.js'
import type {
  AuthLocationUpdate,
  AvatarResponse,
  BannerResponse,
  ProfileResponse,
  ProfileUpdate,
  UserLocationUpdate,
  UserStatsResponse,
} from './users.contract.js'

/**
 * The caller's own account: /api/users and PUT /api/auth/location (rules: users.contract.ts,
 * privacy.contract.ts). The profile writes are queued; the pictures, the export and the
 * deletion need the network now.
 */
export const usersEndpoints = endpoints({
  stats: {
    method: 'GET',
    path: '/api/users/stats',
    auth: 'user',
    delivery: 'read',
    summary: "The caller's counts (pets, matches, …) for the home and the profile",
    ...shape<UserStatsResponse>(),
  },
  profile: {
    method: 'PUT',
    path: '/api/users/profile',
    auth: 'user',
    delivery: 'queued',
    summary: "Changes the caller's name, bio, phone and free-text location",
    ...shape<ProfileResponse, ProfileUpdate>(),
  },
  location: {
    method: 'PUT',
    path: '/api/users/location',
    auth: 'user',
    delivery: 'queued',
    summary: "Shares the caller's coordinates and place, or clears them (all null)",
    ...shape<ProfileResponse, UserLocationUpdate>(),
  },
  privacy: {
    method: 'PUT',
    path: '/api/users/privacy',
    auth: 'user',
    delivery: 'queued',
    summary: "Changes the caller's privacy switches (discoverable, show distance)",
    ...shape<ProfileResponse, PrivacySettingsUpdate>(),
  },
  authLocation: {
    method: 'PUT',
    path: '/api/auth/location',
    auth: 'user',
    delivery: 'queued',
    summary: "The pet forms' location: coordinates and place, sharing unchanged",
    ...shape<ProfileResponse, AuthLocationUpdate>(),
  },
  avatar: {
    method: 'PUT',
    path: '/api/users/avatar',
    auth: 'user',
    delivery: 'online',
    summary: "Replaces the caller's avatar (multipart, one image field 'avatar')",
    ...shape<AvatarResponse>(),
  },
  banner: {
    method: 'PUT',
    path: '/api/users/banner',
    auth: 'user',
    delivery: 'online',
    summary: "Replaces the caller's banner (multipart, one image field 'banner')",
    ...shape<BannerResponse>(),
  },
  export: {
    method: 'GET',
    path: '/api/users/export',
    auth: 'user',
    delivery: 'read',
    summary: "The caller's data as one JSON document, streamed as a download",
    ...shape<unknown>(),
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/users/delete-account',
    auth: 'user',
    delivery: 'online',
    summary: "Deletes the caller's account, given the password (204)",
    ...shape<undefined, DeleteAccountInput>(),
  },
})
