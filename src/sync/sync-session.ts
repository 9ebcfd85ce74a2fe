import type { KyInstance } from 'ky'
import type { PublicUser } from '@contract/auth.contract'
import { http as appHttp } from '../api/http'
import {
  DATABASE_NAME_PREFIX,
  DEXIE_NAME_PREFIX,
  dexiePrefix,
  openDatabase,
  closeDatabase,
  removeDatabase,
  type HuellitasDatabase,
  type OpenDatabaseOptions,
} from '../db'
import { sessionStore } from '../session/session-store'
import { SESSION_ENDED, type PageToWorkerMessage } from '../../sw/messages'
import { setSyncContext } from './context'
import { forgetEarlyPulls, takeEarlyPull } from './early-pulls'
import { followProfileIntoSession } from './profile-follower'
import { syncErrors } from './sync-errors'
import type { SyncEngine, startSyncEngine as StartSyncEngine } from './sync-engine'
import { sendPendingWrites, startWriteQueue, stopWriteQueue } from './write-queue'

/**
 * The app's one sync session: startSync() after sign-in (and at start with a stored session),
 * stopSync() at sign-out. Calls are queued, so a quick sign-in/sign-out/sign-in runs in order.
 *
 * startSync opens the user's database (showing what was last synced at once, offline too),
 * starts the engine and publishes the context actions use. Nothing waits for the first pull:
 * screens render whatever the database has and update as documents arrive.
 *
 * stopSync({ removeData: true }) — sign-out and token expiry — stops the engine, closes the
 * socket, forgets the queued writes (the screens warn before a sign-out that would) and deletes
 * the database, so the next person on the device starts with nothing of the previous one's.
 */
export interface StartSyncOptions {
  /** default: the app's REST client (same origin /api) */
  http?: KyInstance
  /** the server's origin, for socket.io and queued writes; default: the page's origin */
  socketUrl?: string
  /** storage settings (tests: fake-indexeddb) */
  database?: OpenDatabaseOptions
}

interface ActiveSession {
  key: string
  userId: string
  database: HuellitasDatabase
  engine: SyncEngine
  /** the socket's (re)connections, which also send the queued writes */
  stopNudging: () => void
  /** the session's user follows the replicated profile (profile-follower.ts) */
  stopFollowingProfile: () => void
  options: StartSyncOptions
}

let active: ActiveSession | null = null
let wantedKey: string | null = null
let queue: Promise<void> = Promise.resolve()

function enqueue(task: () => Promise<void>): Promise<void> {
  const run = queue.then(task)
  queue = run.catch(() => undefined)
  return run
}

export function startSync(
  user: PublicUser,
  token: string,
  options: StartSyncOptions = {},
): Promise<void> {
  const key = `${user.id}|${token}`
  if (wantedKey === key) return queue
  wantedKey = key
  return enqueue(async () => {
    if (active?.key === key) return
    // The engine (RxDB's replication, the pulls' handling, the socket's wrapper) is a chunk of
    // its own, fetched while the database opens: a screen renders from the database without
    // it, so it is not part of any screen's first load (the server preloads it beside them).
    const engineModule = import('./sync-engine')
    engineModule.catch(() => undefined)
    if (active) await stopActive(active.userId !== user.id)
    let database: HuellitasDatabase
    try {
      database = await openDatabase(user.id, options.database)
    } catch (error) {
      if (wantedKey === key) wantedKey = null
      throw error
    }
    let startSyncEngine: typeof StartSyncEngine
    try {
      ;({ startSyncEngine } = await engineModule)
    } catch (error) {
      // Its chunk could not be loaded (precached, so hardly ever): no half-started session.
      await closeDatabase()
      if (wantedKey === key) wantedKey = null
      throw error
    }
    // The session's own token on every call of this session (pulls and actions alike), not
    // whatever the session store holds when a delayed retry finally goes out.
    const http = (options.http ?? appHttp).extend({
      headers: { Authorization: `Bearer ${token}` },
    })
    const engine = startSyncEngine({
      database,
      http,
      token,
      ...(options.socketUrl ? { socketUrl: options.socketUrl } : {}),
      takeEarly: (collection, seq, limit) => takeEarlyPull(token, collection, seq, limit),
      onUnauthorized: () => {
        // The REST client already expired the session for a refused pull; a refused socket
        // handshake did not, so expire here too (a no-op when already done).
        sessionStore.expire()
        void stopSync({ removeData: true })
      },
    })
    startWriteQueue({
      userId: user.id,
      token,
      ...(options.socketUrl ? { origin: options.socketUrl } : {}),
      ...(options.database?.indexedDb ? { indexedDB: options.database.indexedDb.indexedDB } : {}),
      onUnauthorized: () => {
        sessionStore.expire()
        void stopSync({ removeData: true })
      },
    })
    // A (re)connected socket means the server is reachable again (a restarted node, a network
    // back without an 'online' event): queued writes go now, not when their backoff ends.
    const nudges = engine.socket.connected$.subscribe(
      () => void sendPendingWrites({ ignoreBackoff: true }),
    )
    const context = { database, http, user, reSync: () => engine.reSync() }
    setSyncContext(context)
    active = {
      key,
      userId: user.id,
      database,
      engine,
      stopNudging: () => nudges.unsubscribe(),
      stopFollowingProfile: followProfileIntoSession(database, user.id),
      options,
    }
    void removeOtherUsersData(database.name, options.database)
  })
}

export function stopSync({ removeData }: { removeData: boolean }): Promise<void> {
  wantedKey = null
  forgetEarlyPulls()
  if (removeData) forgetWorkerCopies()
  return enqueue(async () => {
    if (active) await stopActive(removeData)
    else if (removeData) await removeDatabase()
  })
}

/** Pull every synced collection now (a no-op in tabs that do not replicate). */
export function reSync(): void {
  active?.engine.reSync()
}

/** The running engine (tests and diagnostics). */
export function currentSyncEngine(): SyncEngine | null {
  return active?.engine ?? null
}

async function stopActive(removeData: boolean): Promise<void> {
  const session = active
  if (!session) return
  active = null
  setSyncContext(null)
  session.stopNudging()
  session.stopFollowingProfile()
  await session.engine.stop()
  await stopWriteQueue({ clear: removeData })
  if (removeData) {
    syncErrors.clear()
    await removeDatabase()
  } else {
    await closeDatabase()
  }
}

/**
 * What the service worker kept for this user goes when the session ends, however it ends
 * (sign-out, a refused token, the socket's 'session-ended', another tab): the last profile and
 * stats reads (sw/last-known) and every map (sw/map/map-routes.ts: saved areas, viewed tiles,
 * static pictures of their places, the record of saved areas). The worker deletes them on one
 * message: the code stays out of the signed-in first load, which has no room left (design.md
 * budgets). `ready` and not `controller`: a page not controlled (a hard reload) still asks.
 */
function forgetWorkerCopies(): void {
  const message: PageToWorkerMessage = { type: SESSION_ENDED }
  void globalThis.navigator?.serviceWorker?.ready.then((worker) =>
    worker.active?.postMessage(message),
  )
}

/**
 * Leftovers of another user on this device (a sign-out interrupted before its cleanup ran) are
 * deleted when someone signs in. Needs indexedDB.databases(); best effort.
 */
async function removeOtherUsersData(keep: string, options: OpenDatabaseOptions = {}) {
  const factory = options.indexedDb?.indexedDB ?? globalThis.indexedDB
  if (typeof factory?.databases !== 'function') return
  const ours = DEXIE_NAME_PREFIX + DATABASE_NAME_PREFIX
  const mine = dexiePrefix(keep)
  try {
    for (const info of await factory.databases()) {
      if (info.name?.startsWith(ours) && !info.name.startsWith(mine)) {
        factory.deleteDatabase(info.name)
      }
    }
  } catch {
    // Listing can fail in private modes; the leftovers stay unreadable to this user anyway.
  }
}
