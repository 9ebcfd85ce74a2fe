/**
 * Distances for lost-pet alerts, whose last-seen place is public and so indexed exactly.
 *
 * Order and radius use the equirectangular distance from the centre (planar, longitude scaled
 * by the cosine of the centre's latitude): within the hundreds of km the filter allows it is
 * within 0.5 % of the great-circle one, it needs no trigonometry per row, and SQL and
 * JavaScript compute the very same number, so a cursor can resume exactly where a page ended.
 * Longitudes are not wrapped at ±180° (nobody searches across the antimeridian here).
 */
export const KM_PER_DEGREE = 111.195

export interface Centre {
  latitude: number
  longitude: number
}

export interface Box {
  minLat: number
  maxLat: number
  minLon: number
  maxLon: number
}

const lonScale = (centre: Centre) => Math.cos((centre.latitude * Math.PI) / 180)

/** The box around `centre` holding every point within `km` (whole longitude range near poles). */
export function boxAround(centre: Centre, km: number): Box {
  const dLat = km / KM_PER_DEGREE
  const scale = lonScale(centre)
  const dLon = scale < 0.01 ? 360 : km / (KM_PER_DEGREE * scale)
  return {
    minLat: Math.max(-90, centre.latitude - dLat),
    maxLat: Math.min(90, centre.latitude + dLat),
    minLon: Math.max(-180, centre.longitude - dLon),
    maxLon: Math.min(180, centre.longitude + dLon),
  }
}

/** Squared distance in degrees² (the order key); km = KM_PER_DEGREE · √d2. */
export function distance2(centre: Centre, point: Centre): number {
  const dLat = point.latitude - centre.latitude
  const dLon = (point.longitude - centre.longitude) * lonScale(centre)
  return dLat * dLat + dLon * dLon
}

export const kmOfDistance2 = (d2: number): number => KM_PER_DEGREE * Math.sqrt(d2)
export const distance2OfKm = (km: number): number => (km / KM_PER_DEGREE) ** 2
