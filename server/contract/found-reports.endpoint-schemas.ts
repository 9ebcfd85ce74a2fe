import { withSchemas } from './endpoint-schemas.js'
import { foundReportDraftSchema } from './found-reports.contract.js'
import { foundReportsEndpoints } from './found-reports.endpoints.js'

export const foundReportsTable = withSchemas(foundReportsEndpoints, {
  possibleAlerts: { body: foundReportDraftSchema },
})
