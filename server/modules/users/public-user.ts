import type { PublicUser } from '../../contract/auth.contract.js'
import type { UsersTable } from '../../db/schema.js'

/** What a user may see about themselves: everything but the password hash and internal flags. */
export function toPublicUser(row: UsersTable): PublicUser {
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
