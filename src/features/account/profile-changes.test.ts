import { describe, expect, it } from 'vitest'
import type { ProfileDoc } from '@contract/users.contract'
import { applyAuthLocation, applyUserLocation, profileFromUser } from './profile-changes'

const now = '2025-06-01T00:00:00.000Z'
const base: ProfileDoc = {
  id: 'u',
  name: 'Ana',
  email: 'ana@huellitas.app',
  phone: null,
  avatar: null,
  banner: null,
  bio: null,
  location: 'Mi barrio',
  city: 'San Salvador',
  country: 'El Salvador',
  latitude: 13.69,
  longitude: -89.21,
  createdAt: '2025-01-01T00:00:00.000Z',
  subscription: { type: 'free', plan: null, expiresAt: null },
  shareLocation: true,
  discoverable: true,
  showDistance: true,
  updatedAt: '2025-02-01T00:00:00.000Z',
}

describe('optimistic profiles (as the server stores each write)', () => {
  it('the pet forms change coordinates and place, not sharing nor the typed location', () => {
    const changed = applyAuthLocation(
      base,
      {
        latitude: 14,
        longitude: -89,
        address: 'Centro',
        city: 'Santa Ana',
        country: 'El Salvador',
      },
      now,
    )
    expect(changed).toMatchObject({
      latitude: 14,
      city: 'Santa Ana',
      location: 'Mi barrio',
      shareLocation: true,
      updatedAt: now,
    })
  })

  it('clearing the shared location turns sharing off', () => {
    const cleared = applyUserLocation(
      base,
      { latitude: null, longitude: null, address: null, city: null, country: null, location: null },
      now,
    )
    expect(cleared).toMatchObject({ shareLocation: false, location: null, latitude: null })
  })

  it('a session user without sync fields starts with sharing off (spec default)', () => {
    const user: Partial<ProfileDoc> = { ...base }
    delete user.shareLocation
    delete user.updatedAt
    expect(profileFromUser(user as ProfileDoc)).toMatchObject({
      shareLocation: false,
      updatedAt: user.createdAt,
    })
  })
})
