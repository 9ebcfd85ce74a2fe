import { BehaviorSubject, Subject, type Observable } from 'rxjs'
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client'
import { errorCodes } from '@contract/error-codes'
import { SESSION_ENDED_EVENT, type HandshakeRefusalData } from '@contract/socket.contract'
import type * as SocketEvents from '@contract/socket-events'
import type {
  ChatClientEvent,
  ChatServerEvent,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@contract/socket-events'
import { SYNC_EVENT, type SyncEventPayload } from '@contract/sync.contract'

/**
 * The one socket.io connection of a signed-in client, wrapped so the rest of the app sees two
 * streams and never the socket itself:
 * - `changes$`: SYNC_EVENT payloads (documents that changed on the server, for this user);
 * - `connected$`: every (re)connection. socket.io delivers at most once and keeps nothing for a
 *   disconnected client, so after each connect the replication pulls from its checkpoint
 *   (RESYNC) to catch what was missed, the first connect included: changes made between the
 *   initial pull and the socket joining its room are only found that way.
 *
 * Connection settings are the spec's (§4, §9): the auth token at handshake, websocket first then
 * polling, reconnection delay 1000–5000 ms with randomization 0.5, timeout 20000 ms, unlimited
 * attempts. A handshake refused for the token (the server says `unauthorized`) does not retry:
 * socket.io stops after a middleware refusal, and `unauthorized$` tells the owner; so does the
 * server's SESSION_ENDED_EVENT (the token expired or was revoked while connected). A handshake
 * refused by the server's rate limit (`too-many-requests`) is tried again after its
 * `retryAfter`, since socket.io does not retry a refusal itself.
 *
 * Chat gets a narrow typed door to the same connection: `emit` / `on` for the chat
 * events and `isConnected$` for the screen's connection state. SYNC_EVENT stays private here.
 * Events are typed by the contract's one event map (contract/socket-events.ts), and what the
 * server sends is parsed by its schema here, at the edge: a malformed event is dropped.
 *
 * socket.io-client (~13 KiB gzipped) is imported when the wrapper is made, not with the app,
 * and with it the event schemas (zod, which no screen's first load needs): a
 * signed-in screen renders from IndexedDB first and needs no live connection for that, so the
 * client is not part of any screen's first load (design.md budgets). The service worker
 * precaches its chunk like any other, so it loads offline too. Until it has arrived, calls are
 * kept in order and replayed on the real socket.
 */
export interface SyncSocketOptions {
  token: string
  /** the server's origin; undefined = the page's own origin */
  url?: string | undefined
}

export const SOCKET_SETTINGS: Partial<ManagerOptions & SocketOptions> = {
  path: '/socket.io/',
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
}

export type { ChatClientEvent, ChatServerEvent }
type TypedSocket = Socket<ServerToClientEvents, ClientToServerEvents>
/** The schemas events are parsed with: they load with socket.io-client, not with the app. */
type SocketEdge = Pick<typeof SocketEvents, 'chatServerEventSchemas' | 'syncEventSchema'>

interface HandshakeRefusal extends Error {
  data?: Partial<HandshakeRefusalData>
}

/** Waits longer than this are cut short: the next refusal names the remaining wait again. */
const MAX_RETRY_AFTER_MS = 60_000

export class SyncSocket {
  private socket: TypedSocket | null = null
  /** what was asked of the socket before socket.io-client arrived, in order */
  private pending: ((socket: TypedSocket) => void)[] = []
  private closed = false
  private readonly changes = new Subject<SyncEventPayload>()
  private readonly connected = new Subject<void>()
  private readonly unauthorized = new Subject<void>()
  private readonly connectedState = new BehaviorSubject(false)
  private retryTimer: ReturnType<typeof setTimeout> | null = null

  readonly changes$: Observable<SyncEventPayload> = this.changes.asObservable()
  readonly connected$: Observable<void> = this.connected.asObservable()
  readonly unauthorized$: Observable<void> = this.unauthorized.asObservable()
  /** true while connected; emits the current state on subscribe */
  readonly isConnected$: Observable<boolean> = this.connectedState.asObservable()

  private edge: SocketEdge | null = null

  constructor(options: SyncSocketOptions) {
    void Promise.all([import('socket.io-client'), import('@contract/socket-events')]).then(
      ([{ io }, edge]) => {
        if (this.closed) return
        const settings = { ...SOCKET_SETTINGS, autoConnect: false, auth: { token: options.token } }
        const socket: TypedSocket = options.url ? io(options.url, settings) : io(settings)
        this.edge = edge
        this.listen(socket, edge)
        this.socket = socket
        for (const call of this.pending.splice(0)) call(socket)
      },
      // The chunk did not arrive (offline before it was ever cached): the app works from
      // IndexedDB as it does with no connection, and the next sign-in tries again.
      () => undefined,
    )
  }

  private listen(socket: TypedSocket, edge: SocketEdge): void {
    socket.on('connect', () => {
      this.connectedState.next(true)
      this.connected.next()
    })
    socket.on('disconnect', () => this.connectedState.next(false))
    socket.on(SYNC_EVENT, (payload) => {
      const parsed = edge.syncEventSchema.safeParse(payload)
      if (parsed.success) this.changes.next(parsed.data)
    })
    socket.on(SESSION_ENDED_EVENT, () => this.unauthorized.next())
    socket.on('connect_error', (error: HandshakeRefusal) => {
      if (error.data?.error === errorCodes.unauthorized) this.unauthorized.next()
      if (error.data?.error === errorCodes.tooManyRequests) {
        const seconds = Number(error.data.retryAfter)
        this.retryLater(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 5_000)
      }
    })
  }

  /** Runs `call` on the socket now, or once socket.io-client has arrived. */
  private withSocket(call: (socket: TypedSocket) => void): void {
    if (this.socket) call(this.socket)
    else if (!this.closed) this.pending.push(call)
  }

  get isConnected(): boolean {
    return this.socket?.connected ?? false
  }

  connect(): void {
    this.withSocket((socket) => {
      if (!socket.connected) socket.connect()
    })
  }

  private retryLater(delayMs: number): void {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null
        this.connect()
      },
      Math.min(delayMs, MAX_RETRY_AFTER_MS),
    )
  }

  /** Drops the connection without closing the wrapper (what a network loss looks like). */
  disconnect(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.withSocket((socket) => socket.disconnect())
  }

  /**
   * Sends a chat event; `ack` gets the server's answer. Events emitted while disconnected are
   * buffered by socket.io and sent on reconnect — callers that must not replay stale events
   * (typing) check `isConnected` first.
   */
  emit<E extends ChatClientEvent>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void {
    this.withSocket((socket) => socket.emit(event, ...args))
  }

  /** Listens to a chat event, parsed at the edge; returns the way to stop listening. */
  on<E extends ChatServerEvent>(event: E, handler: ServerToClientEvents[E]): () => void {
    const listener = (payload: unknown) => {
      // Events arrive only on the socket, which is made together with the edge.
      if (!this.edge) return
      const schema: { safeParse(value: unknown): { success: boolean; data?: unknown } } =
        this.edge.chatServerEventSchemas[event]
      const parsed = schema.safeParse(payload)
      if (parsed.success) (handler as (payload: unknown) => void)(parsed.data)
    }
    // Registered under the plain union of chat events: the listener takes any payload.
    const name: ChatServerEvent = event
    let stopped = false
    this.withSocket((socket) => {
      if (!stopped) socket.on(name, listener)
    })
    return () => {
      stopped = true
      this.socket?.off(name, listener)
    }
  }

  close(): void {
    this.closed = true
    this.pending = []
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.connectedState.next(false)
    this.connectedState.complete()
    if (this.socket) {
      this.socket.removeAllListeners()
      this.socket.disconnect()
    }
    this.changes.complete()
    this.connected.complete()
    this.unauthorized.complete()
  }
}
