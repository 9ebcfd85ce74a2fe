import { distinctUntilChanged, Observable, of, shareReplay, switchMap } from 'rxjs'
import { currentSyncEngine } from '../../../sync'
import type { SyncSocket } from '../../../sync/socket'

/**
 * The socket the chat talks through. In the leader tab it is the sync engine's one connection
 * (src/sync/sync-engine.ts). Another tab of the same user has no connected socket (the engine
 * connects only in the leader), so while a chat is open there it opens one of its own for the
 * chat's live events — typing, new-message, match-update — shared by the chat's hooks and
 * closed when the last of them lets go or the tab becomes the leader. Messages still reach
 * every tab by replication through the shared IndexedDB; sends go by REST in any tab.
 *
 * The engine starts just after sign-in (and may become leader later), hence the short poll
 * until it exists, as useMatchesFeedStatus does.
 */
export type ChatSocket = Pick<
  SyncSocket,
  'emit' | 'on' | 'isConnected' | 'isConnected$' | 'connected$'
>

const ENGINE_POLL_MS = 300

interface EngineLike {
  socket: ChatSocket
  isLeader$: Observable<boolean>
  openSocket: () => ChatSocket & Pick<SyncSocket, 'connect' | 'close'>
}

type EngineLookup = () => EngineLike | null

/** One extra socket per engine, shared by every subscriber while any is subscribed. */
const ownSockets = new WeakMap<EngineLike, Observable<ChatSocket>>()

function ownSocket(engine: EngineLike): Observable<ChatSocket> {
  let shared = ownSockets.get(engine)
  if (!shared) {
    shared = new Observable<ChatSocket>((subscriber) => {
      const socket = engine.openSocket()
      socket.connect()
      subscriber.next(socket)
      return () => socket.close()
    }).pipe(shareReplay({ bufferSize: 1, refCount: true }))
    ownSockets.set(engine, shared)
  }
  return shared
}

export function observeChatSocket(
  lookup: EngineLookup = currentSyncEngine,
  pollMs = ENGINE_POLL_MS,
): Observable<ChatSocket | null> {
  const engine$ = new Observable<EngineLike>((subscriber) => {
    const found = lookup()
    if (found) {
      subscriber.next(found)
      return undefined
    }
    const timer = setInterval(() => {
      const later = lookup()
      if (!later) return
      clearInterval(timer)
      subscriber.next(later)
    }, pollMs)
    return () => clearInterval(timer)
  })
  return engine$.pipe(
    switchMap((engine) =>
      engine.isLeader$.pipe(
        distinctUntilChanged(),
        switchMap((isLeader) => (isLeader ? of(engine.socket) : ownSocket(engine))),
      ),
    ),
  )
}
