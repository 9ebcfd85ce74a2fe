import type { PageToWorkerMessage } from '../../../sw/messages'
import { postToWorker, subscribeToWorker, type WorkerListener } from './worker-bridge'

/**
 * What the signed-in screens show about the connection: online or not (the browser's
 * navigator.onLine and its online/offline events), how many writes wait in the service
 * worker's queue ('queue-changed' messages), and a short 'Conexión restablecida' notice after
 * coming back.
 *
 * Coming back online also asks the worker to replay its queue: Safari and Firefox have no
 * Background Sync, so without this message their queued writes would wait for the next start
 * of the worker. The 'online' event can come before the network really carries traffic (and a
 * struggling server keeps writes queued), so while writes wait and the browser says it is
 * online, the request is repeated with a growing delay.
 *
 * Listening starts with the first subscriber and stops with the last, so only the signed-in
 * shell (which mounts the banner) pays for it.
 */
export const RECONNECTED_NOTICE_MS = 3_000
/** Delays between repeated replay requests while online with writes queued (the last repeats). */
export const REPLAY_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const

export interface ConnectionState {
  isOnline: boolean
  /** Writes waiting in the worker's queue */
  pendingCount: number
  /** True for a few seconds after an offline → online change */
  isReconnectedNoticeVisible: boolean
}

export interface ConnectionEnvironment {
  /** Where 'online' and 'offline' fire (window) */
  target: EventTarget
  isOnline: () => boolean
  subscribeToWorker: (listener: WorkerListener) => () => void
  postToWorker: (message: PageToWorkerMessage) => void
}

export function createConnectionStore(getEnvironment: () => ConnectionEnvironment) {
  let state: ConnectionState = {
    isOnline: true,
    pendingCount: 0,
    isReconnectedNoticeVisible: false,
  }
  const listeners = new Set<() => void>()
  let stop: (() => void) | null = null
  let noticeTimer: ReturnType<typeof setTimeout> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let retryAttempt = 0

  function set(next: Partial<ConnectionState>): void {
    const merged = { ...state, ...next }
    if (
      merged.isOnline === state.isOnline &&
      merged.pendingCount === state.pendingCount &&
      merged.isReconnectedNoticeVisible === state.isReconnectedNoticeVisible
    ) {
      return
    }
    state = merged
    for (const listener of listeners) listener()
  }

  function start(): () => void {
    const env = getEnvironment()
    // Restarted by every change of the queue, so it only fires while the queue stands still.
    const scheduleReplayRetry = () => {
      clearTimeout(retryTimer)
      if (!state.isOnline || state.pendingCount === 0) {
        retryAttempt = 0
        return
      }
      const delays = REPLAY_RETRY_DELAYS_MS
      const delay = delays[Math.min(retryAttempt, delays.length - 1)]
      retryTimer = setTimeout(() => {
        retryAttempt += 1
        env.postToWorker({ type: 'replay-queue' })
        scheduleReplayRetry()
      }, delay)
    }
    const onOnline = () => {
      const wasOffline = !state.isOnline
      env.postToWorker({ type: 'replay-queue' })
      retryAttempt = 0
      set({ isOnline: true, isReconnectedNoticeVisible: wasOffline })
      scheduleReplayRetry()
      clearTimeout(noticeTimer)
      if (wasOffline) {
        noticeTimer = setTimeout(
          () => set({ isReconnectedNoticeVisible: false }),
          RECONNECTED_NOTICE_MS,
        )
      }
    }
    const onOffline = () => {
      clearTimeout(noticeTimer)
      set({ isOnline: false, isReconnectedNoticeVisible: false })
      scheduleReplayRetry()
    }
    env.target.addEventListener('online', onOnline)
    env.target.addEventListener('offline', onOffline)
    const stopWorker = env.subscribeToWorker((message) => {
      if (message.type !== 'queue-changed') return
      set({ pendingCount: message.size })
      scheduleReplayRetry()
    })
    set({ isOnline: env.isOnline() })
    env.postToWorker({ type: 'get-queue-size' })
    return () => {
      clearTimeout(noticeTimer)
      clearTimeout(retryTimer)
      retryAttempt = 0
      env.target.removeEventListener('online', onOnline)
      env.target.removeEventListener('offline', onOffline)
      stopWorker()
      set({ isReconnectedNoticeVisible: false })
    }
  }

  return {
    getState: (): ConnectionState => state,
    subscribe(this: void, listener: () => void): () => void {
      listeners.add(listener)
      stop ??= start()
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && stop) {
          stop()
          stop = null
        }
      }
    },
  }
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>

export const connectionStore = createConnectionStore(() => ({
  target: window,
  isOnline: () => navigator.onLine,
  subscribeToWorker,
  postToWorker,
}))
