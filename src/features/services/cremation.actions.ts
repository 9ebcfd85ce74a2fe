import {
  cremationMessages,
  cremationPrice,
  type CremationRequestInput,
} from '@contract/cremation.messages'
import type {
  BookingFeedDoc,
  CremationRequestResponse,
  ServiceFeedDoc,
} from '@contract/services.messages'
import { servicesEndpoints as endpoints } from '@contract/services.endpoints'
import { queuedRequest } from '../../api/call'
import { runMutation, type MutationResult, requireSyncContext } from '../../sync'
import { BOOKINGS } from './services.repo'
import { localToday } from './service-format'

/**
 * A cremation request (cremation.messages.ts: POST /api/cremation-requests) through the
 * device's write queue, like a booking: a client-made id and an Idempotency-Key, stored before
 * the screen shows it, shown in 'Mis citas' as 'Pendiente' with the dialog's running total
 * until the server's version (its own total) replicates, sent and confirmed once. The server
 * answers with its summary when the request goes out at once (`server` in the result).
 */
export type CremationResult =
  | { ok: true; id: string; status: 'saved'; server: CremationRequestResponse | null }
  | { ok: true; id: string; status: 'queued' }
  | { ok: false; message: string }

function serverAnswer(result: MutationResult): CremationRequestResponse | null {
  if (!result.ok || result.status !== 'saved') return null
  const body = result.body as Partial<CremationRequestResponse> | null | undefined
  return body?.success === true && body.request ? (body as CremationRequestResponse) : null
}

export async function requestCremation(
  service: ServiceFeedDoc,
  input: CremationRequestInput,
): Promise<CremationResult> {
  requireSyncContext()
  const priced = cremationPrice(service, input)
  const id = crypto.randomUUID()
  const now = new Date().toISOString()
  const doc: BookingFeedDoc = {
    id,
    kind: 'cremation',
    serviceId: service.id,
    serviceName: service.name,
    provider: service.provider,
    petId: null,
    petName: input.petName,
    date: input.preferredDate ?? localToday(),
    time: input.preferredTime,
    status: 'pending',
    // Only shown while pending: the server's own total replaces it.
    price: priced.ok ? priced.total : service.price,
    currency: service.currency,
    notes: input.specialInstructions,
    createdAt: now,
    updatedAt: now,
  }
  const result = await runMutation({
    target: BOOKINGS,
    docId: id,
    op: 'create',
    doc,
    baseUpdatedAt: null,
    fallbackMessage: cremationMessages.createError,
    returnsBody: true,
    request: queuedRequest(endpoints.requestCremation, { json: { id, ...input } }),
  })
  if (!result.ok) return { ok: false, message: result.message }
  if (result.status === 'queued') return result
  return { ok: true, id, status: 'saved', server: serverAnswer(result) }
}
