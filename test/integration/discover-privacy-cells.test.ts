import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { cellCentre, CELL_DEGREES, columnsInBand } from '../../server/geo/privacy.js'
import { distanceKm } from '@contract/geo'
import { databaseTargets } from '../support/databases.js'
import { queryRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { seededRandom, seedPets } from './discover-seed.js'

/**
 * The database's cell of each pet (migration 0010's generated columns, which the spatial
 * indexes and every distance use) is exactly server/geo/privacy.ts's cellCentre, on every
 * band of the grid and at random places, edges and poles included; and cells are about 1 km.
 */
const BANDS = 18_000

describe.each(databaseTargets)('place cells on $kind', (target) => {
  const fixture = useServer(target)
  let handle: DatabaseHandle
  const places: { latitude: number; longitude: number }[] = []

  beforeAll(async () => {
    handle = openDatabase({
      databaseUrl: fixture.databaseUrl,
      sqlitePath: join(fixture.server.dataDir, 'huellitas.sqlite'),
    })
    // Each band's east end, which lands in its last column and so shows its column count.
    for (let band = 0; band < BANDS; band++) {
      places.push({ latitude: (band + 0.5) / 100 - 90, longitude: 179.99999 })
    }
    const random = seededRandom(3)
    for (let n = 0; n < 3000; n++) {
      places.push({ latitude: random() * 180 - 90, longitude: random() * 360 - 180 })
    }
    // Edges: whole hundredths, the poles and the antimeridian.
    for (const latitude of [-90, -89.99, -0.01, 0, 13.7, 13.71, 89.99, 90]) {
      for (const longitude of [-180, -89.2, 0, 179.99, 180]) places.push({ latitude, longitude })
    }
    await seedPets(handle, {
      pets: places.length,
      owners: 5,
      random,
      place: (index) => places[index] ?? { latitude: 0, longitude: 0 },
    })
  })

  afterAll(async () => {
    await handle.close()
  })

  it('computes the same cell as cellCentre for every band and random places', async () => {
    const rows = await queryRows<Record<string, number>>(
      fixture,
      'SELECT latitude, longitude, cell_latitude, cell_longitude FROM pets',
    )
    expect(rows).toHaveLength(places.length)
    const mismatches = rows.filter((row) => {
      const cell = cellCentre({ latitude: Number(row.latitude), longitude: Number(row.longitude) })
      return (
        cell.latitude !== Number(row.cell_latitude) || cell.longitude !== Number(row.cell_longitude)
      )
    })
    expect(mismatches).toEqual([])
  })

  it('makes cells about 1 km: 1.11 km tall, 1.11 to 1.2 km wide away from the poles', () => {
    for (let band = 0; band < BANDS; band += 7) {
      const middle = (band + 0.5) * CELL_DEGREES - 90
      if (Math.abs(middle) > 85) continue
      const columns = columnsInBand(band)
      const width = distanceKm(
        { latitude: middle, longitude: 0 },
        { latitude: middle, longitude: 360 / columns },
      )
      expect(width).toBeGreaterThanOrEqual(1.111)
      expect(width).toBeLessThan(1.2)
    }
    const cell = cellCentre({ latitude: 13.7003, longitude: -89.2045 })
    expect(cell.latitude).toBe(13.705)
    expect(cellCentre({ latitude: 13.709, longitude: -89.199 })).toEqual(cell)
  })
})
