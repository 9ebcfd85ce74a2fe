import type { RxQuery } from 'rxdb'
import { combineLatest, map, type Observable } from 'rxjs'
import type { HuellitasDatabase } from '../../db'
import type { LostPetDoc } from '../../db/schemas/lost-pets.schema'
import type { SightingDoc } from '../../db/schemas/sightings.schema'
import {
  mergePending,
  observePendingWrites,
  type ReplicatedDocs,
  type WithSyncState,
} from '../../sync'
import { liveQuery } from '../../db/live-query'

/**
 * The lost-pets feature's only access to RxDB: the replicated `lostPets` and `sightings`
 * collections (what the server feeds this user: alerts near their saved place, their own alerts
 * and the sightings of them) with the user's queued writes laid over them, so an alert, a
 * sighting or a status change made offline shows at once, marked pending.
 */
export const LOST_PETS = 'lostPets'
export const SIGHTINGS = 'sightings'

/** Where a status change finds the alert (src/sync/document-writes.ts). */
export const lostPetDocs: ReplicatedDocs<LostPetDoc> = {
  target: LOST_PETS,
  collection: (database) => database.lostPets,
}

export type ListedLostPet = WithSyncState<LostPetDoc>
export type ListedSighting = WithSyncState<SightingDoc>

/** A local query's results as plain documents, live (`make` builds the query: liveQuery). */
export function documentsOf<T>(
  make: () => RxQuery<T, readonly { toJSON(): unknown }[]>,
): Observable<T[]> {
  return liveQuery(make).pipe(
    map((documents) => documents.map((document) => document.toJSON() as T)),
  )
}

/**
 * Documents as this device shows them: the replicated ones with the user's queued writes to
 * `target` laid over, each marked synced, pending or failed. `accept` leaves out a queued
 * document the query would not hold (another alert's sighting).
 */
export function withPending<T extends { id: string }>(
  replicated: Observable<T[]>,
  target: string,
  accept?: (document: T) => boolean,
): Observable<WithSyncState<T>[]> {
  return combineLatest([replicated, observePendingWrites(target)]).pipe(
    map(([documents, entries]) => mergePending(documents, entries, accept)),
  )
}

/** The alerts as the server last sent them (no pending writes laid over). */
export function observeSyncedLostPets(database: HuellitasDatabase): Observable<LostPetDoc[]> {
  return documentsOf(() => database.lostPets.find())
}

export function observeLostPets(database: HuellitasDatabase): Observable<ListedLostPet[]> {
  return withPending(observeSyncedLostPets(database), LOST_PETS)
}

export function observeSightings(
  database: HuellitasDatabase,
  lostPetId: string,
): Observable<ListedSighting[]> {
  return withPending(
    documentsOf<SightingDoc>(() => database.sightings.find({ selector: { lostPetId } })),
    SIGHTINGS,
    (sighting) => sighting.lostPetId === lostPetId,
  )
}

/**
 * Every sighting this device holds (one local query, for the /lost-pets map): the feed sends a
 * user the sightings of the alerts they reported or own and the ones they reported themselves.
 */
export function observeAllSightings(database: HuellitasDatabase): Observable<ListedSighting[]> {
  return withPending(
    documentsOf<SightingDoc>(() => database.sightings.find()),
    SIGHTINGS,
  )
}
