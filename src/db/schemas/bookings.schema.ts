import { collectionSchema, field } from './schema-parts'
import { bookingStatuses } from '@contract/services.enums'
import type { BookingFeedDoc } from '@contract/services.messages'

/**
 * The user's own bookings (spec §3 Appointment; service bookings and health appointments):
 * exactly the contract's BookingFeedDoc, as the owner's `bookings` feed replicates it.
 *
 * Version 1 replaced the placeholder shape of version 0, which was never replicated: its
 * documents are dropped (the feed brings them again).
 */
export const bookingKinds = ['service', 'health', 'cremation'] as const
export type BookingKind = (typeof bookingKinds)[number]
export { bookingStatuses, type BookingStatus } from '@contract/services.enums'
export type BookingDoc = BookingFeedDoc

export const bookingsSchema = collectionSchema<BookingDoc>({
  title: 'bookings',
  version: 1,
  properties: {
    id: field.id,
    kind: field.oneOf(bookingKinds),
    serviceId: field.nullableString,
    serviceName: field.string,
    provider: field.string,
    petId: field.nullableString,
    petName: field.nullableString,
    date: { type: 'string', maxLength: 10 },
    time: field.nullableString,
    status: field.oneOf(bookingStatuses),
    price: field.nullableNumber,
    currency: field.string,
    notes: field.nullableString,
    createdAt: field.timestamp,
    updatedAt: field.timestamp,
  },
  indexes: [['date', 'createdAt']],
})

export const bookingsMigrations = { 1: (): null => null }
