/**
 * The chat: the conversation screen /chat/{matchId} on the chat engine (engine/).
 */
export { ChatPage } from './ChatPage'
export { forgetChatDrafts } from './use-draft'
