import { accepting, withSchemas } from './endpoint-schemas.js'
import { lostPetsQuerySchema, lostPetStatusSchema } from './lost-pets.contract.js'
import { lostPetsEndpoints } from './lost-pets.endpoints.js'

export const lostPetsTable = withSchemas(lostPetsEndpoints, {
  // Every parameter arrives as text; the schema reads numbers and choices from it.
  list: { query: accepting<Record<string, string>>()(lostPetsQuerySchema) },
  setStatus: { body: lostPetStatusSchema },
})
