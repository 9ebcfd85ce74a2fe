import { messagesQuerySchema, muteSchema, reportSchema } from './chat.contract.js'
import { chatEndpoints } from './chat.endpoints.js'
import { withSchemas } from './endpoint-schemas.js'

export const chatTable = withSchemas(chatEndpoints, {
  messages: { query: messagesQuerySchema },
  mute: { body: muteSchema },
  report: { body: reportSchema },
})
