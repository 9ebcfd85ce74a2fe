import type {
  CycleRecordInput,
  CycleRecordResponse,
  CycleRecordsResponse,
} from './cycles.messages.js'
import { endpoints, shape } from './endpoint.js'
import type { HeatMarkResponse } from './heat-marks.messages.js'

/**
 * A pet's reproductive cycle (rules: cycles.contract.ts, heat-marks.contract.ts): the owner's
 * cycle records and the 'en celo' mark. Every write is queued with an Idempotency-Key.
 */
export const cyclesEndpoints = endpoints({
  records: {
    method: 'GET',
    path: '/api/pets/:petId/cycle-records',
    auth: 'user',
    delivery: 'read',
    summary: "A pet's cycle records, oldest first (the pet's owner only)",
    ...shape<CycleRecordsResponse>(),
  },
  createRecord: {
    method: 'POST',
    path: '/api/pets/:petId/cycle-records',
    auth: 'user',
    delivery: 'queued',
    summary: 'Adds a cycle record, with an optional client-made id (201)',
    ...shape<CycleRecordResponse, CycleRecordInput & { id?: string }>(),
  },
  updateRecord: {
    method: 'PUT',
    path: '/api/cycle-records/:id',
    auth: 'user',
    delivery: 'queued',
    summary: "Replaces a cycle record's fields",
    ...shape<CycleRecordResponse, CycleRecordInput>(),
  },
  deleteRecord: {
    method: 'DELETE',
    path: '/api/cycle-records/:id',
    auth: 'user',
    delivery: 'queued',
    summary: 'Deletes a cycle record (204)',
    ...shape<undefined>(),
  },
  heatMark: {
    method: 'GET',
    path: '/api/pets/:petId/heat-mark',
    auth: 'user',
    delivery: 'read',
    summary: "Whether the caller's pet is marked 'en celo', and until when",
    ...shape<HeatMarkResponse>(),
  },
  setHeatMark: {
    method: 'PUT',
    path: '/api/pets/:petId/heat-mark',
    auth: 'user',
    delivery: 'queued',
    summary: "Marks the caller's female pet 'en celo' from the owner's day `today`, or unmarks it",
    ...shape<HeatMarkResponse, { inHeat: boolean; today: string }>(),
  },
})
