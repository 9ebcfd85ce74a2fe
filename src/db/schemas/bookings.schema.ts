import {
  collectionSchema,
  enumField,
  idField,
  nullableNumber,
  nullableString,
  stringField,
  timestampField,
} from './schema-parts'

/**
 * The user's bookings: service bookings, health appointments and cremation requests (spec §3
 * Appointment, booking and cremation forms), all persisted for real. Issue 9 refines them.
 */
export const bookingKinds = ['service', 'health', 'cremation'] as const
export type BookingKind = (typeof bookingKinds)[number]
export const bookingStatuses = ['pending', 'confirmed', 'cancelled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

export interface BookingDoc {
  id: string
  kind: BookingKind
  serviceId: string | null
  serviceName: string
  petId: string | null
  petName: string | null
  /** YYYY-MM-DD */
  date: string
  /** HH:mm */
  time: string | null
  status: BookingStatus
  price: number | null
  notes: string | null
  createdAt: string
  updatedAt: string
}

export const bookingsSchema = collectionSchema<BookingDoc>({
  title: 'bookings',
  version: 0,
  properties: {
    id: idField,
    kind: enumField(bookingKinds),
    serviceId: nullableString,
    serviceName: stringField,
    petId: nullableString,
    petName: nullableString,
    date: { type: 'string', maxLength: 10 },
    time: nullableString,
    status: enumField(bookingStatuses),
    price: nullableNumber,
    notes: nullableString,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['date', 'createdAt']],
})
