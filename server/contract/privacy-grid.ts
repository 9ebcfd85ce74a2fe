/**
 * Privacy of places (design.md 'Privacy of places'): a position is shown exactly to its owner
 * only. Everyone else sees, and every figure they can observe (coordinates, distance, the
 * maxDistance filter, the order, the paging cursor) is computed from, the centre of the
 * position's cell in one fixed grid of about 1 km. A stable cell, never random jitter: jitter
 * drawn afresh averages out over repeated requests, and a cell does not. The server reads it
 * through server/geo/privacy.ts; it lives in the contract (pure, import-free) because the
 * client builds static map URLs from the cell centre too (static-map.ts).
 *
 * The grid: 18,000 bands of 0.01° of latitude (1.11 km), each cut into
 * n = max(1, floor(36,000 · cos φ)) equal columns, φ the band's middle latitude, so a cell is
 * 1.11 km tall and at least 1.11 km wide at its middle, at every latitude (a plain 0.01° grid
 * would be 190 m wide in northern Norway). Cells tile the sphere: a point belongs to exactly
 * one, whoever looks at it, and a point on an edge to the cell north / east of it.
 *
 * The database keeps the same cell beside each pet's exact position (migration 0010: generated
 * columns pets.cell_latitude / cell_longitude, which the spatial indexes are built on). Both
 * compute with the same operations in the same order; only cos φ can differ in its last bit
 * between engines, and no band's 36,000 · cos φ lies within 1e-5 of a whole number, so n, and
 * with it every cell, is identical (test/integration/discover-privacy-cells.test.ts checks all
 * bands on both databases). Changing the grid therefore needs a migration that rebuilds those
 * columns.
 */
export interface Position {
  latitude: number
  longitude: number
}

/** Height of a band in degrees of latitude (about 1.11 km). */
export const CELL_DEGREES = 0.01
const BANDS = 18_000
const RADIANS_PER_DEGREE = Math.PI / 180

/** Columns in band `band` (0 at the south pole). */
export function columnsInBand(band: number): number {
  const middle = (2 * band + 1 - BANDS) / 200
  return Math.max(1, Math.floor(36_000 * Math.cos(middle * RADIANS_PER_DEGREE)))
}

/** The centre of the cell holding `position`: the only place others ever see. */
export function cellCentre(position: Position): Position {
  const band = Math.min(BANDS - 1, Math.floor((position.latitude + 90) * 100))
  const columns = columnsInBand(band)
  const column = Math.min(columns - 1, Math.floor(((position.longitude + 180) * columns) / 360))
  return {
    latitude: (2 * band + 1 - BANDS) / 200,
    longitude: (180 * (2 * column + 1 - columns)) / columns,
  }
}
