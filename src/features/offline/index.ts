export { ConnectionBanner } from './ConnectionBanner'
export { PendingBadge } from './PendingBadge'
export { useConnection } from './use-connection'
export { connectionStore, type ConnectionState } from './connection-store'
export {
  clearWriteQueue,
  isQueuedResponse,
  requestQueueReplay,
  subscribeToWorker,
  type WorkerListener,
} from './worker-bridge'
export type { QueueReplayedMessage, WorkerToPageMessage } from '../../../sw/messages'
