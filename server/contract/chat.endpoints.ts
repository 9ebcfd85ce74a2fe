import type {
  ChatSuccessResponse,
  MessagesPage,
  MuteInput,
  MuteResponse,
  ReadResponse,
  ReportInput,
  SendMessageInput,
  SendMessageResponse,
} from './chat.contract.js'
import { endpoints, shape } from './endpoint.js'

/**
 * A match's chat (rules: chat.contract.ts): its messages, reading, mute, report and block.
 * Sending is queued with a client-made id; the rest need the network now.
 */
export const chatEndpoints = endpoints({
  messages: {
    method: 'GET',
    path: '/api/matches/:id/messages',
    auth: 'user',
    delivery: 'read',
    summary: "A page of a chat's messages, oldest first, before an instant",
    ...shape<MessagesPage, undefined, { before?: string; limit?: string }>(),
  },
  send: {
    method: 'POST',
    path: '/api/matches/:id/messages',
    auth: 'user',
    delivery: 'queued',
    summary: 'Sends a message to the chat (201, as its Idempotency-Key stored it)',
    // Checked by the chat service, which also takes the socket's raw payloads.
    ...shape<SendMessageResponse, SendMessageInput>(),
  },
  read: {
    method: 'PUT',
    path: '/api/matches/:id/read',
    auth: 'user',
    delivery: 'online',
    summary: 'Marks the chat read for the caller (unread back to 0)',
    ...shape<ReadResponse>(),
  },
  mute: {
    method: 'POST',
    path: '/api/matches/:id/mute',
    auth: 'user',
    delivery: 'online',
    summary: "Mutes or unmutes the chat's notifications for the caller",
    ...shape<MuteResponse, MuteInput>(),
  },
  report: {
    method: 'POST',
    path: '/api/matches/:id/report',
    auth: 'user',
    delivery: 'online',
    summary: 'Reports the chat, kept for review',
    ...shape<ChatSuccessResponse, ReportInput>(),
  },
  block: {
    method: 'POST',
    path: '/api/matches/:id/block',
    auth: 'user',
    delivery: 'online',
    summary: 'Blocks the other owner: the match ends for both',
    ...shape<ChatSuccessResponse>(),
  },
})
