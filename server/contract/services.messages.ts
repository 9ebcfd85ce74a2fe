/**
 * Services marketplace and bookings (spec §2 /services and /health-services, §3 Service, Health
 * provider, Appointment, §4 Appointment status, §9 time slots): the zod-free part of the
 * contract, shared by the server, the client screens and the tests.
 */
import type { CremationDetails, CremationRequestDoc } from './cremation.messages.js'
import type { BookingStatus, ServiceCategory, ServiceKind } from './services.enums.js'

export * from './services.enums.js'

/** §2 /health-services and §9: the bookable times of a day, on the provider's clock. */
export const bookingTimeSlots = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const
export type BookingTimeSlot = (typeof bookingTimeSlots)[number]

export const bookingRules = {
  /** the provider's rule: no cancelling (nor moving) a booking this close to its start */
  cancelNoticeHours: 2,
  /** how far ahead a booking may be made */
  maxDaysAhead: 180,
  notesMax: 500,
} as const

/** One catalogue entry, as the `services` feed replicates it to every signed-in device. */
export interface ServiceFeedDoc {
  id: string
  kind: ServiceKind
  name: string
  provider: string
  category: ServiceCategory
  rating: number
  reviewCount: number
  /** lowest price, in `currency` */
  price: number
  /** highest price of a range (health providers), null for a single price */
  priceMax: number | null
  /** ISO 4217 code the deployment charges in (MARKET's currency, or CURRENCY) */
  currency: string
  /** minutes */
  duration: number
  location: string
  address: string | null
  phone: string | null
  latitude: number
  longitude: number
  image: string | null
  availability: string
  isAvailable: boolean
  features: string[]
  /** the kinds of appointment a health provider takes (§2 booking dialog 'service type') */
  serviceTypes: string[]
  description: string
  isInternal: boolean
  /** where an internal service leads (/reproductive-health, /funeral-services) */
  internalPath: string | null
  /** a cremation package's includes and options with their prices; null for other kinds */
  cremation: CremationDetails | null
  updatedAt: string
}

/** One of the caller's bookings, as the `bookings` feed replicates it (owner only). */
export interface BookingFeedDoc {
  id: string
  kind: 'service' | 'health' | 'cremation'
  serviceId: string | null
  serviceName: string
  provider: string
  petId: string | null
  petName: string | null
  /** YYYY-MM-DD on the provider's calendar (a cremation request: the preferred date or the day it was made) */
  date: string
  /** HH:mm on the provider's clock (a cremation request: the preferred time, if any) */
  time: string | null
  status: BookingStatus
  /** a cremation request: the total the server computed */
  price: number | null
  currency: string
  notes: string | null
  createdAt: string
  updatedAt: string
}

export interface BookingInput {
  serviceId: string
  petId: string
  serviceType: string | null
  date: string
  time: BookingTimeSlot
  notes: string | null
}

export interface BookingResponse {
  success: true
  booking: BookingFeedDoc
}

export interface BookingsResponse {
  success: true
  bookings: BookingFeedDoc[]
}

export interface SlotsResponse {
  success: true
  date: string
  freeSlots: BookingTimeSlot[]
}

/**
 * 409 answer when the chosen slot is taken: free slots to offer instead, of that day or, when
 * it is full, of the next day that has any (`date` says which).
 */
export interface SlotTakenBody {
  error: 'slot-taken'
  message: string
  date: string
  freeSlots: BookingTimeSlot[]
}

export const bookingMessages = {
  serviceRequired: 'Selecciona un servicio.',
  serviceNotFound: 'Servicio no encontrado.',
  serviceInternal: 'Este servicio se solicita desde su propia página.',
  serviceUnavailable: 'Este proveedor no tiene disponibilidad por ahora.',
  petRequired: 'Selecciona una mascota.',
  petNotFound: 'Mascota no encontrada.',
  petNotYours: 'Solo puedes reservar para tus propias mascotas.',
  serviceTypeRequired: 'Selecciona el tipo de servicio.',
  serviceTypeUnknown: 'Este proveedor no ofrece ese tipo de servicio.',
  dateRequired: 'Selecciona una fecha válida.',
  datePast: 'La fecha debe ser hoy o posterior.',
  dateTooFar: `Solo puedes reservar hasta ${bookingRules.maxDaysAhead} días por adelantado.`,
  timeRequired: 'Selecciona un horario: 09:00, 10:00, 11:00, 14:00, 15:00 o 16:00.',
  slotPast: 'Ese horario ya pasó. Elige uno posterior.',
  slotTaken: 'Ese horario ya está reservado. Elige otro de los disponibles.',
  notesTooLong: `Los comentarios pueden tener hasta ${bookingRules.notesMax} caracteres.`,
  notFound: 'Reserva no encontrada.',
  idInvalid: 'El identificador de la reserva no es válido.',
  idTaken: 'Ese identificador de reserva ya está en uso.',
  alreadyCancelled: 'Esta reserva ya fue cancelada.',
  tooLateToCancel: `No puedes cancelar con menos de ${bookingRules.cancelNoticeHours} horas de anticipación.`,
  tooLateToReschedule: `No puedes reagendar con menos de ${bookingRules.cancelNoticeHours} horas de anticipación.`,
  createError: 'Error al reservar. Inténtalo de nuevo.',
  cancelError: 'Error al cancelar la cita.',
  rescheduleError: 'Error al reagendar la cita.',
} as const

/** What the server tells the user about their bookings (in-app notifications, type 'service'). */
export const bookingNoticeTexts = {
  confirmedTitle: 'Reserva confirmada',
  confirmedMessage: (service: string, date: string, time: string) =>
    `${service}: ${date} a las ${time}.`,
  rescheduledTitle: 'Cita reagendada',
  rescheduledMessage: (service: string, date: string, time: string) =>
    `${service}: nueva fecha ${date} a las ${time}.`,
  cancelledTitle: 'Cita cancelada',
  cancelledMessage: (service: string, date: string, time: string) =>
    `${service} del ${date} a las ${time} fue cancelada.`,
} as const

/**
 * The premium 'Recordatorios de salud' (spec §6, §9 'health reminders'): the day before a health
 * appointment, an in-app notification of type 'health'.
 */
export const appointmentReminderTexts = {
  title: (petName: string | null) =>
    petName ? `Mañana: cita de ${petName}` : 'Mañana tienes una cita',
  message: (service: string, provider: string, time: string) =>
    `${service} en ${provider}, mañana a las ${time}.`,
} as const

/**
 * The answer to a cremation request: the request, and the same request as 'Mis citas' lists it
 * (the owner's `bookings` feed). It lives beside the booking it carries, so that the cremation
 * contract needs nothing of this one.
 */
export interface CremationRequestResponse {
  success: true
  request: CremationRequestDoc
  booking: BookingFeedDoc
}
