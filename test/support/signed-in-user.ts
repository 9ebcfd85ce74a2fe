import type { PublicUser } from '@contract/auth.contract'

/** A signed-in user for tests that only need the session store to hold someone. */
export const signedInUser: PublicUser = {
  id: 'u-1',
  name: 'Lucía Pérez',
  email: 'lucia@ejemplo.com',
  phone: null,
  avatar: null,
  banner: null,
  bio: null,
  location: null,
  city: null,
  country: null,
  latitude: null,
  longitude: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  subscription: { type: 'free', plan: null, expiresAt: null },
}

/** A token of the shape the server issues (43 base64url characters). */
export const signedInToken = 'a'.repeat(43)
