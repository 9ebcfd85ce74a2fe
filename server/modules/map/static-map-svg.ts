import type { Position as GeoPosition } from 'geojson'
import {
  STATIC_MAP_ATTRIBUTION,
  STATIC_MAP_STREETS_ATTRIBUTION,
  staticMapMessages,
} from '../../contract/static-map.js'
import type { Position } from '../../geo/privacy.js'
import { MAP_COLORS } from './map-style.js'
import type { Box, IndexedPlace, StaticMapIndex } from './static-map-index.js'
import { roadNamesSvg, streetsSvg } from './static-map-streets.js'
import { escapeXml, FONT, overlaps, textWidth, type Rect } from './static-map-text.js'
import type { StreetFeatures } from './street-features.js'
import type { StreetView } from './street-tiles.js'

/**
 * The static map as SVG (static-map.routes.ts turns it into WebP with sharp/librsvg): Web
 * Mercator around a privacy cell's centre, in the app's own style's colours (map-style.ts) —
 * water, land, dashed country borders, place dots and labels — with the cell shown as a
 * translucent area and the nearest place as a caption ('Cerca de San Salvador').
 *
 * The area is the pet profile's (AreaMap.tsx): a circle of 1 km around the centre, which covers
 * the whole cell wherever the point is in it; never a pin. The zoom follows the picture's size
 * so that the circle spans two fifths of its shorter side (zoom ~12.4 for a 390 × 180 card,
 * 'about zoom 13'), up to 120 px across: a large picture shows more surroundings rather than
 * the street level that the 1:50m data cannot draw.
 *
 * Streets, when the route has them (street-tiles.ts: the interactive map's vector tiles), are
 * drawn over a plain land background instead of the coarse Natural Earth land, whose 1:50m
 * coast does not match theirs; their water covers the sea. Borders, the area, the labels and
 * the caption stay on top. Without streets the picture is the app's own basemap.
 *
 * Labels that would overlap each other, the area's middle, the caption or the credit are left
 * out (static-map-text.ts).
 */
export interface StaticMapView {
  centre: Position
  width: number
  height: number
}

const AREA_RADIUS_M = 1_000
const EARTH_RADIUS_M = 6_378_137
const TILE_SIZE = 256
const MIN_ZOOM = 11
/** The area's radius on the picture: two fifths of its shorter side, within these bounds. */
const MIN_AREA_PX = 24
const MAX_AREA_PX = 60
const MAX_ZOOM = 15
/** Web Mercator stops here; a cell nearer the poles is drawn at this latitude. */
const MAX_LATITUDE = 85
const LABEL_SIZE = 11
const CAPTION_SIZE = 12
const CREDIT_SIZE = 9

const px = (value: number) => (Math.round(value * 10) / 10).toString()

export function zoomFor(view: StaticMapView): number {
  const radiusPx = Math.max(
    MIN_AREA_PX,
    Math.min(MAX_AREA_PX, Math.min(view.width, view.height) / 5),
  )
  const cos = Math.cos((Math.min(Math.abs(view.centre.latitude), MAX_LATITUDE) * Math.PI) / 180)
  const zoom = Math.log2(
    (2 * Math.PI * EARTH_RADIUS_M * cos * radiusPx) / (TILE_SIZE * AREA_RADIUS_M),
  )
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))
}

/** Projection of the view: lon/lat to picture pixels, and the view's box in degrees. */
function projection(view: StaticMapView, zoom: number) {
  const world = TILE_SIZE * 2 ** zoom
  const clampLat = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat))
  const mercatorY = (lat: number) => {
    const phi = (clampLat(lat) * Math.PI) / 180
    return ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * world
  }
  const latitudeAt = (y: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI
  const cx = ((view.centre.longitude + 180) / 360) * world
  const cy = mercatorY(view.centre.latitude)
  const x0 = cx - view.width / 2
  const y0 = cy - view.height / 2
  const box: Box = {
    west: (x0 / world) * 360 - 180,
    east: ((x0 + view.width) / world) * 360 - 180,
    north: latitudeAt(y0),
    south: latitudeAt(y0 + view.height),
  }
  const project = ([lon = 0, lat = 0]: GeoPosition): [number, number] => [
    ((lon + 180) / 360) * world - x0,
    mercatorY(lat) - y0,
  ]
  const metresPerPixel =
    (2 * Math.PI * EARTH_RADIUS_M * Math.cos((clampLat(view.centre.latitude) * Math.PI) / 180)) /
    world
  /** The view in world units (0..1), for the street tiles. */
  const streetView: StreetView = {
    west: x0 / world,
    north: y0 / world,
    east: (x0 + view.width) / world,
    south: (y0 + view.height) / world,
    zoom,
  }
  const toPixel = (x: number, y: number): [number, number] => [x * world - x0, y * world - y0]
  return { box, project, centre: [cx - x0, cy - y0] as const, metresPerPixel, streetView, toPixel }
}

/** The box and zoom of a picture, for fetching the street tiles it covers. */
export function streetViewOf(view: StaticMapView): StreetView {
  return projection(view, zoomFor(view)).streetView
}

function pathOf(
  rings: GeoPosition[][],
  project: (p: GeoPosition) => [number, number],
  close: boolean,
) {
  return rings
    .map((ring) => {
      const points = ring.map((point) => {
        const [x, y] = project(point)
        return `${px(x)} ${px(y)}`
      })
      return `M${points.join('L')}${close ? 'Z' : ''}`
    })
    .join('')
}

/** A label box for a place: right of its dot, or left where the right runs off the picture. */
function labelRect(
  x: number,
  y: number,
  name: string,
  width: number,
): Rect & { anchor: 'start' | 'end' } {
  const textW = textWidth(name, LABEL_SIZE)
  const isLeft = x + 6 + textW > width - 2
  return {
    x: isLeft ? x - 6 - textW : x + 6,
    y: y - LABEL_SIZE * 0.7,
    width: textW,
    height: LABEL_SIZE * 1.3,
    anchor: isLeft ? 'end' : 'start',
  }
}

export function staticMapSvg(
  view: StaticMapView,
  index: StaticMapIndex,
  streets: StreetFeatures | null = null,
): string {
  const { width, height, centre } = view
  const zoom = zoomFor(view)
  const { box, project, centre: middle, metresPerPixel, toPixel } = projection(view, zoom)
  const frame = { toPixel, zoom, width, height }
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${streets ? MAP_COLORS.land : MAP_COLORS.water}"/>`,
  ]
  // A margin of a few pixels, so strokes and fills reach the picture's edges.
  const margin = (8 * (box.east - box.west)) / width
  const wide = {
    west: box.west - margin,
    east: box.east + margin,
    south: box.south - margin,
    north: box.north + margin,
  }
  if (streets) {
    parts.push(...streetsSvg(streets, frame))
  } else {
    for (const polygon of index.land(wide)) {
      parts.push(
        `<path fill="${MAP_COLORS.land}" fill-rule="evenodd" d="${pathOf(polygon, project, true)}"/>`,
      )
    }
  }
  const borders = index.borders(wide)
  if (borders.length > 0) {
    parts.push(
      `<path fill="none" stroke="${MAP_COLORS.border}" stroke-width="1.4" stroke-dasharray="5 3" d="${pathOf(borders, project, false)}"/>`,
    )
  }

  const radius = AREA_RADIUS_M / metresPerPixel
  const [mx, my] = middle
  // Road names go here, under the area, once the place labels have taken their room.
  const roadNamesAt = parts.length
  parts.push(
    `<circle cx="${px(mx)}" cy="${px(my)}" r="${px(radius)}" fill="${MAP_COLORS.place}" fill-opacity="0.16" stroke="${MAP_COLORS.place}" stroke-opacity="0.85" stroke-width="2"/>`,
  )

  // Caption (top left) and credit (bottom right): labels keep clear of both.
  const taken: Rect[] = []
  const nearest = index.nearest(centre.latitude, centre.longitude)
  if (nearest) {
    let caption = staticMapMessages.near(nearest.name)
    const room = width - 12 - 16
    while (caption.length > 4 && textWidth(caption, CAPTION_SIZE) > room)
      caption = caption.slice(0, -2)
    if (caption !== staticMapMessages.near(nearest.name)) caption = `${caption.trimEnd()}…`
    const captionRect = {
      x: 6,
      y: 6,
      width: textWidth(caption, CAPTION_SIZE) + 12,
      height: CAPTION_SIZE + 10,
    }
    taken.push(captionRect)
    parts.push(
      `<rect x="6" y="6" rx="6" width="${px(captionRect.width)}" height="${captionRect.height}" fill="#ffffff" fill-opacity="0.92"/>`,
      `<text x="12" y="${6 + CAPTION_SIZE + 3}" font-family="${FONT}" font-size="${CAPTION_SIZE}" font-weight="bold" fill="${MAP_COLORS.label}">${escapeXml(caption)}</text>`,
    )
  }
  // Smaller on the narrowest pictures, so the whole credit fits.
  const credit = streets ? STATIC_MAP_STREETS_ATTRIBUTION : STATIC_MAP_ATTRIBUTION
  const creditSize = Math.min(
    CREDIT_SIZE,
    Math.floor(((width - 10) / textWidth(credit, 1)) * 10) / 10,
  )
  const creditW = textWidth(credit, creditSize) * 0.92 + 8
  const creditRect = {
    x: width - creditW,
    y: height - creditSize - 5,
    width: creditW,
    height: creditSize + 5,
  }
  taken.push(creditRect)
  // The middle of the area stays readable: no label across it.
  taken.push({ x: mx - radius * 0.5, y: my - radius * 0.5, width: radius, height: radius })

  const places = index
    .placesIn(box)
    .map((place) => ({ place, at: project([place.longitude, place.latitude]) }))
    .sort(
      (a, b) =>
        a.place.rank - b.place.rank ||
        Math.hypot(a.at[0] - mx, a.at[1] - my) - Math.hypot(b.at[0] - mx, b.at[1] - my) ||
        a.place.name.localeCompare(b.place.name),
    )
  const maxLabels = 2 + Math.floor((width * height) / 15_000)
  const labels: {
    place: IndexedPlace
    x: number
    y: number
    rect: ReturnType<typeof labelRect>
  }[] = []
  for (const { place, at } of places) {
    if (labels.length >= maxLabels) break
    const [x, y] = at
    const rect = labelRect(x, y, place.name, width)
    const dot = { x: x - 4, y: y - 4, width: 8, height: 8 }
    if (rect.x < 2 || rect.y < 2 || rect.y + rect.height > height - 2) continue
    if (taken.some((other) => overlaps(other, rect) || overlaps(other, dot))) continue
    taken.push(rect, dot)
    labels.push({ place, x, y, rect })
  }
  if (streets) {
    const maxNames = 1 + Math.floor((width * height) / 40_000)
    parts.splice(roadNamesAt, 0, ...roadNamesSvg(streets.names, frame, taken, maxNames))
  }
  for (const { x, y } of labels) {
    parts.push(
      `<circle cx="${px(x)}" cy="${px(y)}" r="3" fill="${MAP_COLORS.place}" stroke="${MAP_COLORS.placeHalo}" stroke-width="1"/>`,
    )
  }
  for (const { place, x, y, rect } of labels) {
    const tx = rect.anchor === 'start' ? x + 6 : x - 6
    parts.push(
      `<text x="${px(tx)}" y="${px(y + LABEL_SIZE * 0.35)}" text-anchor="${rect.anchor}" font-family="${FONT}" font-size="${LABEL_SIZE}" fill="${MAP_COLORS.label}" stroke="${MAP_COLORS.placeHalo}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${escapeXml(place.name)}</text>`,
    )
  }

  parts.push(
    `<rect x="${px(creditRect.x)}" y="${px(creditRect.y)}" width="${px(creditRect.width)}" height="${creditRect.height}" fill="#ffffff" fill-opacity="0.75"/>`,
    `<text x="${width - 4}" y="${height - 4}" text-anchor="end" font-family="${FONT}" font-size="${creditSize}" fill="${MAP_COLORS.label}">${escapeXml(credit)}</text>`,
    '</svg>',
  )
  return parts.join('')
}
