import ky from 'ky'
import { removeDatabaseData } from '../src/db'
import {
  initialPull,
  myPetsQueryLatency,
  rawStore,
  restTransfer,
  type PullFigures,
  type QueryFigures,
  type RestFigures,
} from './sync-measure'

/**
 * The Chromium side of `npm run bench:sync`: real IndexedDB, the app's own database and sync
 * code, served from the real server's origin. scripts/bench/chromium-runs.ts calls these.
 */
export interface BenchPageApi {
  restTransfer(token: string): Promise<RestFigures>
  rawStore(token: string): Promise<RestFigures>
  /**
   * One initial pull into a fresh database (removed afterwards); with `queryRuns` > 0 the Mis
   * Mascotas query is timed over the pulled documents before the removal.
   */
  pull(options: {
    userId: string
    token: string
    expected: number
    queryRuns: number
  }): Promise<{ pull: PullFigures; query: QueryFigures | null }>
}

declare global {
  interface Window {
    huellitasBench?: BenchPageApi
  }
}

const apiRoot = `${location.origin}/api`

window.huellitasBench = {
  restTransfer: (token) => restTransfer(apiRoot, token),
  rawStore: (token) => rawStore(apiRoot, token),
  async pull({ userId, token, expected, queryRuns }) {
    // Like the app's client (src/api/http.ts): same origin, 30 s timeout, no ky retries.
    const http = ky.create({ prefixUrl: apiRoot, timeout: 30_000, retry: 0 })
    // Default storage options, as the app opens its database (multi-tab, leader election).
    const { figures, database } = await initialPull({ userId, token, http, expected })
    const query = queryRuns > 0 ? await myPetsQueryLatency(database, userId, queryRuns) : null
    // Every byte gone (IndexedDB files included), so the next run starts on a fresh device.
    await removeDatabaseData(database.name, {}, database)
    return { pull: figures, query }
  },
}
