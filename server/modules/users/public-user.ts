import type { PublicUser } from '../../contract/auth.contract.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import type { ProfileDoc } from '../../contract/users.contract.js'
import type { UserRow } from '../../db/schema.js'

/** What a user may see about themselves: everything but the password hash and internal flags. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    banner: row.banner,
    bio: row.bio,
    location: row.location,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    createdAt: row.created_at,
    subscription: {
      type: row.subscription_type,
      plan: row.subscription_plan,
      expiresAt: row.subscription_expires_at,
    },
  }
}

/** The replicated `profile` document: the REST answers, pull documents and live events. */
export function toProfileDoc(row: UserRow): ProfileDoc {
  return {
    ...toPublicUser(row),
    shareLocation: row.share_location === 1,
    discoverable: row.discoverable === 1,
    showDistance: row.show_distance === 1,
    updatedAt: row.updated_at,
  }
}

/** Users are never deleted through the API, so a profile is never a tombstone. */
export function toProfileFeedDoc(row: UserRow): Tombstoned<ProfileDoc> {
  return { ...toProfileDoc(row), _deleted: false }
}

/** PostgreSQL answers bigint columns as strings. */
export const profileSeqOf = (row: Pick<UserRow, 'seq'>): number => Number(row.seq)
