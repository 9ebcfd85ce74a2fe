import type { Database as SqliteDatabase } from 'better-sqlite3'
import { distanceKm } from '../contract/geo.js'

/**
 * SQL functions the app's SQLite queries call, registered on every connection it opens.
 *
 * distance_km(lat1, lon1, lat2, lon2): the great-circle km of server/contract/geo.ts, NULL when
 * a coordinate is NULL (as SQL arithmetic would be). Discover's nearest-first rings compute it
 * for every candidate in their box; written in SQL it took about ten built-in calls a candidate,
 * and a discover request spent more CPU there than anywhere else (bench:discover --http). One
 * JavaScript call is about 40 % cheaper for the same doubles. PostgreSQL keeps its SQL form.
 */
export function registerSqliteFunctions(database: SqliteDatabase): void {
  database.function(
    'distance_km',
    { deterministic: true },
    (lat1: unknown, lon1: unknown, lat2: unknown, lon2: unknown) => {
      if (
        typeof lat1 !== 'number' ||
        typeof lon1 !== 'number' ||
        typeof lat2 !== 'number' ||
        typeof lon2 !== 'number'
      ) {
        return null
      }
      return distanceKm({ latitude: lat1, longitude: lon1 }, { latitude: lat2, longitude: lon2 })
    },
  )
}
