/**
 * A profile with nothing filled in, on the free plan and sharing no location: what a new
 * account starts with and what a deleted account is wiped back to.
 */
export const blankProfile = {
  avatar: null,
  banner: null,
  bio: null,
  location: null,
  address: null,
  city: null,
  country: null,
  latitude: null,
  longitude: null,
  share_location: 0,
  subscription_type: 'free',
  subscription_plan: null,
  subscription_expires_at: null,
} as const
