import type { Observable } from 'rxjs'
import { observePendingWrites, type PendingWrite } from '../../sync'
import { isOnline } from '../../api/online'

/**
 * What the signed-in screens show about the connection: online or not (src/api/online.ts, the
 * same reading the online-only calls check, and the online/offline events), how many writes
 * wait in the device's write queue, and a short 'Conexión restablecida' notice after coming
 * back. Sending is the queue's business (src/sync/write-queue.ts), not this store's.
 *
 * Listening starts with the first subscriber and stops with the last, so only the signed-in
 * shell (which mounts the banner) pays for it.
 */
export const RECONNECTED_NOTICE_MS = 3_000

export interface ConnectionState {
  isOnline: boolean
  /** Writes waiting in the queue to be sent (not the accepted ones nor the refused ones) */
  pendingCount: number
  /** True for a few seconds after an offline → online change */
  isReconnectedNoticeVisible: boolean
}

export interface ConnectionEnvironment {
  /** Where 'online' and 'offline' fire (window) */
  target: EventTarget
  isOnline: () => boolean
  pendingWrites: () => Observable<readonly PendingWrite[]>
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
    const onOnline = () => {
      const wasOffline = !state.isOnline
      set({ isOnline: true, isReconnectedNoticeVisible: wasOffline })
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
    }
    env.target.addEventListener('online', onOnline)
    env.target.addEventListener('offline', onOffline)
    const pending = env.pendingWrites().subscribe((entries) => {
      set({ pendingCount: entries.filter((entry) => entry.state === 'pending').length })
    })
    set({ isOnline: env.isOnline() })
    return () => {
      clearTimeout(noticeTimer)
      env.target.removeEventListener('online', onOnline)
      env.target.removeEventListener('offline', onOffline)
      pending.unsubscribe()
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
  isOnline,
  pendingWrites: () => observePendingWrites(),
}))
