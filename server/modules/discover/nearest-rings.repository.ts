import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { discoverSql } from './discover-sql.repository.js'
import {
  DISCOVER_PET_COLUMNS,
  type DiscoverRow,
  type NearbyRow,
  type NearestParams,
} from './discover.model.js'
import { boundingBox, type Position } from './geo.js'

/**
 * SQLite's nearest page (its R*Tree has no nearest-first order): expanding rings. Ring k asks
 * the index for the matches with r(k-1) < distance <= r(k), nearest first, only as many as are
 * still missing; since every ring is complete, the matches found so far are exactly all of
 * them within r(k), in order, and the page is full as soon as offset+limit are found (or the
 * radius reached maxDistance). Rings read ids and distances only; the page alone is then read
 * in full. A candidate's auxiliary columns are the costly read (about 1 µs each at a million
 * pets), so pets inside the previous ring's inscribed square are skipped on the R*Tree's own
 * coordinates, without that read — they were seen already.
 */

/**
 * km: the first ring. Small, because a city core holds hundreds of pets per km² at a million
 * pets; an empty ring is cheap to widen.
 */
const START_RADIUS_KM = 0.3

/**
 * How much to widen after finding `found` of `wanted` pets: triple when nothing was found yet
 * (sparse country), at most double otherwise, less when the page is nearly full — pets per
 * area being roughly even nearby, the radius for `wanted` is about r·√(wanted/found), plus a
 * margin so one more ring usually suffices.
 */
function growth(found: number, wanted: number): number {
  if (found === 0) return 3
  return Math.min(2, Math.max(1.25, Math.sqrt(wanted / found) * 1.15))
}

const KM_PER_DEGREE = (6371 * Math.PI) / 180

/**
 * The radius the last first page searched from about the same place (0.1°, ~11 km) with the
 * same filters and size needed: where to start the next one. Any start radius gives the same
 * page (each ring is complete), so this only saves rings — in a sparse area, the five or six
 * rings from START_RADIUS_KM out to maxDistance that every refetch of the swipe home would
 * otherwise repeat. Later pages (after a cursor) start from the cursor as before.
 *
 * What is remembered is the distance of the page's last pet with NEEDED_MARGIN, not the radius
 * the search stopped at: growth() overshoots by up to twice the radius (four times the area),
 * and every candidate in a ring costs a read of its index row, so a refetch from the overshot
 * radius read about three times the pets it needed (docs/benchmarks.md: the ring of a repeated
 * first page at 100,000 pets, 300 → 205 µs). The margin leaves room for a few pets swiped or
 * removed since, and for a neighbour's slightly sparser spot, before one more ring is needed.
 */
const REMEMBERED_AREAS = 4096
const NEEDED_MARGIN = 1.1

function areaKey(params: NearestParams): string {
  const { center, filters } = params
  return [
    Math.round(center.latitude * 10),
    Math.round(center.longitude * 10),
    params.maxDistance,
    params.offset + params.limit,
    filters.ageMin,
    filters.ageMax,
    filters.gender,
    filters.breed,
    filters.personalityGroups.map((group) => group.join('+')).join('|'),
    filters.inHeatAt === undefined ? '' : 'heat',
  ].join(',')
}

/**
 * A latitude/longitude box surely inside the circle of `radiusKm` (its inscribed square, 3%
 * smaller: the R*Tree's 32-bit coordinates are off by a metre at most), or null where that is
 * not simple (near a pole or the antimeridian): then nothing is skipped.
 */
export function innerSquare(center: Position, radiusKm: number) {
  const halfKm = (radiusKm / Math.SQRT2) * 0.97
  const dLat = halfKm / KM_PER_DEGREE
  const minLat = center.latitude - dLat
  const maxLat = center.latitude + dLat
  if (Math.abs(minLat) > 80 || Math.abs(maxLat) > 80) return null
  // The widest degree of longitude in the square is at its latitude nearest the equator.
  const nearest = minLat <= 0 && maxLat >= 0 ? 0 : Math.min(Math.abs(minLat), Math.abs(maxLat))
  const dLon = halfKm / (KM_PER_DEGREE * Math.cos((nearest * Math.PI) / 180))
  const minLon = center.longitude - dLon
  const maxLon = center.longitude + dLon
  if (minLon < -180 || maxLon > 180) return null
  return { minLat, maxLat, minLon, maxLon }
}

interface Candidate {
  id: string
  dist: number
  cell_latitude: number | null
  cell_longitude: number | null
  /** ',a,b,' (migration 0010), kept in step with pet_personalities by its triggers */
  personality_ids: string | null
}

/**
 * The card's pets columns (DISCOVER_PET_COLUMNS), without the cell: on SQLite
 * cell_latitude/cell_longitude are virtual generated columns (migration 0010), a dozen
 * trigonometric calls each, computed again at every read. The R*Tree stores them (auxiliary
 * columns), so the rings hand them over with each candidate instead, and the personality ids
 * too: read from the index row the ring reads anyway, instead of a subquery per card.
 */
const PAGE_PET_COLUMNS = sql.raw(DISCOVER_PET_COLUMNS.map((column) => `p.${column}`).join(', '))

export function createRings(db: Kysely<Database>, parts: ReturnType<typeof discoverSql>) {
  const { distanceSql, conditions, ownerColumns, afterTest } = parts

  /** The matches with inside < distance <= radiusKm, nearest first, `limit` at most. */
  async function ring(params: NearestParams, radiusKm: number, inside: number, limit: number) {
    const { center } = params
    const box = boundingBox(center, radiusKm)
    const dist = distanceSql(center, sql.raw('g'))
    const where = [
      sql`g.min_lat <= ${box.maxLatitude} and g.max_lat >= ${box.minLatitude}`,
      sql`g.min_lon <= ${box.maxLongitude} and g.max_lon >= ${box.minLongitude}`,
    ]
    // Inside the previous ring, or nearer than the cursor: seen already, or before the page.
    const skip = Math.max(inside, params.after?.distance ?? 0)
    const square = skip > 0 ? innerSquare(center, skip) : null
    if (square) {
      where.push(sql`not (g.min_lat between ${square.minLat} and ${square.maxLat}
        and g.min_lon between ${square.minLon} and ${square.maxLon})`)
    }
    const distanceTests = [sql`${dist} <= ${radiusKm}`]
    if (inside > 0) distanceTests.push(sql`${dist} > ${inside}`)
    distanceTests.push(...afterTest(params.after, dist, sql`g.pet_id`))
    where.push(...conditions(params.filters, params.exclude, true, distanceTests))
    const { rows } = await sql<Candidate>`select g.pet_id as id, ${dist} as dist,
        g.cell_latitude, g.cell_longitude, g.personality_ids
      from pets_geo g where ${sql.join(where, sql` and `)}
      order by 2, 1 limit ${limit}`.execute(db)
    return rows
  }

  /** The page's full rows, in the candidates' order. */
  async function hydrate(page: Candidate[]): Promise<NearbyRow[]> {
    if (page.length === 0) return []
    const { rows } = await sql<
      Omit<DiscoverRow, 'cell_latitude' | 'cell_longitude' | 'personality_ids'>
    >`select ${PAGE_PET_COLUMNS}, ${ownerColumns}
      from pets p join users u on u.id = p.owner_id
      where p.id in (${sql.join(page.map((c) => c.id))})`.execute(db)
    const byId = new Map(rows.map((row) => [row.id, row]))
    const hydrated: NearbyRow[] = []
    for (const c of page) {
      const row = byId.get(c.id)
      // Completed in place: a row is read for this page alone, and copying each one into a
      // new object (a spread) showed in the profile at twenty rows a request.
      if (row) {
        hydrated.push(
          Object.assign(row, {
            cell_latitude: c.cell_latitude,
            cell_longitude: c.cell_longitude,
            // ',a,b,' to the 'a,b' of the page query's subquery (the same group_concat).
            personality_ids: c.personality_ids?.slice(1, -1) ?? null,
            distance: Number(c.dist),
          }),
        )
      }
    }
    return hydrated
  }

  const startRadii = new Map<string, number>()
  function remember(key: string, radius: number) {
    startRadii.delete(key)
    startRadii.set(key, radius)
    if (startRadii.size > REMEMBERED_AREAS) {
      const oldest = startRadii.keys().next().value
      if (oldest !== undefined) startRadii.delete(oldest)
    }
  }

  return async function nearest(params: NearestParams): Promise<NearbyRow[]> {
    const { maxDistance } = params
    const wanted = params.offset + params.limit
    const found: Candidate[] = []
    const key = params.after ? null : areaKey(params)
    let inside = 0
    let radius = Math.min(
      maxDistance,
      Math.max(
        START_RADIUS_KM,
        (params.after?.distance ?? 0) * 1.5,
        (key && startRadii.get(key)) || 0,
      ),
    )
    for (;;) {
      found.push(...(await ring(params, radius, inside, wanted - found.length)))
      if (found.length >= wanted || radius >= maxDistance) {
        const last = found[wanted - 1]
        if (key) remember(key, last ? Math.min(radius, Number(last.dist) * NEEDED_MARGIN) : radius)
        return hydrate(found.slice(params.offset, wanted))
      }
      inside = radius
      radius = Math.min(maxDistance, radius * growth(found.length, wanted))
    }
  }
}
