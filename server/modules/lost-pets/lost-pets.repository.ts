import {
  sql,
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
  type Transaction,
} from 'kysely'
import type { LostPetStatus, LostPetType, UrgencyLevel } from '../../contract/lost-pets.contract.js'
import type { Dialect } from '../../db/database.js'
import { photoPathsOf } from '../../db/json-text.js'
import type { LostPetsTable } from '../../db/lost-pets-tables.js'
import type { Database } from '../../db/schema.js'
import { boxAround, distance2, distance2OfKm, kmOfDistance2, type Centre } from './lost-pets-geo.js'
import { geoSql } from './lost-pets-geo-sql.repository.js'
import type { LostPetRow } from './lost-pet-doc.js'

export type NewLostPetRow = Omit<Insertable<LostPetsTable>, 'geo_key' | 'views' | 'expiry_swept'>

export interface AlertFilters {
  /** active: active and not expired; found: found; undefined: any status */
  status?: LostPetStatus
  /** only alerts not expired yet (whatever their status) */
  unexpired?: boolean
  urgency?: UrgencyLevel
  petType?: Exclude<LostPetType, 'all'>
  /** ISO: created at or after */
  since?: string
  /** lower-cased, accent-free text searched in name, breed and place */
  search?: string
  now: string
}

/** Radii (km) of the growing rings of `nearest`, before the asked radius itself. */
const RINGS_KM = [1, 3, 8]

export type NearCursor = { d2: number; id: string }
export type NewestCursor = { createdAt: string; id: string }

type AlertQuery = SelectQueryBuilder<Database & { l: LostPetsTable }, 'l', object>

/** Reads outside a write, or inside one (its transaction). */
type Executor = Kysely<Database> | Transaction<Database>

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/** Alerts: rows, the §2 list (nearest first through the spatial index, or newest first). */
export function createLostPetsRepository(db: Kysely<Database>, dialect: Dialect) {
  const geo = geoSql(dialect)

  /**
   * `spatial`: the query goes through the place index. SQLite's planner would rather walk the
   * (status, created_at) index over every active alert and test each against the R*Tree list;
   * `+l.status` (a unary plus) makes that index unusable, so the R*Tree drives the query.
   */
  function filtered(query: AlertQuery, filters: AlertFilters, spatial = false): AlertQuery {
    let q = query
    const status = spatial && dialect === 'sqlite' ? sql<string>`+l.status` : sql<string>`l.status`
    if (filters.status === 'active') {
      q = q.where(status, '=', 'active').where('l.expires_at', '>', filters.now)
    } else if (filters.status === 'found') {
      q = q.where(status, '=', 'found')
    }
    if (filters.unexpired) q = q.where('l.expires_at', '>', filters.now)
    if (filters.urgency) q = q.where('l.urgency_level', '=', filters.urgency)
    if (filters.petType) q = q.where('l.pet_type', '=', filters.petType)
    if (filters.since) q = q.where('l.created_at', '>=', filters.since)
    if (filters.search) {
      q = q.where(sql<boolean>`l.search_text like ${`%${escapeLike(filters.search)}%`} escape '\\'`)
    }
    return q
  }

  return {
    /**
     * Inserts the alert in the group commit's transaction; undefined when its id is taken (by
     * an alert stored before, or committing meanwhile). Read back, not RETURNING: on SQLite the
     * insert trigger then gives the row its geo_key.
     */
    async insertIn(
      trx: Transaction<Database>,
      row: NewLostPetRow,
    ): Promise<LostPetRow | undefined> {
      const inserted = await trx
        .insertInto('lost_pets')
        .values(row)
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst()
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return undefined
      return trx
        .selectFrom('lost_pets')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow()
    },

    find(id: string, executor: Executor = db): Promise<LostPetRow | undefined> {
      return executor.selectFrom('lost_pets').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** Every photo path an alert holds (for the sweep of photos no alert holds). */
    photoPaths: () => photoPathsOf(db.selectFrom('lost_pets').select('photos')),

    findMany(ids: readonly string[]): Promise<LostPetRow[]> {
      if (ids.length === 0) return Promise.resolve([])
      return db.selectFrom('lost_pets').selectAll().where('id', 'in', ids).execute()
    },

    /** The caller's pet, when it is theirs and not deleted. */
    ownPet(petId: string, userId: string, executor: Executor = db) {
      return executor
        .selectFrom('pets')
        .select(['id', 'owner_id', 'name', 'breed', 'species', 'photos'])
        .where('id', '=', petId)
        .where('owner_id', '=', userId)
        .where('deleted', '=', 0)
        .executeTakeFirst()
    },

    petExists(petId: string, executor: Executor = db) {
      return executor.selectFrom('pets').select('id').where('id', '=', petId).executeTakeFirst()
    },

    async alertsForPetSince(
      petId: string,
      since: string,
      executor: Executor = db,
    ): Promise<number> {
      const row = await executor
        .selectFrom('lost_pets')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('pet_id', '=', petId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    async savedLocation(userId: string): Promise<Centre | null> {
      const row = await db
        .selectFrom('users')
        .select(['latitude', 'longitude'])
        .where('id', '=', userId)
        .executeTakeFirst()
      if (row?.latitude == null || row.longitude == null) return null
      return { latitude: Number(row.latitude), longitude: Number(row.longitude) }
    },

    /**
     * Alerts with a place within `km` of `centre` (all located ones when `km` is undefined),
     * nearest first, then by id, after `cursor`; each with its d2 (see lost-pets-geo.ts).
     */
    async nearest(
      centre: Centre,
      km: number | undefined,
      filters: AlertFilters,
      limit: number,
      cursor?: NearCursor,
      /** false: the same answer by a full scan (bench:lost's baseline) */
      useIndex = true,
    ): Promise<(LostPetRow & { d2: number })[]> {
      const d2 = geo.distance2(centre)
      /** ids and d2 of the nearest `limit` within `radius` (undefined: anywhere) */
      const page = (radius: number | undefined, spatial: boolean) => {
        let query = filtered(db.selectFrom('lost_pets as l'), filters, spatial)
        if (spatial && radius !== undefined) {
          query = query.where(geo.inBox(boxAround(centre, radius)))
        } else {
          query = query.where('l.latitude', 'is not', null).where('l.longitude', 'is not', null)
        }
        if (radius !== undefined) {
          query = query.where(sql<boolean>`${d2} <= ${distance2OfKm(radius)}`)
        }
        if (cursor) {
          query = query.where(
            sql<boolean>`(${d2} > ${cursor.d2} or (${d2} = ${cursor.d2} and l.id > ${cursor.id}))`,
          )
        }
        return query
          .select(['l.id', sql<number>`${d2}`.as('d2')])
          .orderBy(sql`${d2}`)
          .orderBy('l.id')
          .limit(limit)
          .execute()
      }
      let found: { id: string; d2: number | string }[]
      if (km === undefined || !useIndex) {
        found = await page(km, false)
      } else {
        // Growing rings: in a city the nearest page lies within a km or two, and sorting the
        // few alerts there beats sorting every one within the whole radius. A ring that holds
        // a full page holds the nearest page (anything outside it is farther).
        const from = cursor ? kmOfDistance2(cursor.d2) : 0
        const rings = [...RINGS_KM.filter((ring) => ring > from && ring < km), km]
        found = []
        for (const ring of rings) {
          found = await page(ring, true)
          if (found.length >= limit) break
        }
      }
      const rows = new Map(
        (await this.findMany(found.map((row) => row.id))).map((row) => [row.id, row]),
      )
      return found.flatMap((hit) => {
        const row = rows.get(hit.id)
        return row ? [{ ...row, d2: Number(hit.d2) }] : []
      })
    },

    /** Newest first, then by id descending, after `cursor`. */
    newest(filters: AlertFilters, limit: number, cursor?: NewestCursor): Promise<LostPetRow[]> {
      let query = filtered(db.selectFrom('lost_pets as l'), filters)
      if (cursor) {
        query = query.where((eb) =>
          eb.or([
            eb('l.created_at', '<', cursor.createdAt),
            eb.and([eb('l.created_at', '=', cursor.createdAt), eb('l.id', '<', cursor.id)]),
          ]),
        )
      }
      return query
        .selectAll('l')
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(limit)
        .execute()
    },

    /** Users whose saved location lies within `km` of `centre` (a new alert's audience). */
    async usersNear(centre: Centre, km: number): Promise<string[]> {
      const box = boxAround(centre, km)
      const rows = await db
        .selectFrom('users')
        .select(['id', 'latitude', 'longitude'])
        .where('latitude', 'is not', null)
        .where('longitude', 'is not', null)
        .where('latitude', '>=', box.minLat)
        .where('latitude', '<=', box.maxLat)
        .where('longitude', '>=', box.minLon)
        .where('longitude', '<=', box.maxLon)
        .execute()
      const limit = distance2OfKm(km)
      return rows
        .filter(
          (row) =>
            row.latitude !== null &&
            row.longitude !== null &&
            distance2(centre, {
              latitude: Number(row.latitude),
              longitude: Number(row.longitude),
            }) <= limit,
        )
        .map((row) => row.id)
    },

    /** Counts a view once per viewer; answers whether this one was new. */
    async recordView(alertId: string, viewerId: string, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('lost_pet_views')
          .values({ lost_pet_id: alertId, viewer_id: viewerId, created_at: now })
          .onConflict((oc) => oc.columns(['lost_pet_id', 'viewer_id']).doNothing())
          .executeTakeFirst()
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false
        await trx
          .updateTable('lost_pets')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('id', '=', alertId)
          .execute()
        return true
      })
    },

    /** Sets the status (and the expiry, when given) in the group commit's transaction. */
    async setStatusIn(
      trx: Transaction<Database>,
      id: string,
      status: LostPetStatus,
      now: string,
      expiresAt: string | null,
    ): Promise<LostPetRow | undefined> {
      await trx
        .updateTable('lost_pets')
        .set({
          status,
          updated_at: now,
          ...(expiresAt ? { expires_at: expiresAt, expiry_swept: 0 } : {}),
        })
        .where('id', '=', id)
        .execute()
      return this.find(id, trx)
    },

    /**
     * Alerts nobody holds, not even their reporter: rows written without the service (the
     * demo seed), whose feeds are built at start-up.
     */
    withoutAudience(limit: number): Promise<{ id: string }[]> {
      return db
        .selectFrom('lost_pets as l')
        .select('l.id')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('lost_pet_audience as a')
                .select('a.user_id')
                .whereRef('a.lost_pet_id', '=', 'l.id'),
            ),
          ),
        )
        .limit(limit)
        .execute()
    },

    /** Alerts past their expiry whose expiry the feeds have not been told about yet. */
    unsweptExpired(now: string, limit: number): Promise<{ id: string }[]> {
      return db
        .selectFrom('lost_pets')
        .select('id')
        .where('expiry_swept', '=', 0)
        .where('expires_at', '<=', now)
        .limit(limit)
        .execute()
    },

    async markSwept(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return
      await db.updateTable('lost_pets').set({ expiry_swept: 1 }).where('id', 'in', ids).execute()
    },
  }
}

export type LostPetsRepository = ReturnType<typeof createLostPetsRepository>
