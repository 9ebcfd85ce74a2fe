import type { ApiErrorBody } from './errors.js'

/**
 * What the socket.io gateway tells a client about its connection itself (the chat and sync
 * events have their own contracts).
 *
 * SESSION_ENDED_EVENT: the token the socket was opened with expired or was revoked (sign-out,
 * sign-out everywhere, a password change). The server emits it with an ApiErrorBody
 * (`unauthorized`) and closes the socket; the client treats it like a 401: the session is over.
 *
 * A refused handshake arrives as `connect_error` whose `data` is a HandshakeRefusalData:
 * `unauthorized` (do not retry) or `too-many-requests` with `retryAfter` in seconds (try again
 * after that; socket.io does not retry a refusal on its own).
 */
export const SESSION_ENDED_EVENT = 'session-ended'

export type SessionEndedPayload = ApiErrorBody

export interface HandshakeRefusalData {
  error: string
  retryAfter?: number
}
