import type { Observable } from 'rxjs'
import type { ProfileDoc } from '@contract/users.contract'
import type { HuellitasDatabase } from '../../db'
import { findCurrent, findSynced, observeMerged, type WithSyncState } from '../../sync'

/**
 * The account feature's only access to RxDB: the user's own replicated `profile` document
 * (one document, keyed by the user's id) with their unconfirmed changes from the write queue laid
 * over it. Live across tabs and devices: an edit made elsewhere replicates here and emits.
 */
export type MyProfile = WithSyncState<ProfileDoc>

/** The target of profile writes: the replicated collection they change. */
export const PROFILE = 'profile'

/** The profile as this device shows it (null: not replicated yet), pending changes included. */
export function observeMyProfile(
  database: HuellitasDatabase,
  userId: string,
): Observable<MyProfile | null> {
  return observeMerged(database.profile, PROFILE, userId)
}

/** What the server last said (the replicated version), without pending changes. */
export function findSyncedProfile(
  database: HuellitasDatabase,
  userId: string,
): Promise<ProfileDoc | null> {
  return findSynced(database.profile, userId)
}

/** The profile as the user sees it now (pending changes applied), to build the next change on. */
export function findCurrentProfile(
  database: HuellitasDatabase,
  userId: string,
): Promise<ProfileDoc | null> {
  return findCurrent(database.profile, PROFILE, userId)
}
