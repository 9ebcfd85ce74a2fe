import SQLite from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { distanceKm } from '../contract/geo.js'
import { registerSqliteFunctions } from './sqlite-functions.js'

let database: SQLite.Database
beforeEach(() => {
  database = new SQLite(':memory:')
  registerSqliteFunctions(database)
})
afterEach(() => database.close())

const inSql = (...args: (number | null)[]) =>
  (database.prepare('select distance_km(?, ?, ?, ?) as km').get(...args) as { km: number | null })
    .km

describe('distance_km', () => {
  it('is the contract’s great-circle distance, to the bit', () => {
    const places = [
      [13.697909, -89.238843, 13.7, -89.2],
      [19.4326, -99.1332, -34.6037, -58.3816],
      [0, 0, 0, 180],
      [-33.45, -70.66, -33.45, -70.66],
    ]
    for (const [lat1, lon1, lat2, lon2] of places as [number, number, number, number][]) {
      expect(inSql(lat1, lon1, lat2, lon2)).toBe(
        distanceKm({ latitude: lat1, longitude: lon1 }, { latitude: lat2, longitude: lon2 }),
      )
    }
  })

  it('matches the SQL haversine PostgreSQL runs, for the distances discover compares', () => {
    const haversine = database.prepare(`select 12742.0 * asin(sqrt(
        power(sin(radians(@lat2 - @lat1) / 2), 2)
        + cos(radians(@lat1)) * cos(radians(@lat2)) * power(sin(radians(@lon2 - @lon1) / 2), 2))) as km`)
    const [lat1, lon1, lat2, lon2] = [13.697909, -89.238843, 13.73, -89.18]
    const { km } = haversine.get({ lat1, lon1, lat2, lon2 }) as { km: number }
    expect(inSql(lat1, lon1, lat2, lon2)).toBeCloseTo(km, 9)
  })

  it('is NULL for a pet without a cell, as SQL arithmetic would be', () => {
    expect(inSql(13.7, -89.2, null, -89.2)).toBeNull()
    expect(inSql(13.7, null, 13.7, -89.2)).toBeNull()
  })
})
