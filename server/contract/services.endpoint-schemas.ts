import { cremationCreateSchema } from './cremation.contract.js'
import type { CremationRequestInput } from './cremation.messages.js'
import { accepting, withSchemas } from './endpoint-schemas.js'
import { bookingCreateSchema, rescheduleSchema, slotsQuerySchema } from './services.contract.js'
import { servicesEndpoints } from './services.endpoints.js'
import type { BookingInput } from './services.messages.js'

export const servicesTable = withSchemas(servicesEndpoints, {
  slots: { query: slotsQuerySchema },
  book: { body: accepting<BookingInput & { id?: string }>()(bookingCreateSchema) },
  reschedule: { body: rescheduleSchema },
  requestCremation: {
    body: accepting<CremationRequestInput & { id?: string }>()(cremationCreateSchema),
  },
})
