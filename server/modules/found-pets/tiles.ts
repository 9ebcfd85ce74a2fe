/**
 * The 0.1° squares the candidates' prefilter reads (migration 0027: found_reports.tile and
 * sightings.tile, the same formula in SQL). A square is 11 km tall, so an alert's 10 km reach
 * covers a handful of them; the box around the alert and the exact distance finish the job.
 * Longitudes are not wrapped at ±180°, as in lost-pets-geo.ts.
 */
import { boxAround, type Box, type Centre } from '../lost-pets/lost-pets-geo.js'

const PER_DEGREE = 10
const ROW = 10_000

const band = (latitude: number) => Math.floor((latitude + 90) * PER_DEGREE)
const column = (longitude: number) => Math.floor((longitude + 180) * PER_DEGREE)

export function tileOf(place: Centre): number {
  return band(place.latitude) * ROW + column(place.longitude)
}

/** The box around `centre` holding every point within `km`, and the squares it touches. */
export function tilesAround(centre: Centre, km: number): { box: Box; tiles: number[] } {
  const box = boxAround(centre, km)
  const tiles: number[] = []
  for (let row = band(box.minLat); row <= band(box.maxLat); row++) {
    for (let col = column(box.minLon); col <= column(box.maxLon); col++) tiles.push(row * ROW + col)
  }
  return { box, tiles }
}
