import { sql, type RawBuilder } from 'kysely'
import { activeHeatMarkSql } from '../cycles/heat-marks.repository.js'
import type { PetFilters } from './discover-filters.js'
import {
  DISCOVER_PET_COLUMNS,
  type DiscoverRow,
  type Exclusions,
  type NearbyParams,
} from './discover.model.js'
import type { Box, Position } from './geo.js'

/** The SQL pieces discover's queries are built from, on either database. */
export function discoverSql(isPostgres: boolean) {
  /**
   * Great-circle km from the centre to the cell of `t` (pets or the R*Tree, both carry
   * cell_latitude / cell_longitude: migration 0010), Earth radius 6371 (spec §9). Never to the
   * exact position: filter, order, distance and cursor all come from this. On SQLite it is
   * the app's own function (db/sqlite-functions.ts, the same formula as server/contract/geo.ts).
   */
  const distanceSql = ({ latitude, longitude }: Position, t = sql.raw('p')) =>
    isPostgres
      ? sql<number>`(12742.0 * asin(sqrt(
      power(sin(radians(${t}.cell_latitude - ${latitude}) / 2), 2)
      + cos(radians(${latitude})) * cos(radians(${t}.cell_latitude))
        * power(sin(radians(${t}.cell_longitude - ${longitude}) / 2), 2))))`
      : sql<number>`distance_km(${latitude}, ${longitude}, ${t}.cell_latitude, ${t}.cell_longitude)`

  /**
   * On SQLite's index path every test but the swipes reads the R*Tree's auxiliary columns
   * (`g`, migrations 0007 and 0010), so `pets` is read only for the page. SQLite tests in the order
   * given: the plain filters first, then `costly` (the haversine: one call of the app's function a
   * candidate), then the swipe test, a probe of another table — each runs only for the
   * candidates the cheaper ones kept. (PostgreSQL orders its tests by cost itself.)
   */
  function conditions(
    filters: PetFilters,
    exclude: Exclusions,
    onRtree = false,
    costly: RawBuilder<unknown>[] = [],
  ): RawBuilder<unknown>[] {
    const t = sql.raw(onRtree ? 'g' : 'p')
    const id = sql.raw(onRtree ? 'g.pet_id' : 'p.id')
    // The R*Tree holds live pets only (its triggers drop tombstones).
    const list: RawBuilder<unknown>[] = onRtree ? [] : [sql`p.deleted = 0`]
    list.push(sql`${t}.owner_id <> ${exclude.ownerId}`)
    // Settings › Privacidad 'Perfil visible en Explorar' off: none of the owner's pets. An
    // uncorrelated subquery over the partial index users_hidden_idx (migration 0025): the
    // few hidden owners are read once per query, not once per candidate.
    list.push(sql`${t}.owner_id not in (select hu.id from users hu where hu.discoverable = 0)`)
    if (exclude.boostedOwners && exclude.boostedOwners.length > 0) {
      list.push(sql`${t}.owner_id not in (${sql.join([...exclude.boostedOwners])})`)
    }
    if (filters.ageMin !== undefined) list.push(sql`${t}.age >= ${filters.ageMin}`)
    if (filters.ageMax !== undefined) list.push(sql`${t}.age <= ${filters.ageMax}`)
    if (filters.gender) list.push(sql`${t}.gender = ${filters.gender}`)
    if (filters.breed) {
      // A plain substring test: no LIKE, so % and _ in the input mean themselves.
      list.push(
        isPostgres
          ? sql`strpos(lower(p.breed), ${filters.breed}) > 0`
          : sql`instr(lower(${t}.breed), ${filters.breed}) > 0`,
      )
    }
    for (const group of filters.personalityGroups) {
      list.push(
        onRtree
          ? // ',a,b,' holds each id between commas: ',id,' matches that id alone.
            sql`(${sql.join(
              group.map((pid) => sql`instr(g.personality_ids, ${`,${pid},`}) > 0`),
              sql` or `,
            )})`
          : sql`exists (select 1 from pet_personalities pp
              where pp.pet_id = ${id} and pp.personality_id in (${sql.join(group)}))`,
      )
    }
    if (filters.inHeatAt !== undefined) {
      list.push(sql`${t}.gender = 'FEMALE'`, activeHeatMarkSql(id, filters.inHeatAt))
    }
    list.push(...costly)
    list.push(sql`not exists (select 1 from swipes s
      where s.actor_key = ${exclude.actorKey} and s.target_pet_id = ${id})`)
    return list
  }

  /** Beside a page's pet columns: its owner's public fields. */
  const ownerColumns = sql`u.name as owner_name, u.avatar as owner_avatar,
    u.city as owner_city, u.show_distance as owner_show_distance`
  /** …and its personality ids (SQLite's rings take them from the index row instead). */
  const ownerAndPersonalityColumns = sql`${ownerColumns}, (select ${
    isPostgres ? sql`string_agg(pp.personality_id, ',')` : sql`group_concat(pp.personality_id)`
  } from pet_personalities pp where pp.pet_id = p.id) as personality_ids`
  /**
   * A page's rows: the card's pet columns and cell, its owner's public fields and its
   * personality ids (never p.*: a card shows a fraction of the row).
   */
  const pageColumns = sql`${sql.raw(
    [...DISCOVER_PET_COLUMNS, 'cell_latitude', 'cell_longitude']
      .map((column) => `p.${column}`)
      .join(', '),
  )}, ${ownerAndPersonalityColumns}`

  /** PostgreSQL's spatial test: the expression and partial predicates of pets_geo_idx. */
  const gistTest = (box: RawBuilder<unknown>) => [
    sql`point(p.cell_longitude, p.cell_latitude) <@ ${box}`,
    sql`p.cell_latitude is not null`,
    sql`p.cell_longitude is not null`,
  ]
  const boxSql = (box: Box) =>
    sql`box(point(${box.minLongitude}, ${box.minLatitude}), point(${box.maxLongitude}, ${box.maxLatitude}))`
  const afterTest = (
    after: NearbyParams['after'],
    dist: RawBuilder<number>,
    id: RawBuilder<unknown>,
  ) =>
    after
      ? [
          sql`(${dist} > ${after.distance} or (${dist} = ${after.distance} and ${id} > ${after.id}))`,
        ]
      : []

  /**
   * One page out of `candidates` (id, dist), nearest first. The page is chosen on ids and
   * distances alone; only its rows are then read in full. `prefix`: CTEs the candidates use.
   */
  function pageQuery(
    candidates: RawBuilder<unknown>,
    params: Pick<NearbyParams, 'after' | 'offset' | 'limit'>,
    prefix: RawBuilder<unknown> = sql``,
  ) {
    return sql<DiscoverRow & { dist: number }>`${prefix} select ${pageColumns}, page.dist
      from (
        select c.id, c.dist from (${candidates}) c
        where ${sql.join([sql`true`, ...afterTest(params.after, sql`c.dist`, sql`c.id`)], sql` and `)}
        order by c.dist, c.id
        limit ${params.limit} offset ${params.offset}
      ) page
      join pets p on p.id = page.id
      join users u on u.id = p.owner_id
      order by page.dist, page.id`
  }

  return {
    distanceSql,
    conditions,
    pageColumns,
    ownerColumns,
    gistTest,
    boxSql,
    afterTest,
    pageQuery,
  }
}
