export { ConnectionBanner } from './ConnectionBanner'
export { PendingBadge } from './PendingBadge'
export { useConnection } from './use-connection'
export { connectionStore, type ConnectionState } from './connection-store'
