import type { FeatureCollection, MultiLineString, Point, Position as GeoPosition } from 'geojson'
import { distanceKm } from '../../contract/geo.js'
import type { PlaceProperties } from './map-places.js'

/**
 * The basemap data of the static map (static-map-svg.ts), indexed by 1° × 1° squares so that
 * drawing one picture (a few km across) reads a handful of squares instead of the world:
 *
 * - land: Natural Earth's polygons clipped to each square once, at first use of the square, and
 *   kept (a bounded number of squares). The Americas are one polygon of ~20,000 points; clipped,
 *   a square holds a few hundred. Squares are clipped with a small overlap so that neighbouring
 *   pieces, filled alike, leave no hairline between them.
 * - borders: cut into runs of points whose segments start in the same square.
 * - places: bucketed by square, for labels and for the nearest place that names the picture.
 *
 * Longitudes wrap at ±180°: a view across the antimeridian (Fiji, Chukotka) reads only the
 * squares on its own side and leaves the other side as water. No pet is there yet.
 */
export type Ring = GeoPosition[]

export interface IndexedPlace {
  name: string
  country: string
  rank: 1 | 2
  latitude: number
  longitude: number
}

export interface Box {
  west: number
  south: number
  east: number
  north: number
}

interface Polygon {
  rings: Ring[]
  box: Box
}

interface Run {
  points: GeoPosition[]
  box: Box
}

/** Overlap of neighbouring land squares, in degrees (~100 m): hides seams, costs nothing. */
const SQUARE_OVERLAP = 0.001
/** Clipped land squares kept: ~1,000 squares of typical coast are a few MB. */
const MAX_LAND_SQUARES = 1000
/** Farther than this from every place (open sea), a picture has no caption. */
export const NEAREST_PLACE_MAX_KM = 100

const squareKey = (latSquare: number, lonSquare: number) => `${latSquare}:${lonSquare}`

function boxOf(points: GeoPosition[]): Box {
  const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity }
  for (const [lon = 0, lat = 0] of points) {
    if (lon < box.west) box.west = lon
    if (lon > box.east) box.east = lon
    if (lat < box.south) box.south = lat
    if (lat > box.north) box.north = lat
  }
  return box
}

export function intersects(a: Box, b: Box): boolean {
  return a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north
}

/**
 * Sutherland–Hodgman: a ring clipped to a box. Parts of the ring outside the box become runs
 * along its edge, which fill nothing visible; a ring wholly outside gives an empty ring.
 */
export function clipRing(ring: Ring, box: Box): Ring {
  const edges: [(p: GeoPosition) => boolean, (a: GeoPosition, b: GeoPosition) => GeoPosition][] = [
    [(p) => (p[0] ?? 0) >= box.west, (a, b) => atLon(a, b, box.west)],
    [(p) => (p[0] ?? 0) <= box.east, (a, b) => atLon(a, b, box.east)],
    [(p) => (p[1] ?? 0) >= box.south, (a, b) => atLat(a, b, box.south)],
    [(p) => (p[1] ?? 0) <= box.north, (a, b) => atLat(a, b, box.north)],
  ]
  let output = ring
  for (const [isInside, cross] of edges) {
    const input = output
    output = []
    const count = input.length
    for (let i = 0; i < count; i++) {
      const current = input[i]!
      const previous = input[(i + count - 1) % count]!
      if (isInside(current)) {
        if (!isInside(previous)) output.push(cross(previous, current))
        output.push(current)
      } else if (isInside(previous)) {
        output.push(cross(previous, current))
      }
    }
    if (output.length === 0) break
  }
  return output
}

function atLon(a: GeoPosition, b: GeoPosition, lon: number): GeoPosition {
  const [ax = 0, ay = 0] = a
  const [bx = 0, by = 0] = b
  return [lon, ay + ((by - ay) * (lon - ax)) / (bx - ax)]
}

function atLat(a: GeoPosition, b: GeoPosition, lat: number): GeoPosition {
  const [ax = 0, ay = 0] = a
  const [bx = 0, by = 0] = b
  return [ax + ((bx - ax) * (lat - ay)) / (by - ay), lat]
}

/** The 1° squares (south-west corners) a box touches. */
function squaresOf(box: Box): [number, number][] {
  const squares: [number, number][] = []
  for (let lat = Math.floor(box.south); lat <= Math.floor(box.north); lat++) {
    for (let lon = Math.floor(box.west); lon <= Math.floor(box.east); lon++) {
      squares.push([lat, lon])
    }
  }
  return squares
}

export class StaticMapIndex {
  private readonly polygons: Polygon[]
  private readonly landSquares = new Map<string, Ring[][]>()
  private readonly runs = new Map<string, Run[]>()
  private readonly places = new Map<string, IndexedPlace[]>()

  constructor(
    land: FeatureCollection,
    borders: FeatureCollection<MultiLineString>,
    places: FeatureCollection<Point, PlaceProperties>,
  ) {
    this.polygons = land.features.flatMap((feature) => {
      const geometry = feature.geometry
      const polygons =
        geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : geometry.type === 'Polygon'
            ? [geometry.coordinates]
            : []
      return polygons.map((rings) => ({ rings, box: boxOf(rings[0] ?? []) }))
    })
    for (const feature of borders.features) {
      for (const line of feature.geometry.coordinates) this.addRuns(line)
    }
    for (const { geometry, properties } of places.features) {
      const [longitude = 0, latitude = 0] = geometry.coordinates
      const key = squareKey(Math.floor(latitude), Math.floor(longitude))
      const bucket = this.places.get(key) ?? []
      bucket.push({ ...properties, latitude, longitude })
      this.places.set(key, bucket)
    }
  }

  private addRuns(line: GeoPosition[]): void {
    let run: GeoPosition[] = []
    let runKey = ''
    const close = () => {
      if (run.length < 2) return
      const bucket = this.runs.get(runKey) ?? []
      bucket.push({ points: run, box: boxOf(run) })
      this.runs.set(runKey, bucket)
    }
    for (let i = 0; i < line.length - 1; i++) {
      const [lon = 0, lat = 0] = line[i]!
      const key = squareKey(Math.floor(lat), Math.floor(lon))
      if (key !== runKey) {
        close()
        run = [line[i]!]
        runKey = key
      }
      run.push(line[i + 1]!)
    }
    close()
  }

  /** The land of one square: polygons (outer ring first, then holes), clipped. */
  private landSquare(latSquare: number, lonSquare: number): Ring[][] {
    const key = squareKey(latSquare, lonSquare)
    const kept = this.landSquares.get(key)
    if (kept) {
      // Used again: moved to the end, the last to go.
      this.landSquares.delete(key)
      this.landSquares.set(key, kept)
      return kept
    }
    const box = {
      west: lonSquare - SQUARE_OVERLAP,
      south: latSquare - SQUARE_OVERLAP,
      east: lonSquare + 1 + SQUARE_OVERLAP,
      north: latSquare + 1 + SQUARE_OVERLAP,
    }
    const clipped: Ring[][] = []
    for (const polygon of this.polygons) {
      if (!intersects(polygon.box, box)) continue
      const [outer = [], ...holes] = polygon.rings
      const clippedOuter = clipRing(outer, box)
      // An outer ring clipped away takes its holes with it.
      if (clippedOuter.length < 3) continue
      const clippedHoles = holes.map((ring) => clipRing(ring, box)).filter((r) => r.length >= 3)
      clipped.push([clippedOuter, ...clippedHoles])
    }
    this.landSquares.set(key, clipped)
    if (this.landSquares.size > MAX_LAND_SQUARES) {
      const oldest = this.landSquares.keys().next().value
      if (oldest !== undefined) this.landSquares.delete(oldest)
    }
    return clipped
  }

  /** Land polygons within a view, in pieces of at most one square each. */
  land(view: Box): Ring[][] {
    return squaresOf(view).flatMap(([lat, lon]) => this.landSquare(lat, lon))
  }

  /** Border polylines crossing a view. */
  borders(view: Box): GeoPosition[][] {
    // A run starts in its square but may end in the next one: look one square around.
    const around = {
      west: view.west - 1,
      south: view.south - 1,
      east: view.east + 1,
      north: view.north + 1,
    }
    return squaresOf(around).flatMap(([lat, lon]) =>
      (this.runs.get(squareKey(lat, lon)) ?? [])
        .filter((run) => intersects(run.box, view))
        .map((run) => run.points),
    )
  }

  /** Places inside a view. */
  placesIn(view: Box): IndexedPlace[] {
    return squaresOf(view).flatMap(([lat, lon]) =>
      (this.places.get(squareKey(lat, lon)) ?? []).filter(
        (place) =>
          place.latitude >= view.south &&
          place.latitude <= view.north &&
          place.longitude >= view.west &&
          place.longitude <= view.east,
      ),
    )
  }

  /** The place nearest to a point within NEAREST_PLACE_MAX_KM, as the offline gazetteer does. */
  nearest(latitude: number, longitude: number): IndexedPlace | null {
    const latSpan = Math.ceil(NEAREST_PLACE_MAX_KM / 111.2)
    const cos = Math.max(Math.cos((Math.abs(latitude) * Math.PI) / 180), 0.05)
    const lonSpan = Math.min(Math.ceil(NEAREST_PLACE_MAX_KM / (111.2 * cos)), 180)
    let best: IndexedPlace | null = null
    let bestKm = NEAREST_PLACE_MAX_KM
    for (let lat = Math.floor(latitude) - latSpan; lat <= Math.floor(latitude) + latSpan; lat++) {
      for (
        let lon = Math.floor(longitude) - lonSpan;
        lon <= Math.floor(longitude) + lonSpan;
        lon++
      ) {
        for (const place of this.places.get(squareKey(lat, lon)) ?? []) {
          const km = distanceKm({ latitude, longitude }, place)
          if (km <= bestKm) {
            best = place
            bestKm = km
          }
        }
      }
    }
    return best
  }
}
