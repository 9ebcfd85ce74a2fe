/**
 * Messages list: 'Mensajes' (/chat), every match as a conversation — last message,
 * time and unread count — read from the local `matches` collection, live and offline.
 */
export { ChatListPage } from './ChatListPage'
