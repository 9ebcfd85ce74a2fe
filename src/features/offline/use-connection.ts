import { useSyncExternalStore } from 'react'
import { connectionStore, type ConnectionState } from './connection-store'

/** Online or not, queued writes, and the reconnected notice; see connection-store.ts. */
export function useConnection(): ConnectionState {
  return useSyncExternalStore(
    connectionStore.subscribe,
    connectionStore.getState,
    connectionStore.getState,
  )
}
