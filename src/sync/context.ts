import type { KyInstance } from 'ky'
import type { PublicUser } from '@contract/auth.contract'
import type { HuellitasDatabase } from '../db'

/**
 * What actions need from the running sync session: the user's database, the REST client and a
 * way to ask for a pull. Set by startSync(), cleared by stopSync().
 */
export interface SyncContext {
  database: HuellitasDatabase
  http: KyInstance
  user: PublicUser
  reSync(): void
}

let context: SyncContext | null = null

export function setSyncContext(next: SyncContext | null): void {
  context = next
}

export function getSyncContext(): SyncContext | null {
  return context
}

export class NotSignedInError extends Error {
  constructor() {
    super('No sync session: the user is not signed in')
  }
}

/** The running session's context, for an action that needs it: signed out, it throws. */
export function requireSyncContext(): SyncContext {
  if (!context) throw new NotSignedInError()
  return context
}
