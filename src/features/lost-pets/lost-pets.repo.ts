import { combineLatest, map, type Observable } from 'rxjs'
import type { HuellitasDatabase } from '../../db'
import type { LostPetDoc } from '../../db/schemas/lost-pets.schema'
import type { SightingDoc } from '../../db/schemas/sightings.schema'
import {
  findCurrent,
  findSynced,
  mergePending,
  observePendingWrites,
  type WithSyncState,
} from '../../sync'

/**
 * The lost-pets feature's only access to RxDB: the replicated `lostPets` and `sightings`
 * collections (what the server feeds this user: alerts near their saved place, their own alerts
 * and the sightings of them) with the user's queued writes laid over them, so an alert, a
 * sighting or a status change made offline shows at once, marked pending.
 */
export const LOST_PETS = 'lostPets'
export const SIGHTINGS = 'sightings'

export type ListedLostPet = WithSyncState<LostPetDoc>
export type ListedSighting = WithSyncState<SightingDoc>

/** The alerts as the server last sent them (no pending writes laid over). */
export function observeSyncedLostPets(database: HuellitasDatabase): Observable<LostPetDoc[]> {
  return database.lostPets
    .find()
    .$.pipe(map((documents) => documents.map((document) => document.toJSON() as LostPetDoc)))
}

export function observeLostPets(database: HuellitasDatabase): Observable<ListedLostPet[]> {
  return combineLatest([observeSyncedLostPets(database), observePendingWrites(LOST_PETS)]).pipe(
    map(([pets, entries]) => mergePending(pets, entries)),
  )
}

export function observeSightings(
  database: HuellitasDatabase,
  lostPetId: string,
): Observable<ListedSighting[]> {
  const replicated = database.sightings
    .find({ selector: { lostPetId } })
    .$.pipe(map((documents) => documents.map((document) => document.toJSON() as SightingDoc)))
  return combineLatest([replicated, observePendingWrites(SIGHTINGS)]).pipe(
    map(([sightings, entries]) =>
      mergePending(sightings, entries, (sighting) => sighting.lostPetId === lostPetId),
    ),
  )
}

/**
 * Every sighting this device holds (one local query, for the /lost-pets map): the feed sends a
 * user the sightings of the alerts they reported or own and the ones they reported themselves.
 */
export function observeAllSightings(database: HuellitasDatabase): Observable<ListedSighting[]> {
  const replicated = database.sightings
    .find()
    .$.pipe(map((documents) => documents.map((document) => document.toJSON() as SightingDoc)))
  return combineLatest([replicated, observePendingWrites(SIGHTINGS)]).pipe(
    map(([sightings, entries]) => mergePending(sightings, entries)),
  )
}

export function findSyncedLostPet(
  database: HuellitasDatabase,
  id: string,
): Promise<LostPetDoc | null> {
  return findSynced(database.lostPets, id)
}

/** The alert as the user sees it now (pending changes applied), to build the next change on. */
export function findCurrentLostPet(
  database: HuellitasDatabase,
  id: string,
): Promise<LostPetDoc | null> {
  return findCurrent(database.lostPets, LOST_PETS, id)
}
