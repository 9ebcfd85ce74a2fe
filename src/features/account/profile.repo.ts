import { combineLatest, map, type Observable } from 'rxjs'
import type { ProfileDoc } from '@contract/users.contract'
import type { HuellitasDatabase } from '../../db'
import {
  latestPendingVersion,
  mergePending,
  observePendingWrites,
  type WithSyncState,
} from '../../sync'

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
  const replicated = database.profile
    .findOne(userId)
    .$.pipe(map((document) => (document ? (document.toJSON() as ProfileDoc) : null)))
  return combineLatest([replicated, observePendingWrites(PROFILE)]).pipe(
    map(
      ([profile, entries]) =>
        mergePending(
          profile ? [profile] : [],
          entries.filter((entry) => entry.docId === userId),
        )[0] ?? null,
    ),
  )
}

/** What the server last said (the replicated version), without pending changes. */
export async function findSyncedProfile(
  database: HuellitasDatabase,
  userId: string,
): Promise<ProfileDoc | null> {
  const document = await database.profile.findOne(userId).exec()
  return document ? document.toJSON() : null
}

/** The profile as the user sees it now (pending changes applied), to build the next change on. */
export async function findCurrentProfile(
  database: HuellitasDatabase,
  userId: string,
): Promise<ProfileDoc | null> {
  const pending = latestPendingVersion<ProfileDoc>(PROFILE, userId)
  return pending === undefined ? findSyncedProfile(database, userId) : pending
}
