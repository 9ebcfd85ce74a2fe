import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely'
import type { Dialect } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { PetRow } from '../pets/pet-doc.js'
import type { PetFilters } from './discover-filters.js'
import type { Box, Position } from './geo.js'

/**
 * Discover's reads. The nearby query takes its candidates from the spatial index of migration
 * 0006 (R*Tree `pets_geo` on SQLite, GiST `pets_geo_idx` on PostgreSQL) inside a latitude/
 * longitude box, then filters and orders by the exact haversine distance computed in SQL, so
 * only one page of ids crosses to Node. `useIndex: false` runs the very same query with the box
 * on the plain columns — a full scan, the benchmark's baseline.
 */
export interface Exclusions {
  /** the caller: never their own pets */
  ownerId: string
  /** swipes.actor_key of the chosen pet (or 'user:<id>'): pets it already swiped are left out */
  actorKey: string
}

export interface NearbyParams {
  center: Position
  radiusKm: number
  box: Box
  filters: PetFilters
  exclude: Exclusions
  after?: { distance: number; id: string } | undefined
  offset: number
  limit: number
  useIndex?: boolean
}

export interface NewestParams {
  filters: PetFilters
  exclude: Exclusions
  after?: { createdAt: string; id: string } | undefined
  offset: number
  limit: number
}

export type DiscoverRow = PetRow & {
  owner_name: string
  owner_avatar: string | null
  owner_city: string | null
  /** the pet's personality ids, comma-separated (null: none) */
  personality_ids: string | null
}

export type NearbyRow = DiscoverRow & { distance: number }

export function createDiscoverRepository(db: Kysely<Database>, dialect: Dialect) {
  const isPostgres = dialect === 'postgres'

  /** Great-circle km from the centre to `p`, Earth radius 6371 (spec §9). */
  const distanceSql = ({ latitude, longitude }: Position, t = sql.raw('p')) =>
    sql<number>`(12742.0 * asin(sqrt(
      power(sin(radians(${t}.latitude - ${latitude}) / 2), 2)
      + cos(radians(${latitude})) * cos(radians(${t}.latitude))
        * power(sin(radians(${t}.longitude - ${longitude}) / 2), 2))))`

  /**
   * On SQLite's index path the position, owner, age and gender are read from the R*Tree's
   * auxiliary columns (`g`), so those tests run before `pets` is read at all.
   */
  function conditions(
    filters: PetFilters,
    exclude: Exclusions,
    onRtree = false,
  ): RawBuilder<unknown>[] {
    const t = sql.raw(onRtree ? 'g' : 'p')
    const id = sql.raw(onRtree ? 'g.pet_id' : 'p.id')
    // The R*Tree holds live pets only (its triggers drop tombstones).
    const list: RawBuilder<unknown>[] = onRtree ? [] : [sql`p.deleted = 0`]
    list.push(
      sql`${t}.owner_id <> ${exclude.ownerId}`,
      sql`not exists (select 1 from swipes s
        where s.actor_key = ${exclude.actorKey} and s.target_pet_id = ${id})`,
    )
    if (filters.ageMin !== undefined) list.push(sql`${t}.age >= ${filters.ageMin}`)
    if (filters.ageMax !== undefined) list.push(sql`${t}.age <= ${filters.ageMax}`)
    if (filters.gender) list.push(sql`${t}.gender = ${filters.gender}`)
    if (filters.breed) {
      // A plain substring test: no LIKE, so % and _ in the input mean themselves.
      list.push(
        onRtree
          ? sql`exists (select 1 from pets b
              where b.id = g.pet_id and instr(lower(b.breed), ${filters.breed}) > 0)`
          : isPostgres
            ? sql`strpos(lower(p.breed), ${filters.breed}) > 0`
            : sql`instr(lower(p.breed), ${filters.breed}) > 0`,
      )
    }
    for (const group of filters.personalityGroups) {
      list.push(sql`exists (select 1 from pet_personalities pp
        where pp.pet_id = ${id} and pp.personality_id in (${sql.join(group)}))`)
    }
    return list
  }

  /** A page's full rows: the pet, its owner's public fields and its personality ids. */
  const pageColumns = sql`p.*, u.name as owner_name, u.avatar as owner_avatar,
    u.city as owner_city, (select ${
      isPostgres ? sql`string_agg(pp.personality_id, ',')` : sql`group_concat(pp.personality_id)`
    } from pet_personalities pp where pp.pet_id = p.id) as personality_ids`

  function nearbyQuery(params: NearbyParams) {
    const { box, center } = params
    const useIndex = params.useIndex ?? true
    let source: RawBuilder<unknown>
    const onRtree = useIndex && !isPostgres
    const t = sql.raw(onRtree ? 'g' : 'p')
    const where = conditions(params.filters, params.exclude, onRtree)
    if (useIndex && isPostgres) {
      source = sql`pets p`
      // The expression and the partial predicates match pets_geo_idx exactly.
      where.unshift(
        sql`point(p.longitude, p.latitude) <@ box(point(${box.minLongitude}, ${box.minLatitude}), point(${box.maxLongitude}, ${box.maxLatitude}))`,
        sql`p.latitude is not null`,
        sql`p.longitude is not null`,
      )
    } else if (useIndex) {
      source = sql`pets_geo g`
      where.unshift(
        sql`g.min_lat <= ${box.maxLatitude} and g.max_lat >= ${box.minLatitude}`,
        sql`g.min_lon <= ${box.maxLongitude} and g.max_lon >= ${box.minLongitude}`,
      )
    } else {
      source = sql`pets p`
      where.unshift(
        sql`p.latitude between ${box.minLatitude} and ${box.maxLatitude}`,
        sql`p.longitude between ${box.minLongitude} and ${box.maxLongitude}`,
      )
    }
    const after = params.after
      ? sql`and (c.dist > ${params.after.distance}
          or (c.dist = ${params.after.distance} and c.id > ${params.after.id}))`
      : sql``
    // The page is chosen on ids and distances alone; only its rows are then read in full.
    return sql<DiscoverRow & { dist: number }>`select ${pageColumns}, page.dist
      from (
        select c.id, c.dist from (
          select ${onRtree ? sql.raw('g.pet_id') : sql.raw('p.id')} as id, ${distanceSql(center, t)} as dist
          from ${source}
          where ${sql.join(where, sql` and `)}
        ) c
        where c.dist <= ${params.radiusKm} ${after}
        order by c.dist, c.id
        limit ${params.limit} offset ${params.offset}
      ) page
      join pets p on p.id = page.id
      join users u on u.id = p.owner_id
      order by page.dist, page.id`
  }

  return {
    async savedLocation(userId: string): Promise<Position | null> {
      const row = await db
        .selectFrom('users')
        .select(['latitude', 'longitude'])
        .where('id', '=', userId)
        .executeTakeFirst()
      if (row?.latitude == null || row.longitude == null) return null
      return { latitude: row.latitude, longitude: row.longitude }
    },

    findPetOwner(petId: string): Promise<{ owner_id: string; deleted: number } | undefined> {
      return db
        .selectFrom('pets')
        .select(['owner_id', 'deleted'])
        .where('id', '=', petId)
        .executeTakeFirst()
    },

    /** One page within params.radiusKm, nearest first, with distances in km. */
    async nearby(params: NearbyParams): Promise<NearbyRow[]> {
      const { rows } = await nearbyQuery(params).execute(db)
      return rows.map(({ dist, ...row }) => ({ ...row, distance: Number(dist) }))
    },

    /** The database's plan for `nearby(params)`, one line per step (tests check the index). */
    async explainNearby(params: NearbyParams): Promise<string[]> {
      const compiled = nearbyQuery(params).compile(db)
      const prefix = isPostgres ? 'explain ' : 'explain query plan '
      const result = await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
      )
      return result.rows.map((row) => String(isPostgres ? row['QUERY PLAN'] : row.detail))
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
