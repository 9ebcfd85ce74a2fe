/**
 * src/sync: the offline engine's public face. Features use runMutation() for writes, the
 * outbox observers and mergeOutbox() to show pending changes, and useSyncErrors() for
 * refusals that arrive late. The app calls bindSyncToSession() (main.tsx) and nothing else.
 */
export { runMutation, retryPendingChanges, NotSignedInError } from './actions'
export type { Mutation, MutationResult } from './actions'
export { getSyncContext, type SyncContext } from './context'
export { mergeOutbox, type SyncState, type WithSyncState } from './outbox-merge'
export { observeOutbox, discardPendingChanges, latestPendingVersion } from './outbox-public'
export { startSync, stopSync, reSync, currentSyncEngine } from './sync-session'
export { firstSynced } from './first-synced'
export { registerResender, type Resender } from './resenders'
export type { StartSyncOptions } from './sync-session'
export { useSyncErrors, syncErrors, type SyncError } from './sync-errors'
export { useObservable } from './use-observable'
