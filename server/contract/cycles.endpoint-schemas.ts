import type { z } from 'zod'
import { cycleRecordCreateSchema, cycleRecordSchema } from './cycles.contract.js'
import type { CycleRecordInput } from './cycles.messages.js'
import { cyclesEndpoints } from './cycles.endpoints.js'
import { withSchemas } from './endpoint-schemas.js'
import { heatMarkInputSchema } from './heat-marks.contract.js'

// The record's schema takes more than the client sends (a missing symptom list, a temperature
// as '' from a form field, …): its input type is wider than CycleRecordInput, so it is stated
// here as accepting what the table declares.
const recordBody = cycleRecordSchema as z.ZodType<
  z.output<typeof cycleRecordSchema>,
  CycleRecordInput
>
const newRecordBody = cycleRecordCreateSchema as z.ZodType<
  z.output<typeof cycleRecordCreateSchema>,
  CycleRecordInput & { id?: string }
>

export const cyclesTable = withSchemas(cyclesEndpoints, {
  createRecord: { body: newRecordBody },
  updateRecord: { body: recordBody },
  setHeatMark: { body: heatMarkInputSchema },
})
