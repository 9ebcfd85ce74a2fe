import { cycleRecordCreateSchema, cycleRecordSchema } from './cycles.contract.js'
import type { CycleRecordInput } from './cycles.messages.js'
import { cyclesEndpoints } from './cycles.endpoints.js'
import { accepting, withSchemas } from './endpoint-schemas.js'
import { heatMarkInputSchema } from './heat-marks.contract.js'

export const cyclesTable = withSchemas(cyclesEndpoints, {
  // The record's schema also takes a missing symptom list and a form's '' temperature.
  createRecord: { body: accepting<CycleRecordInput & { id?: string }>()(cycleRecordCreateSchema) },
  updateRecord: { body: accepting<CycleRecordInput>()(cycleRecordSchema) },
  setHeatMark: { body: heatMarkInputSchema },
})
