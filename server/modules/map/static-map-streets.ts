import type { AreaKind, Path, RoadKind, RoadName, StreetFeatures } from './street-features.js'
import { escapeXml, FONT, overlaps, textWidth, type Rect } from './static-map-text.js'
import { STREET_COLORS } from './vector-layers.js'

/**
 * Street detail as SVG for the static map (static-map-svg.ts), bottom to top: water, parks,
 * buildings, the casing of every road, then roads from the smallest to the largest, so a
 * main road crosses over the side streets. Widths follow the picture's zoom, a little less
 * than in proportion (a card at zoom ~12 still shows its main roads), and the smallest
 * classes are left out where they would only grey the picture. Road names are drawn along
 * a few of the longest named roads, where they fit and clear of every other label.
 */
export interface StreetFrame {
  /** world units to picture pixels */
  toPixel: (x: number, y: number) => [number, number]
  zoom: number
  width: number
  height: number
}

/** Colours of the static map's streets (the archive style's, plus the main roads' yellow). */
export const STATIC_STREET_COLORS = {
  water: STREET_COLORS.water,
  park: STREET_COLORS.park,
  building: STREET_COLORS.building,
  casing: STREET_COLORS.roadCasing,
  road: STREET_COLORS.road,
  motorway: STREET_COLORS.highway,
  major: '#fde8a6',
  label: STREET_COLORS.label,
  halo: STREET_COLORS.halo,
} as const

const AREA_ORDER: AreaKind[] = ['water', 'park', 'building']
const ROAD_ORDER: RoadKind[] = ['path', 'service', 'minor', 'medium', 'major', 'motorway']
/** Road widths in pixels at zoom 14; narrower below, by 2^(0.6 × zoom steps). */
const ROAD_WIDTH: Record<RoadKind, number> = {
  motorway: 5,
  major: 4.2,
  medium: 3.6,
  minor: 2.6,
  service: 1.6,
  path: 1,
}
/** Below this zoom a class is not drawn. */
const ROAD_MIN_ZOOM: Record<RoadKind, number> = {
  motorway: 0,
  major: 0,
  medium: 0,
  minor: 11.5,
  service: 13.5,
  path: 14.5,
}
const BUILDING_MIN_ZOOM = 14
const CASING_PX = 1.2
/**
 * Below this zoom (a card: ~12.3) side streets are a few pixels apart: drawn as thin lines in
 * the casing's colour, without a casing, so the grid reads as streets and not as a grey mass.
 */
const FINE_MINOR_BELOW_ZOOM = 13
const FINE_MINOR_WIDTH = 0.7
const ROAD_FILL: Record<RoadKind, string> = {
  motorway: STATIC_STREET_COLORS.motorway,
  major: STATIC_STREET_COLORS.major,
  medium: STATIC_STREET_COLORS.road,
  minor: STATIC_STREET_COLORS.road,
  service: STATIC_STREET_COLORS.road,
  path: STATIC_STREET_COLORS.casing,
}
const NAME_SIZE = 10
/** Beyond this many pixels outside the picture, a shape is not written. */
const MARGIN = 16

const round = (value: number) => Math.round(value * 10) / 10

const isFine = (kind: RoadKind, zoom: number) => kind === 'minor' && zoom < FINE_MINOR_BELOW_ZOOM

export function roadWidth(kind: RoadKind, zoom: number): number {
  if (isFine(kind, zoom)) return FINE_MINOR_WIDTH
  return round(ROAD_WIDTH[kind] * 2 ** (0.6 * (zoom - 14)))
}

/** A path's points in pixels, repeated points dropped; null when it is wholly off the picture. */
function pixels(path: Path, frame: StreetFrame): [number, number][] | null {
  const points: [number, number][] = []
  let [west, north, east, south] = [Infinity, Infinity, -Infinity, -Infinity]
  for (let i = 0; i + 1 < path.length; i += 2) {
    const [px, py] = frame.toPixel(path[i]!, path[i + 1]!)
    const point: [number, number] = [round(px), round(py)]
    const last = points.at(-1)
    if (last && last[0] === point[0] && last[1] === point[1]) continue
    points.push(point)
    west = Math.min(west, point[0])
    east = Math.max(east, point[0])
    north = Math.min(north, point[1])
    south = Math.max(south, point[1])
  }
  const isOff =
    east < -MARGIN ||
    west > frame.width + MARGIN ||
    south < -MARGIN ||
    north > frame.height + MARGIN
  return points.length < 2 || isOff ? null : points
}

function d(paths: Path[], frame: StreetFrame, close: boolean): string {
  let out = ''
  for (const path of paths) {
    const points = pixels(path, frame)
    if (!points) continue
    out += `M${points.map(([x, y]) => `${x} ${y}`).join('L')}${close ? 'Z' : ''}`
  }
  return out
}

export function streetsSvg(features: StreetFeatures, frame: StreetFrame): string[] {
  const parts: string[] = []
  for (const kind of AREA_ORDER) {
    if (kind === 'building' && frame.zoom < BUILDING_MIN_ZOOM) continue
    const rings = features.areas.filter((area) => area.kind === kind).flatMap((area) => area.rings)
    const path = d(rings, frame, true)
    // Holes wind against their outer ring (MVT), so nonzero keeps them and merges overlaps.
    if (path) parts.push(`<path fill="${STATIC_STREET_COLORS[kind]}" d="${path}"/>`)
  }
  const drawn = ROAD_ORDER.filter((kind) => frame.zoom >= ROAD_MIN_ZOOM[kind])
  const roads = new Map(
    drawn.map((kind) => [
      kind,
      d(
        features.roads.filter((road) => road.kind === kind).flatMap((road) => road.lines),
        frame,
        false,
      ),
    ]),
  )
  const line = 'fill="none" stroke-linecap="round" stroke-linejoin="round"'
  for (const kind of drawn) {
    const path = roads.get(kind)
    if (!path || kind === 'path' || isFine(kind, frame.zoom)) continue
    const width = round(roadWidth(kind, frame.zoom) + CASING_PX)
    parts.push(
      `<path ${line} stroke="${STATIC_STREET_COLORS.casing}" stroke-width="${width}" d="${path}"/>`,
    )
  }
  for (const kind of drawn) {
    const path = roads.get(kind)
    if (!path) continue
    const dash = kind === 'path' ? ' stroke-dasharray="2 2"' : ''
    const color = isFine(kind, frame.zoom) ? STATIC_STREET_COLORS.casing : ROAD_FILL[kind]
    parts.push(
      `<path ${line} stroke="${color}" stroke-width="${roadWidth(kind, frame.zoom)}"${dash} d="${path}"/>`,
    )
  }
  return parts
}

type Segment = [[number, number], [number, number]]

/** A segment cut to the picture (Liang–Barsky), or null when it lies outside. */
function clipped([a, b]: Segment, frame: StreetFrame): Segment | null {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
  let [t0, t1] = [0, 1]
  const edges: [number, number][] = [
    [-dx, a[0]],
    [dx, frame.width - a[0]],
    [-dy, a[1]],
    [dy, frame.height - a[1]],
  ]
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null
      continue
    }
    const t = q / p
    if (p < 0) t0 = Math.max(t0, t)
    else t1 = Math.min(t1, t)
    if (t0 > t1) return null
  }
  return [
    [a[0] + t0 * dx, a[1] + t0 * dy],
    [a[0] + t1 * dx, a[1] + t1 * dy],
  ]
}

/** The longest straight piece of a line within the picture, left to right, in pixels. */
function straightRun(points: [number, number][], frame: StreetFrame): Segment | null {
  let best: Segment | null = null
  let bestLength = 0
  for (let i = 0; i + 1 < points.length; i++) {
    const piece = clipped([points[i]!, points[i + 1]!], frame)
    if (!piece) continue
    const [a, b] = piece
    const length = Math.hypot(b[0] - a[0], b[1] - a[1])
    if (length > bestLength) {
      bestLength = length
      best = a[0] <= b[0] ? [a, b] : [b, a]
    }
  }
  return best
}

/**
 * Names along a few roads (the largest first), each on the longest straight piece of its line
 * that holds the whole name inside the picture, and clear of what is already `taken`.
 */
export function roadNamesSvg(
  names: RoadName[],
  frame: StreetFrame,
  taken: Rect[],
  maxNames: number,
): string[] {
  const rank = (kind: RoadKind) => ROAD_ORDER.length - ROAD_ORDER.indexOf(kind)
  const candidates = names
    .filter((name) => frame.zoom >= ROAD_MIN_ZOOM[name.kind] && name.kind !== 'path')
    .flatMap((name) =>
      name.lines.flatMap((path) => {
        const points = pixels(path, frame)
        const run = points && straightRun(points, frame)
        return run ? [{ name: name.name, kind: name.kind, run }] : []
      }),
    )
    .map((c) => ({
      ...c,
      length: Math.hypot(c.run[1][0] - c.run[0][0], c.run[1][1] - c.run[0][1]),
    }))
    .sort((a, b) => rank(b.kind) - rank(a.kind) || b.length - a.length)
  const parts: string[] = []
  const named = new Set<string>()
  for (const { name, run, length } of candidates) {
    if (parts.length >= maxNames) break
    if (named.has(name)) continue
    const nameWidth = textWidth(name, NAME_SIZE)
    if (length < nameWidth + 8) continue
    const [[ax, ay], [bx, by]] = run
    const [mx, my] = [(ax + bx) / 2, (ay + by) / 2]
    const angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI
    // The box the rotated text covers, for collisions and the picture's edges.
    const cos = Math.abs(Math.cos((angle * Math.PI) / 180))
    const sin = Math.abs(Math.sin((angle * Math.PI) / 180))
    const w = nameWidth * cos + NAME_SIZE * sin
    const h = nameWidth * sin + NAME_SIZE * cos
    const box = { x: mx - w / 2, y: my - h / 2, width: w, height: h }
    if (box.x < 2 || box.y < 2 || box.x + w > frame.width - 2 || box.y + h > frame.height - 2) {
      continue
    }
    if (taken.some((other) => overlaps(other, box))) continue
    taken.push(box)
    named.add(name)
    parts.push(
      `<text x="${round(mx)}" y="${round(my)}" dy="0.35em" text-anchor="middle" transform="rotate(${round(angle)} ${round(mx)} ${round(my)})" font-family="${FONT}" font-size="${NAME_SIZE}" fill="${STATIC_STREET_COLORS.label}" stroke="${STATIC_STREET_COLORS.halo}" stroke-width="2.5" stroke-linejoin="round" paint-order="stroke">${escapeXml(name)}</text>`,
    )
  }
  return parts
}
