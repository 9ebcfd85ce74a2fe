import type { CremationRequestInput } from './cremation.messages.js'
import { endpoints, shape } from './endpoint.js'
import type {
  BookingInput,
  BookingResponse,
  BookingsResponse,
  CremationRequestResponse,
  SlotsResponse,
} from './services.messages.js'

/**
 * Service bookings and cremation requests (rules: services.contract.ts, cremation.contract.ts):
 * the caller's own. Every write is queued with an Idempotency-Key and a client-made id; a taken
 * slot answers 409 with the free ones (SlotTakenBody).
 */
export const servicesEndpoints = endpoints({
  slots: {
    method: 'GET',
    path: '/api/services/:id/slots',
    auth: 'user',
    delivery: 'read',
    summary: "A service's free time slots on a day",
    ...shape<SlotsResponse, undefined, { date: string }>(),
  },
  bookings: {
    method: 'GET',
    path: '/api/bookings',
    auth: 'user',
    delivery: 'read',
    summary: "The caller's bookings",
    ...shape<BookingsResponse>(),
  },
  booking: {
    method: 'GET',
    path: '/api/bookings/:id',
    auth: 'user',
    delivery: 'read',
    summary: "One of the caller's bookings",
    ...shape<BookingResponse>(),
  },
  book: {
    method: 'POST',
    path: '/api/bookings',
    auth: 'user',
    delivery: 'queued',
    summary: 'Books a service for a pet (201; 409 with free slots when taken)',
    ...shape<BookingResponse, BookingInput & { id?: string }>(),
  },
  reschedule: {
    method: 'PUT',
    path: '/api/bookings/:id',
    auth: 'user',
    delivery: 'queued',
    summary: 'Moves a booking to another day and time (409 with free slots when taken)',
    // Any time the caller has: the server refuses one outside the slots with its message.
    ...shape<BookingResponse, { date: string; time: string }>(),
  },
  cancel: {
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    auth: 'user',
    delivery: 'queued',
    summary: "Cancels one of the caller's bookings",
    ...shape<BookingResponse>(),
  },
  requestCremation: {
    method: 'POST',
    path: '/api/cremation-requests',
    auth: 'user',
    delivery: 'queued',
    summary: 'Asks for a cremation service, priced by the server (201)',
    ...shape<CremationRequestResponse, CremationRequestInput & { id?: string }>(),
  },
  cremationRequest: {
    method: 'GET',
    path: '/api/cremation-requests/:id',
    auth: 'user',
    delivery: 'read',
    summary: "One of the caller's cremation requests",
    ...shape<CremationRequestResponse>(),
  },
})
