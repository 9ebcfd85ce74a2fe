import { io, type Socket } from 'socket.io-client'
import { afterEach } from 'vitest'
import { SYNC_EVENT, type SyncEventPayload } from '@contract/sync.contract'

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

/**
 * Signed-in sockets that record every SYNC_EVENT they get, closed after each test. Call it in
 * a describe block: `const { recordingSocket } = useSyncEventSockets(() => fixture.baseUrl)`.
 */
export function useSyncEventSockets<T>(baseUrl: () => string) {
  const sockets: Socket[] = []
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })
  async function recordingSocket(token: string): Promise<SyncEventPayload<T>[]> {
    const socket = openSocket(baseUrl(), token)
    sockets.push(socket)
    const events: SyncEventPayload<T>[] = []
    socket.on(SYNC_EVENT, (payload: SyncEventPayload<T>) => events.push(payload))
    await connected(socket)
    return events
  }
  return { recordingSocket }
}

/** Polls `check` every 20 ms until it holds; fails after `timeoutMs`. */
export async function waitUntil(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a sync event')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** An event a recording socket got, in arrival order. */
export interface ReceivedEvent {
  event: string
  payload: unknown
}

/** A signed-in socket that records every event it gets and sends events with an ack. */
export interface RecordingSocket {
  socket: Socket
  received: ReceivedEvent[]
  /** Emits and resolves with the server's ack (fails after 5 s without one). */
  ask<T = unknown>(event: string, payload?: unknown): Promise<T>
  /** The payloads of one event, in arrival order. */
  payloads(event: string): unknown[]
}

/** Connects like `openSocket` and records every incoming event (chat tests). */
export async function recordingSocket(baseUrl: string, token: string): Promise<RecordingSocket> {
  const socket = openSocket(baseUrl, token)
  const received: ReceivedEvent[] = []
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }))
  await connected(socket)
  return {
    socket,
    received,
    ask: <T>(event: string, payload?: unknown) =>
      socket.timeout(5000).emitWithAck(event, payload) as Promise<T>,
    payloads: (event) =>
      received.filter((entry) => entry.event === event).map((entry) => entry.payload),
  }
}
