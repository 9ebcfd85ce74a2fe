import { withSchemas } from './endpoint-schemas.js'
import { passportSchema } from './premium.contract.js'
import { subscriptionEndpoints } from './subscription.endpoints.js'
import { undoPassSchema, upgradeSchema } from './subscription.contract.js'

export const subscriptionTable = withSchemas(subscriptionEndpoints, {
  upgrade: { body: upgradeSchema },
  undoPass: { body: undoPassSchema },
  setPassport: { body: passportSchema },
})
