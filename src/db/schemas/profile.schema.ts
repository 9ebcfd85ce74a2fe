import type { ProfileDoc } from '@contract/users.contract'
import { collectionSchema, field } from './schema-parts'

/**
 * The signed-in user's own profile: exactly the contract's ProfileDoc (GET
 * /api/sync/profile/pull hands out at most this one document, keyed by the user's id), so a
 * pulled document is stored as it came. Replicated like pets; writes go through the account
 * feature's actions (PUT /api/users/profile, /api/users/location, …) and the write queue.
 */
export const profileSchema = collectionSchema<ProfileDoc>({
  title: 'profile',
  version: 1,
  properties: {
    id: field.id,
    name: field.string,
    email: field.string,
    phone: field.nullableString,
    avatar: field.nullableString,
    banner: field.nullableString,
    bio: field.nullableString,
    location: field.nullableString,
    city: field.nullableString,
    country: field.nullableString,
    latitude: field.nullableNumber,
    longitude: field.nullableNumber,
    createdAt: field.timestamp,
    subscription: {
      type: 'object',
      properties: {
        type: field.oneOf(['free', 'premium'], 16),
        plan: { type: ['string', 'null'], enum: ['monthly', 'quarterly', 'yearly', null] },
        expiresAt: field.nullableString,
      },
      required: ['type', 'plan', 'expiresAt'],
      additionalProperties: false,
    },
    shareLocation: field.boolean,
    discoverable: field.boolean,
    showDistance: field.boolean,
    updatedAt: field.timestamp,
  },
})

/**
 * Version 1 added the privacy preferences (Settings › Privacidad). A stored profile gets the
 * server's defaults (both on), which is what the server holds until the user changes them.
 */
export const profileMigrations = {
  1: (doc: Omit<ProfileDoc, 'discoverable' | 'showDistance'>): ProfileDoc => ({
    ...doc,
    discoverable: true,
    showDistance: true,
  }),
}
