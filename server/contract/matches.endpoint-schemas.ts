import { withSchemas } from './endpoint-schemas.js'
import { superLikeSchema, swipeSchema } from './matches.contract.js'
import { matchesEndpoints } from './matches.endpoints.js'

export const matchesTable = withSchemas(matchesEndpoints, {
  swipe: { body: swipeSchema },
  superLike: { body: superLikeSchema },
})
