import { sql, type Kysely } from 'kysely'
import type { FoundSpecies } from '../../contract/found-reports.enums.js'
import type { Dialect } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { NearQuery } from './found-reports.repository.js'

/** What a registered pet says about its looks (the alert's side of a pair). */
export interface PetLooks {
  color: string | null
  gender: 'MALE' | 'FEMALE' | null
  weight: number | null
}

/** A sighting filed on another alert, with that alert's pet (what the sighter thought they saw). */
export interface SightingNear {
  id: string
  lost_pet_id: string
  latitude: number
  longitude: number
  date: string
  time: string
  species: FoundSpecies
  breed: string | null
  color: string | null
  gender: 'MALE' | 'FEMALE' | null
  weight: number | null
}

/**
 * sightings.tile as sightings_near_idx indexes it (migration 0028, the same text): SQLite never
 * reads a virtual column from an index alone, but it does an indexed expression.
 */
const SQLITE_TILE = sql<number>`cast((s.latitude + 90) * 10 as integer) * 10000 + cast((s.longitude + 180) * 10 as integer)`

const NO_LOOKS: PetLooks = { color: null, gender: null, weight: null }

/** A sighting as the candidates read it, with its alert's species and breed (`s`, `l`). */
const sightingColumns = [
  's.id',
  's.lost_pet_id',
  sql<number>`s.latitude`.as('latitude'),
  sql<number>`s.longitude`.as('longitude'),
  's.date',
  's.time',
  sql<FoundSpecies>`l.pet_type`.as('species'),
  'l.breed',
] as const

/** The alert side's looks, the sightings near an alert, and 'No es'. */
export function createCandidatesRepository(db: Kysely<Database>, dialect: Dialect) {
  const tile = dialect === 'sqlite' ? SQLITE_TILE : sql<number>`s.tile`
  const sightingsWithPets = () =>
    db
      .selectFrom('sightings as s')
      .innerJoin('lost_pets as l', 'l.id', 's.lost_pet_id')
      .leftJoin('pets as p', 'p.id', 'l.pet_id')
      .select([...sightingColumns, 'p.color', 'p.gender', 'p.weight'])

  async function looksOfMany(petIds: readonly string[]): Promise<Map<string, PetLooks>> {
    if (petIds.length === 0) return new Map()
    const rows = await db
      .selectFrom('pets')
      .select(['id', 'color', 'gender', 'weight'])
      .where('id', 'in', petIds)
      .execute()
    return new Map(
      rows.map((row) => [
        row.id,
        {
          color: row.color,
          gender: row.gender,
          weight: row.weight === null ? null : Number(row.weight),
        },
      ]),
    )
  }

  return {
    async looksOf(petId: string | null): Promise<PetLooks> {
      if (!petId) return NO_LOOKS
      return (await looksOfMany([petId])).get(petId) ?? NO_LOOKS
    },

    /** Looks of many pets at once (the finder's check scores many alerts). */
    looksOfMany,

    /**
     * Sightings with a place in the squares and box, dated within the range, filed on another
     * alert of the same species; from the covering sightings_near_idx and lost_pets_kind_idx.
     */
    async sightingsNear(query: NearQuery, exceptAlertId: string): Promise<SightingNear[]> {
      if (query.tiles.length === 0) return []
      const rows = await db
        .selectFrom('sightings as s')
        .innerJoin('lost_pets as l', 'l.id', 's.lost_pet_id')
        .select([...sightingColumns, 'l.pet_id'])
        .where(tile, 'in', query.tiles)
        .where('s.date', '>=', query.fromDate)
        .where('s.date', '<=', query.toDate)
        .where('s.latitude', '>=', query.box.minLat)
        .where('s.latitude', '<=', query.box.maxLat)
        .where('s.longitude', '>=', query.box.minLon)
        .where('s.longitude', '<=', query.box.maxLon)
        .where('l.pet_type', '=', query.species)
        .where('s.lost_pet_id', '<>', exceptAlertId)
        .execute()
      // Looks once per pet, not per sighting: many sightings share an alert.
      const looks = await looksOfMany([
        ...new Set(rows.flatMap((row) => (row.pet_id ? [row.pet_id] : []))),
      ])
      return rows.map(({ pet_id, ...row }) => ({
        ...row,
        ...(looks.get(pet_id ?? '') ?? NO_LOOKS),
      }))
    },

    /** One located sighting with its alert's pet (a new sighting, scored against other alerts). */
    sighting(id: string): Promise<SightingNear | undefined> {
      return sightingsWithPets()
        .where('s.id', '=', id)
        .where('s.latitude', 'is not', null)
        .where('s.longitude', 'is not', null)
        .executeTakeFirst()
    },

    async dismissed(alertId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('candidate_dismissals')
        .select(['kind', 'candidate_id'])
        .where('lost_pet_id', '=', alertId)
        .execute()
      return new Set(rows.map((row) => `${row.kind}:${row.candidate_id}`))
    },

    async dismiss(
      alertId: string,
      kind: 'found' | 'sighting',
      candidateId: string,
      now: string,
    ): Promise<void> {
      await db
        .insertInto('candidate_dismissals')
        .values({ lost_pet_id: alertId, kind, candidate_id: candidateId, created_at: now })
        .onConflict((oc) => oc.columns(['lost_pet_id', 'kind', 'candidate_id']).doNothing())
        .execute()
    },

    /** What a listed sighting shows beyond its score. */
    async sightingDetails(
      ids: readonly string[],
    ): Promise<Map<string, { location: string; description: string; photos: string }>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectFrom('sightings')
        .select(['id', 'location', 'description', 'photos'])
        .where('id', 'in', ids)
        .execute()
      return new Map(rows.map(({ id, ...details }) => [id, details]))
    },

    findSighting(id: string) {
      return db
        .selectFrom('sightings')
        .select(['id', 'lost_pet_id'])
        .where('id', '=', id)
        .executeTakeFirst()
    },
  }
}

export type CandidatesRepository = ReturnType<typeof createCandidatesRepository>
