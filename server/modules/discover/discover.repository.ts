import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely'
import type { Dialect } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { discoverRules } from '../../contract/discover.contract.js'
import type {
  BoostedParams,
  DiscoverRow,
  NearbyParams,
  NearbyRow,
  NearestParams,
  NewestParams,
} from './discover.model.js'
import { boundingBox, type Position } from './geo.js'
import { discoverSql } from './discover-sql.repository.js'
import { createRings } from './nearest-rings.repository.js'

export type {
  BoostedParams,
  DiscoverRow,
  Exclusions,
  NearbyParams,
  NearbyRow,
  NearestParams,
  NewestParams,
} from './discover.model.js'

const R = discoverRules.earthRadiusKm

/**
 * Discover's reads. Candidates come from the spatial index (migrations 0006/0007/0010: R*Tree
 * `pets_geo` on SQLite, covering GiST `pets_geo_idx` on PostgreSQL), both built on each pet's
 * cell of about 1 km, never its exact position (server/geo/privacy.ts); they are filtered and
 * ordered by the haversine distance to that cell computed in SQL, and only one page is read
 * in full.
 * `nearest` serves discover (see knnQuery and nearest-rings.repository.ts); `nearby` is one
 * query over a given radius — with `useIndex: false` the box is tested on the plain columns,
 * a full scan: the benchmark's baseline and the tests' reference.
 */
export function createDiscoverRepository(db: Kysely<Database>, dialect: Dialect) {
  const isPostgres = dialect === 'postgres'

  const parts = discoverSql(isPostgres)
  const { distanceSql, conditions, pageColumns, gistTest, boxSql, afterTest, pageQuery } = parts

  function nearbyQuery(params: NearbyParams) {
    const { box, center } = params
    const useIndex = params.useIndex ?? true
    const onRtree = useIndex && !isPostgres
    const t = sql.raw(onRtree ? 'g' : 'p')
    let spatial: RawBuilder<unknown>[]
    if (useIndex && isPostgres) spatial = gistTest(boxSql(box))
    else if (onRtree) {
      spatial = [
        sql`g.min_lat <= ${box.maxLatitude} and g.max_lat >= ${box.minLatitude}`,
        sql`g.min_lon <= ${box.maxLongitude} and g.max_lon >= ${box.minLongitude}`,
      ]
    } else {
      spatial = [
        sql`p.cell_latitude between ${box.minLatitude} and ${box.maxLatitude}`,
        sql`p.cell_longitude between ${box.minLongitude} and ${box.maxLongitude}`,
      ]
    }
    const where = [
      ...spatial,
      ...conditions(params.filters, params.exclude, onRtree, [
        sql`${distanceSql(center, t)} <= ${params.radiusKm}`,
      ]),
    ]
    return pageQuery(
      sql`select ${sql.raw(onRtree ? 'g.pet_id' : 'p.id')} as id, ${distanceSql(center, t)} as dist
        from ${sql.raw(onRtree ? 'pets_geo g' : 'pets p')}
        where ${sql.join(where, sql` and `)}`,
      params,
    )
  }

  /**
   * PostgreSQL, one statement. `probe` walks the GiST index in KNN order (`<->`, planar
   * degrees: close to, not exactly, the haversine order) to the first offset+limit pets that
   * pass everything; the farthest of them, by haversine, bounds the true nearest ones (they
   * are at least that many within it), so the page is then chosen exactly, on the haversine,
   * among the pets within that reach — the same page a query over all of maxDistance gives.
   * Fewer than offset+limit found: the reach is maxDistance. The reach's box mirrors
   * geo.ts's boundingBox (the same margins; every longitude near a pole or the antimeridian).
   */
  function knnQuery(params: NearestParams) {
    const { center, maxDistance } = params
    const wanted = params.offset + params.limit
    const dist = distanceSql(center)
    const filters = conditions(params.filters, params.exclude)
    const lon = sql`${center.longitude}::float8`
    const lat = sql`${center.latitude}::float8`
    const probeWhere = [
      ...gistTest(boxSql(boundingBox(center, maxDistance))),
      sql`${dist} <= ${maxDistance}`,
      ...filters,
      ...afterTest(params.after, dist, sql`p.id`),
    ]
    const prefix = sql`with probe as (
        select ${dist} as dist from pets p
        where ${sql.join(probeWhere, sql` and `)}
        order by point(p.cell_longitude, p.cell_latitude) <-> point(${lon}, ${lat})
        limit ${wanted}
      ), reach as (
        select case when count(*) < ${wanted} then ${maxDistance}::float8 else max(dist) end as r
        from probe
      ), span as (
        select greatest(-90, ${lat} - d) as min_lat, least(90, ${lat} + d) as max_lat, d
        from (select degrees(r / ${sql.raw(String(R))}) * 1.0001 + 1e-6 as d from reach) x
      ), bounds as (
        select min_lat, max_lat, greatest(abs(min_lat), abs(max_lat)) >= 89.9 as polar,
          d / cos(radians(greatest(abs(min_lat), abs(max_lat)))) as dlon
        from span
      )`
    const reachBox = sql`(select case when polar or ${lon} - dlon < -180 or ${lon} + dlon > 180
        then box(point(-180, min_lat), point(180, max_lat))
        else box(point(${lon} - dlon, min_lat), point(${lon} + dlon, max_lat)) end from bounds)`
    const where = [
      ...gistTest(reachBox),
      sql`${dist} <= (select r from reach)`,
      ...conditions(params.filters, params.exclude),
    ]
    return pageQuery(
      sql`select p.id, ${dist} as dist from pets p where ${sql.join(where, sql` and `)}`,
      params,
      prefix,
    )
  }

  const rings = createRings(db, parts)

  async function nearby(params: NearbyParams): Promise<NearbyRow[]> {
    const { rows } = await nearbyQuery(params).execute(db)
    return rows.map(({ dist, ...row }) => ({ ...row, distance: Number(dist) }))
  }

  async function explain(compiled: CompiledQuery, analyze: boolean): Promise<string[]> {
    const prefix = !isPostgres
      ? 'explain query plan '
      : analyze
        ? 'explain (analyze, buffers) '
        : 'explain '
    const result = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
    )
    return result.rows.map((row) => String(isPostgres ? row['QUERY PLAN'] : row.detail))
  }

  return {
    /** The user's 'Pasaporte' place (migration 0023), whether or not they are premium now. */
    async passportOf(userId: string): Promise<Position | null> {
      const row = await db
        .selectFrom('passports')
        .select(['latitude', 'longitude'])
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row ? { latitude: row.latitude, longitude: row.longitude } : null
    },

    /**
     * Users whose boost runs at `at` (boosts_ends_idx): a handful at any moment — a boost
     * lasts 30 minutes once a month — so they are passed on to the queries as a list.
     */
    async boostedOwners(at: string): Promise<string[]> {
      const rows = await db
        .selectFrom('boosts')
        .select('user_id')
        .distinct()
        .where('ends_at', '>', at)
        .execute()
      return rows.map((row) => row.user_id)
    },

    /**
     * The boosted owners' pets that pass everything the ordinary order tests, within
     * maxDistance, nearest first: read through pets_owner_idx, few rows on either database.
     */
    async boosted(params: BoostedParams): Promise<NearbyRow[]> {
      if (params.owners.length === 0) return []
      const dist = distanceSql(params.center)
      const where = [
        sql`p.owner_id in (${sql.join([...params.owners])})`,
        sql`p.cell_latitude is not null`,
        sql`p.cell_longitude is not null`,
        ...conditions(params.filters, { ...params.exclude, boostedOwners: undefined }, false, [
          sql`${dist} <= ${params.maxDistance}`,
        ]),
      ]
      const { rows } = await pageQuery(
        sql`select p.id, ${dist} as dist from pets p where ${sql.join(where, sql` and `)}`,
        params,
      ).execute(db)
      return rows.map(({ dist: distance, ...row }) => ({ ...row, distance: Number(distance) }))
    },

    findPetOwner(petId: string): Promise<{ owner_id: string; deleted: number } | undefined> {
      return db
        .selectFrom('pets')
        .select(['owner_id', 'deleted'])
        .where('id', '=', petId)
        .executeTakeFirst()
    },

    /** One page within params.radiusKm, nearest first, with distances in km. */
    nearby,

    /**
     * The page nearest first within maxDistance: on PostgreSQL one KNN-sized statement
     * (knnQuery); on SQLite, whose R*Tree has no nearest-first order, expanding rings.
     */
    async nearest(params: NearestParams): Promise<NearbyRow[]> {
      if (isPostgres) {
        const { rows } = await knnQuery(params).execute(db)
        return rows.map(({ dist, ...row }) => ({ ...row, distance: Number(dist) }))
      }
      return rings(params)
    },

    /** The database's plan for `nearby(params)`, one line per step (tests check the index). */
    async explainNearby(params: NearbyParams, analyze = false): Promise<string[]> {
      return explain(nearbyQuery(params).compile(db), analyze)
    },

    /** The plan of PostgreSQL's one-statement nearest page. */
    explainNearest(params: NearestParams, analyze = false): Promise<string[]> {
      return explain(knnQuery(params).compile(db), analyze)
    },

    /** Newest first: discovery without a position. */
    async newest(params: NewestParams): Promise<DiscoverRow[]> {
      const where = conditions(params.filters, params.exclude)
      if (params.after) {
        where.push(sql`(p.created_at < ${params.after.createdAt}
          or (p.created_at = ${params.after.createdAt} and p.id < ${params.after.id}))`)
      }
      const { rows } = await sql<DiscoverRow>`select ${pageColumns}
        from pets p join users u on u.id = p.owner_id
        where ${sql.join(where, sql` and `)}
        order by p.created_at desc, p.id desc
        limit ${params.limit} offset ${params.offset}`.execute(db)
      return rows
    },
  }
}

export type DiscoverRepository = ReturnType<typeof createDiscoverRepository>
