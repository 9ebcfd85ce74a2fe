import { withSchemas } from './endpoint-schemas.js'
import { pushPreferencesPatchSchema, subscribeSchema, unsubscribeSchema } from './push.contract.js'
import { pushEndpoints } from './push.endpoints.js'

export const pushTable = withSchemas(pushEndpoints, {
  subscribe: { body: subscribeSchema },
  unsubscribe: { body: unsubscribeSchema },
  setPreferences: { body: pushPreferencesPatchSchema },
})
