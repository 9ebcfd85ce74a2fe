/**
 * The chat engine's public face: the hooks and actions the chat screens code
 * against. Screens render what these give and call the actions; they never touch RxDB, the
 * network or the socket themselves. Message notifications are the server's (one per chat until
 * it is read).
 */
export { useChatMatch } from './use-chat-match'
export { useChatMessages, CHAT_PAGE_SIZE } from './use-chat-messages'
export { useChatRoom } from './use-chat-room'
export { useMarkRead } from './use-mark-read'
export {
  sendChatMessage,
  isMessageRecorded,
  discardFailedMessage,
  setChatMuted,
  reportChat,
  blockChat,
  deleteChat,
} from './chat.actions'
export { newMessageId } from './message-ids'
