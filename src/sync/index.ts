/**
 * src/sync: the offline engine's public face. Features use runMutation() for writes,
 * observePendingWrites() and mergePending() to show queued writes, the pending-public helpers
 * to retry or discard refused ones, and useSyncErrors() for refusals that arrive late. The app
 * calls bindSyncToSession() (main.tsx) and nothing else.
 */
export { runMutation } from './actions'
export type { Mutation, MutationResult } from './actions'
export { getSyncContext, NotSignedInError, requireSyncContext, type SyncContext } from './context'
export { mergePending, type SyncState, type WithSyncState } from './pending-merge'
export { discardPendingChanges, retryPendingChanges, latestPendingVersion } from './pending-public'
export { findCurrent, findSynced, observeMerged } from './replicated-docs'
export {
  queueDocumentDelete,
  queueDocumentPatch,
  queueDocumentUpdate,
  type ReplicatedDocs,
} from './document-writes'
export {
  observePendingWrites,
  currentPendingWrites,
  hasQueuedWrite,
  sendPendingWrites,
  type WriteRequest,
} from './write-queue'
export type { PendingWrite } from '../../sw/write-queue/queued-write'
export { startSync, stopSync, reSync, currentSyncEngine } from './sync-session'
export { firstSynced$ } from './first-synced'
export type { StartSyncOptions } from './sync-session'
export { useSyncErrors, syncErrors, type SyncError } from './sync-errors'
export { useObservable } from './use-observable'
