import { commentInputSchema } from './comments.contract.js'
import { commentsEndpoints } from './comments.endpoints.js'
import { withSchemas } from './endpoint-schemas.js'

export const commentsTable = withSchemas(commentsEndpoints, {
  post: { body: commentInputSchema },
})
