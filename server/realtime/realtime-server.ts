import type { Server } from 'socket.io'
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
} from '../contract/socket-events.js'

/** What the gateway learns of a socket at its handshake (gateway.ts). */
export interface SocketData {
  userId: string
  tokenHash: string
  /** the client's address as the REST routes see it (TRUST_PROXY) */
  ip: string
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>
