import ky from 'ky'
import {
  initialPull,
  myPetsQueryLatency,
  restTransfer,
  type PullFigures,
  type QueryFigures,
  type RestFigures,
} from './sync-measure'

/**
 * The Chromium side of `npm run bench:sync`: real IndexedDB, the app's own database and sync
 * code, served from the real server's origin. scripts/bench/sync-bench.ts calls these.
 */
export interface BenchPageApi {
  restTransfer(token: string): Promise<RestFigures>
  pullAndQuery(options: {
    userId: string
    token: string
    expected: number
    runs: number
  }): Promise<{ pull: PullFigures; query: QueryFigures }>
}

declare global {
  interface Window {
    huellitasBench?: BenchPageApi
  }
}

const apiRoot = `${location.origin}/api`

window.huellitasBench = {
  restTransfer: (token) => restTransfer(apiRoot, token),
  async pullAndQuery({ userId, token, expected, runs }) {
    // Like the app's client (src/api/http.ts): same origin, 30 s timeout, no ky retries.
    const http = ky.create({ prefixUrl: apiRoot, timeout: 30_000, retry: 0 })
    // Default storage options, as the app opens its database (multi-tab, leader election).
    const { figures, database } = await initialPull({ userId, token, http, expected })
    const query = await myPetsQueryLatency(database, userId, runs)
    await database.remove()
    return { pull: figures, query }
  },
}
