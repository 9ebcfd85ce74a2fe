import { useSyncExternalStore } from 'react'
import type { HuellitasDatabase } from './collections'
import { getDatabase, subscribeDatabase } from './database'

/**
 * The React side of the database module: components read the one open database through this
 * external-store hook (never by opening it themselves), so StrictMode's double effects and
 * remounts cannot open it twice, and a sign-out (database removed) re-renders them with null.
 */
export function useDatabase(): HuellitasDatabase | null {
  return useSyncExternalStore(subscribeDatabase, getDatabase, getDatabase)
}
