import { combineLatest, map, type Observable } from 'rxjs'
import type { PetDoc } from '@contract/pets.contract'
import type { HuellitasDatabase } from '../../db'
import {
  mergePending,
  observeMerged,
  observePendingWrites,
  type ReplicatedDocs,
  type WithSyncState,
} from '../../sync'
import { liveQuery } from '../../db/live-query'

/**
 * The pets feature's only access to RxDB: live queries over the replicated `pets` collection
 * with the user's unconfirmed changes (the write queue) laid over them. Reactive across tabs and
 * devices: a pet added elsewhere reaches this collection through replication and the query
 * emits again.
 */
export type MyPet = WithSyncState<PetDoc>

export const PETS = 'pets'

/** Where an edit or a delete finds the pet (src/sync/document-writes.ts). */
export const petDocs: ReplicatedDocs<PetDoc> = {
  target: PETS,
  collection: (database) => database.pets,
}

function byCreation(a: PetDoc, b: PetDoc): number {
  return a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1
}

/** The owner's pets, oldest first, pending ones included. */
export function observeMyPets(database: HuellitasDatabase, ownerId: string): Observable<MyPet[]> {
  const replicated = liveQuery(() =>
    database.pets.find({ selector: { ownerId }, sort: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  ).pipe(map((documents) => documents.map((document) => document.toJSON() as PetDoc)))
  return combineLatest([replicated, observePendingWrites(PETS)]).pipe(
    map(([pets, entries]) =>
      mergePending(pets, entries, (pet) => pet.ownerId === ownerId).sort(byCreation),
    ),
  )
}

/** One pet as this device knows it (null: not here, or deleted), pending changes included. */
export function observePet(database: HuellitasDatabase, id: string): Observable<MyPet | null> {
  return observeMerged(database.pets, PETS, id)
}
