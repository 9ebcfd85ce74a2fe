import { ConnectionsView } from './ConnectionsView'
import { useConnections } from './use-connections'
import { useMatchesFeedStatus } from './use-feed-status'
import { useNow } from '../../ui/use-now'

/** /matches: 'Tus Conexiones' from the local `matches` collection (live, offline too). */
export function ConnectionsPage() {
  const { lists, isLoading } = useConnections()
  const { status, retry } = useMatchesFeedStatus()
  const now = useNow()
  return (
    <ConnectionsView
      lists={lists}
      isLoading={isLoading}
      feedStatus={status}
      onRetry={retry}
      now={now}
    />
  )
}
