import type { PublicUser } from '@contract/auth.contract'
import type { ProfileDoc } from '@contract/users.contract'

/**
 * The optimistic profiles the screens show until the server's version replicates, built to
 * match what the server stores for each write (so the swap is invisible). Inputs are already
 * parsed by the contract's schemas: trimmed, blanks as null.
 */
export interface ParsedProfileUpdate {
  name: string
  bio: string | null
  phone: string | null
  location: string | null
}

export interface ParsedUserLocation {
  latitude: number | null
  longitude: number | null
  address: string | null
  city: string | null
  country: string | null
  location: string | null
}

export type ParsedAuthLocation = Omit<ParsedUserLocation, 'location'>

/**
 * A profile to build on when none has replicated yet (a first sign-in offline): the session's
 * user, which carries every PublicUser field; sharing off is the spec's default (§3).
 */
export function profileFromUser(user: PublicUser & Partial<ProfileDoc>): ProfileDoc {
  return {
    ...user,
    shareLocation: user.shareLocation ?? false,
    discoverable: user.discoverable ?? true,
    showDistance: user.showDistance ?? true,
    updatedAt: user.updatedAt ?? user.createdAt,
  }
}

export function applyProfileUpdate(
  base: ProfileDoc,
  update: ParsedProfileUpdate,
  now: string,
): ProfileDoc {
  return { ...base, ...update, updatedAt: now }
}

/** PUT /api/users/privacy: a toggle not sent keeps its value. */
export function applyPrivacy(
  base: ProfileDoc,
  update: { discoverable?: boolean | undefined; showDistance?: boolean | undefined },
  now: string,
): ProfileDoc {
  return {
    ...base,
    discoverable: update.discoverable ?? base.discoverable,
    showDistance: update.showDistance ?? base.showDistance,
    updatedAt: now,
  }
}

/** PUT /api/users/location: coordinates turn sharing on, all null clears it and turns it off. */
export function applyUserLocation(
  base: ProfileDoc,
  update: ParsedUserLocation,
  now: string,
): ProfileDoc {
  return {
    ...applyAuthLocation(base, update, now),
    location: update.location,
    shareLocation: update.latitude !== null,
  }
}

/**
 * PUT /api/auth/location (the pet forms): the coordinates and place, sharing unchanged. The
 * profile's free-text location is left alone: it is what the user typed in 'Editar perfil'.
 */
export function applyAuthLocation(
  base: ProfileDoc,
  update: ParsedAuthLocation,
  now: string,
): ProfileDoc {
  return {
    ...base,
    latitude: update.latitude,
    longitude: update.longitude,
    city: update.city,
    country: update.country,
    updatedAt: now,
  }
}
