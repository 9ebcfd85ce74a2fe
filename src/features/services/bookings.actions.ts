import {
  bookingMessages,
  type BookingFeedDoc,
  type BookingInput,
  type ServiceFeedDoc,
  type SlotTakenBody,
} from '@contract/services.messages'
import { servicesEndpoints as endpoints } from '@contract/services.endpoints'
import { queuedRequest } from '../../api/call'
import {
  queueDocumentPatch,
  runMutation,
  type MutationResult,
  requireSyncContext,
} from '../../sync'
import { BOOKINGS, bookingDocs } from './services.repo'

/**
 * The booking writes (services.contract.ts: POST /api/bookings, PUT /api/bookings/{id}, POST
 * /api/bookings/{id}/cancel) through the device's write queue: stored with an Idempotency-Key
 * before the screen shows them (as 'Pendiente'), sent once the connection allows, delivered
 * exactly once. A new booking carries a client-made id, so the optimistic booking and the one the
 * server replicates are the same document, confirmed once.
 */
/** A refusal of a taken slot: the server's offer of free slots, when there is one. */
export function slotOffer(result: MutationResult): SlotTakenBody | null {
  if (result.ok) return null
  const body = result.body as Partial<SlotTakenBody> | null | undefined
  return body?.error === 'slot-taken' && Array.isArray(body.freeSlots)
    ? (body as SlotTakenBody)
    : null
}

export async function bookService(
  service: ServiceFeedDoc,
  input: BookingInput,
  petName: string | null,
): Promise<MutationResult> {
  requireSyncContext()
  const id = crypto.randomUUID()
  const now = new Date().toISOString()
  const doc: BookingFeedDoc = {
    id,
    kind: service.kind,
    serviceId: service.id,
    serviceName: service.kind === 'health' && input.serviceType ? input.serviceType : service.name,
    provider: service.provider,
    petId: input.petId,
    petName,
    date: input.date,
    time: input.time,
    status: 'pending',
    price: service.price,
    currency: service.currency,
    notes: input.notes,
    createdAt: now,
    updatedAt: now,
  }
  return runMutation({
    target: BOOKINGS,
    docId: id,
    op: 'create',
    doc,
    baseUpdatedAt: null,
    fallbackMessage: bookingMessages.createError,
    request: queuedRequest(endpoints.book, { json: { id, ...input } }),
  })
}

export function rescheduleBooking(id: string, date: string, time: string): Promise<MutationResult> {
  return queueDocumentPatch(bookingDocs, id, {
    patch: { date, time },
    fallbackMessage: bookingMessages.rescheduleError,
    request: queuedRequest(endpoints.reschedule, { params: { id }, json: { date, time } }),
  })
}

export function cancelBooking(id: string): Promise<MutationResult> {
  return queueDocumentPatch(bookingDocs, id, {
    patch: { status: 'cancelled' },
    fallbackMessage: bookingMessages.cancelError,
    request: queuedRequest(endpoints.cancel, { params: { id } }),
  })
}
