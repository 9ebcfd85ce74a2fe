import { sql, type Expression, type SqlBool } from 'kysely'
import type { Dialect } from '../../db/database.js'
import { type Box, type Centre } from './lost-pets-geo.js'

/** The SQL of lost-pets-geo.ts's distance and box, for each database (lost-pets.repository.ts). */
export function geoSql(dialect: Dialect) {
  const real = (value: number) =>
    dialect === 'postgres'
      ? sql<number>`cast(${value} as double precision)`
      : sql<number>`cast(${value} as real)`

  return {
    /** d2 of the alert `l` from `centre`, as SQL (the same arithmetic as distance2) */
    distance2(centre: Centre): Expression<number> {
      const lat = real(centre.latitude)
      const lon = real(centre.longitude)
      const scale = real(Math.cos((centre.latitude * Math.PI) / 180))
      return sql<number>`((l.latitude - ${lat}) * (l.latitude - ${lat}) + ((l.longitude - ${lon}) * ${scale}) * ((l.longitude - ${lon}) * ${scale}))`
    },
    /** alerts `l` whose place lies in `box`, through the spatial index */
    inBox(box: Box): Expression<SqlBool> {
      if (dialect === 'postgres') {
        return sql<SqlBool>`(l.latitude is not null and l.longitude is not null and point(l.longitude, l.latitude) <@ box(point(${real(box.minLon)}, ${real(box.minLat)}), point(${real(box.maxLon)}, ${real(box.maxLat)})))`
      }
      return sql<SqlBool>`l.geo_key in (select geo_id from lost_pets_geo where min_lat >= ${box.minLat} and max_lat <= ${box.maxLat} and min_lon >= ${box.minLon} and max_lon <= ${box.maxLon})`
    },
  }
}

export type GeoSql = ReturnType<typeof geoSql>
