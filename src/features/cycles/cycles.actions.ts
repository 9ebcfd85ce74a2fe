import {
  cycleMessages,
  type CycleRecordDoc,
  type CycleRecordInput,
} from '@contract/cycles.messages'
import { cyclesEndpoints as endpoints } from '@contract/cycles.endpoints'
import { queuedRequest } from '../../api/call'
import {
  queueDocumentDelete,
  queueDocumentPatch,
  runMutation,
  type MutationResult,
  requireSyncContext,
} from '../../sync'
import { CYCLE_RECORDS, cycleRecordDocs } from './cycles.repo'

/**
 * The cycle-record writes (cycles.contract.ts: POST /api/pets/{petId}/cycle-records, PUT and
 * DELETE /api/cycle-records/{id}), through the device's write queue: stored with an
 * Idempotency-Key before the screen shows them, sent once the connection allows, delivered
 * exactly once. A new record carries a client-made id, so the optimistic record and the one the
 * server replicates are the same document. `fields` are already checked by the form against the
 * contract's schema (cycle-form.ts), the very rules the server applies.
 */
export async function addCycleRecord(
  petId: string,
  fields: CycleRecordInput,
): Promise<MutationResult> {
  requireSyncContext()
  const id = crypto.randomUUID()
  const now = new Date().toISOString()
  const doc: CycleRecordDoc = { id, petId, ...fields, createdAt: now, updatedAt: now }
  return runMutation({
    target: CYCLE_RECORDS,
    docId: id,
    op: 'create',
    doc,
    baseUpdatedAt: null,
    fallbackMessage: cycleMessages.createError,
    request: queuedRequest(endpoints.createRecord, { params: { petId }, json: { id, ...fields } }),
  })
}

export function updateCycleRecord(id: string, fields: CycleRecordInput): Promise<MutationResult> {
  return queueDocumentPatch(cycleRecordDocs, id, {
    patch: fields,
    fallbackMessage: cycleMessages.updateError,
    request: queuedRequest(endpoints.updateRecord, { params: { id }, json: fields }),
  })
}

export function deleteCycleRecord(id: string): Promise<MutationResult> {
  return queueDocumentDelete(cycleRecordDocs, id, {
    fallbackMessage: cycleMessages.deleteError,
    request: queuedRequest(endpoints.deleteRecord, { params: { id } }),
  })
}
