import { combineLatest, map, type Observable } from 'rxjs'
import type { PetDoc } from '@contract/pets.contract'
import type { HuellitasDatabase } from '../../db'
import {
  latestPendingVersion,
  mergePending,
  observePendingWrites,
  type WithSyncState,
} from '../../sync'

/**
 * The pets feature's only access to RxDB: live queries over the replicated `pets` collection
 * with the user's unconfirmed changes (the write queue) laid over them. Reactive across tabs and
 * devices: a pet added elsewhere reaches this collection through replication and the query
 * emits again.
 */
export type MyPet = WithSyncState<PetDoc>

export const PETS = 'pets'

function byCreation(a: PetDoc, b: PetDoc): number {
  return a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1
}

/** The owner's pets, oldest first, pending ones included. */
export function observeMyPets(database: HuellitasDatabase, ownerId: string): Observable<MyPet[]> {
  const replicated = database.pets
    .find({ selector: { ownerId }, sort: [{ createdAt: 'asc' }, { id: 'asc' }] })
    .$.pipe(map((documents) => documents.map((document) => document.toJSON() as PetDoc)))
  return combineLatest([replicated, observePendingWrites(PETS)]).pipe(
    map(([pets, entries]) =>
      mergePending(pets, entries, (pet) => pet.ownerId === ownerId).sort(byCreation),
    ),
  )
}

/** One pet as this device knows it (null: not here, or deleted), pending changes included. */
export function observePet(database: HuellitasDatabase, id: string): Observable<MyPet | null> {
  const replicated = database.pets
    .findOne(id)
    .$.pipe(map((document) => (document ? (document.toJSON() as PetDoc) : null)))
  return combineLatest([replicated, observePendingWrites(PETS)]).pipe(
    map(
      ([pet, entries]) =>
        mergePending(
          pet ? [pet] : [],
          entries.filter((entry) => entry.docId === id),
        )[0] ?? null,
    ),
  )
}

/** The replicated version of a pet (what the server last said), without pending changes. */
export async function findSyncedPet(
  database: HuellitasDatabase,
  id: string,
): Promise<PetDoc | null> {
  const document = await database.pets.findOne(id).exec()
  return document ? (document.toJSON() as PetDoc) : null
}

/** The pet as the user sees it now (pending changes applied), to build the next change on. */
export async function findCurrentPet(
  database: HuellitasDatabase,
  id: string,
): Promise<PetDoc | null> {
  const pending = latestPendingVersion<PetDoc>(PETS, id)
  return pending === undefined ? findSyncedPet(database, id) : pending
}
