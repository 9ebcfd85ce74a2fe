import { cellCentre, type Position } from './privacy-grid.js'
import { waitTime } from './wait-time.js'

/**
 * The static map picture (design.md 'Rendering: HTML first': no WebGL on public pages or in
 * lists): `GET /map/static/{lat},{lon}/{w}x{h}.webp`, a WebP the server draws of the ~1 km
 * privacy cell around a place (server/modules/map/static-map.routes.ts).
 *
 * The URL names the cell's centre, never the point: two points of one cell give one URL, so one
 * cached picture, and a page that embeds it gives nothing finer than the cell away. The server
 * snaps whatever it is sent to the cell centre as well, so a hand-made URL draws the same
 * picture. Sizes come in whole tens of CSS pixels within fixed bounds: cards of nearly the same
 * width share one picture, and nobody can make the server draw a poster.
 */
export const staticMapLimits = {
  minWidth: 120,
  maxWidth: 800,
  minHeight: 80,
  maxHeight: 600,
  /** sizes are rounded to a multiple of this */
  step: 10,
} as const

/** The Fastify route pattern (the server parses both parameters itself). */
export const STATIC_MAP_ROUTE = '/map/static/:position/:size'
export const STATIC_MAP_PREFIX = '/map/static/'

export const staticMapMessages = {
  invalidPosition:
    'La ubicación del mapa no es válida: usa latitud,longitud en grados (latitud entre -90 y 90, longitud entre -180 y 180).',
  invalidSize: `El tamaño del mapa no es válido: usa {ancho}x{alto}.webp, con un ancho entre ${staticMapLimits.minWidth} y ${staticMapLimits.maxWidth} y un alto entre ${staticMapLimits.minHeight} y ${staticMapLimits.maxHeight} píxeles.`,
  /** the picture's caption: the gazetteer place nearest to the cell */
  near: (place: string) => `Cerca de ${place}`,
  tooMany: (minutes: number) =>
    `Se pidieron demasiados mapas nuevos. Inténtalo de nuevo en ${waitTime(minutes)}.`,
} as const

/**
 * Cache lifetimes of a picture: a day for a finished one; a minute for one drawn without the
 * configured streets because their host failed (the server draws it again later, with them).
 */
export const STATIC_MAP_CACHE_CONTROL = 'public, max-age=86400'
export const STATIC_MAP_FALLBACK_CACHE_CONTROL = 'public, max-age=60'

/**
 * Whether a kept picture was a stand-in to replace when online: fresh for less than an hour
 * (a fallback), where a finished picture is fresh for a day. The worker keeps pictures for a
 * month otherwise (sw/map/map-routes.ts).
 */
export function isProvisionalStaticMap(cacheControl: string | null): boolean {
  const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '')?.[1]
  return maxAge !== undefined && Number(maxAge) < 3600
}

/** Attribution drawn into the picture's corner (Natural Earth land, GeoNames places). */
export const STATIC_MAP_ATTRIBUTION = '© Natural Earth · GeoNames'
/** The same with street detail drawn (OpenStreetMap data, in OpenMapTiles or Protomaps tiles). */
export const STATIC_MAP_STREETS_ATTRIBUTION = '© OpenStreetMap · GeoNames'

function roundedWithin(value: number, min: number, max: number): number {
  const step = staticMapLimits.step
  const rounded = Math.round(value / step) * step
  return Math.min(max, Math.max(min, Number.isFinite(rounded) ? rounded : min))
}

/** A requested size as the server draws it: whole tens, within the bounds. */
export function staticMapSize(width: number, height: number): { width: number; height: number } {
  return {
    width: roundedWithin(width, staticMapLimits.minWidth, staticMapLimits.maxWidth),
    height: roundedWithin(height, staticMapLimits.minHeight, staticMapLimits.maxHeight),
  }
}

/**
 * The cell centre as written in the URL. Latitudes of centres are multiples of 0.005° (3
 * decimals are exact); 5 decimals of longitude move it less than 1 m, far inside its cell
 * (≥ 0.01° wide), so the server snaps it back to the same cell.
 */
function cellText(position: Position): string {
  const centre = cellCentre(position)
  return `${centre.latitude.toFixed(3)},${centre.longitude.toFixed(5)}`
}

/** `/map/static/13.695,-89.22290/400x150.webp`: the picture of the cell holding `position`. */
export function staticMapPath(position: Position, width: number, height: number): string {
  const size = staticMapSize(width, height)
  return `${STATIC_MAP_PREFIX}${cellText(position)}/${size.width}x${size.height}.webp`
}
