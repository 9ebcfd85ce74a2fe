import {
  collectionSchema,
  enumField,
  idField,
  nullableNumber,
  nullableString,
  stringField,
  timestampField,
} from './schema-parts'
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
    id: idField,
    kind: enumField(bookingKinds),
    serviceId: nullableString,
    serviceName: stringField,
    provider: stringField,
    petId: nullableString,
    petName: nullableString,
    date: { type: 'string', maxLength: 10 },
    time: nullableString,
    status: enumField(bookingStatuses),
    price: nullableNumber,
    currency: stringField,
    notes: nullableString,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['date', 'createdAt']],
})

export const bookingsMigrations = { 1: (): null => null }
