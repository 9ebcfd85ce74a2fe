import { io, type Socket } from 'socket.io-client'

/** A socket.io client configured like the app's, minus reconnection (tests want one attempt). */
export function openSocket(baseUrl: string, token?: string): Socket {
  return io(baseUrl, {
    path: '/socket.io/',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  })
}

export interface ConnectError extends Error {
  data?: { error?: string }
}

/** Resolves once connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', (error: ConnectError) => reject(error))
  })
}

/** Resolves with the disconnect reason. */
export function disconnected(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)))
}
