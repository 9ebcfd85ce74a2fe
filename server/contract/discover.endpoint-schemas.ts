import { discoverQuerySchema } from './discover.contract.js'
import { discoverEndpoints } from './discover.endpoints.js'
import { accepting, withSchemas } from './endpoint-schemas.js'

export const discoverTable = withSchemas(discoverEndpoints, {
  // Every parameter arrives as text; the schema reads numbers and flags from it.
  page: { query: accepting<Record<string, string>>()(discoverQuerySchema) },
})
