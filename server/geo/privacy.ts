/**
 * Privacy of places (design.md 'Privacy of places'): a position is shown exactly to its owner
 * only. Everyone else sees, and every figure they can observe (coordinates, distance, the
 * maxDistance filter, the order, the paging cursor) is computed from, the centre of the
 * position's cell in one fixed grid of about 1 km (server/contract/privacy-grid.ts, shared with
 * the client so that a static map's URL never carries more than the cell). Whatever shows
 * another user's place imports this module.
 */
export { CELL_DEGREES, cellCentre, columnsInBand, type Position } from '../contract/privacy-grid.js'

/** A nullable position pair as rows and documents carry it. */
export interface MaybePosition {
  latitude: number | null
  longitude: number | null
}

/** 'lat, lon' as a free-text place, e.g. '13.6929, -89.2182' (the geocoder's fallback). */
const COORDINATES_TEXT = /^\s*[+-]?\d{1,3}(?:\.\d+)?\s*,\s*[+-]?\d{1,3}(?:\.\d+)?\s*$/

/**
 * A place's text as shown to others. Coordinates typed (or filled in by the app when the
 * geocoder cannot answer) would give the exact spot back, so they become the cell centre's,
 * with 2 decimals; a place name stays as written.
 */
export function shownPlaceText(text: string | null, centre: MaybePosition): string | null {
  if (text === null || !COORDINATES_TEXT.test(text)) return text
  if (centre.latitude === null || centre.longitude === null) return null
  return `${centre.latitude.toFixed(2)}, ${centre.longitude.toFixed(2)}`
}
