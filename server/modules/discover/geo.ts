import { discoverRules } from '../../contract/discover.contract.js'
import { distanceKm } from '../../contract/geo.js'

/**
 * Spherical geometry for discover: great-circle distance (haversine, Earth radius 6371 km as
 * spec §9 fixes) and the latitude/longitude box that surely contains a circle, which is what
 * the spatial indexes (R*Tree on SQLite, GiST on PostgreSQL) can answer.
 */
export interface Position {
  latitude: number
  longitude: number
}

export interface Box {
  minLatitude: number
  maxLatitude: number
  minLongitude: number
  maxLongitude: number
}

const R = discoverRules.earthRadiusKm
const toRadians = (degrees: number) => (degrees * Math.PI) / 180
const toDegrees = (radians: number) => (radians * 180) / Math.PI

/** The great-circle distance (server/contract/geo.ts), under the name discover uses. */
export const haversineKm: (from: Position, to: Position) => number = distanceKm

/**
 * The box around a circle of `radiusKm`. Longitude spans widen towards the poles (by the
 * cosine of the box's edge nearest a pole). Near a pole or across the antimeridian the box
 * takes every longitude: a superset is still correct, the exact distance filters afterwards.
 * A small margin absorbs rounding (the R*Tree stores 32-bit floats, rounded outwards anyway).
 */
export function boundingBox(center: Position, radiusKm: number): Box {
  const dLat = toDegrees(radiusKm / R) * 1.0001 + 1e-6
  const minLatitude = Math.max(-90, center.latitude - dLat)
  const maxLatitude = Math.min(90, center.latitude + dLat)
  const widestLatitude = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude))
  if (widestLatitude >= 89.9) {
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 }
  }
  const dLon = dLat / Math.cos(toRadians(widestLatitude))
  const minLongitude = center.longitude - dLon
  const maxLongitude = center.longitude + dLon
  if (minLongitude < -180 || maxLongitude > 180) {
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 }
  }
  return { minLatitude, maxLatitude, minLongitude, maxLongitude }
}
