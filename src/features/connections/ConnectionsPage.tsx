import { ConnectionsView } from './ConnectionsView'
import { useMatchesFeed } from './use-matches-feed'
import { useNow } from '../../ui/use-now'

/** /matches: 'Tus Conexiones' from the local `matches` collection (live, offline too). */
export function ConnectionsPage() {
  const { lists, feed } = useMatchesFeed()
  const now = useNow()
  return <ConnectionsView lists={lists} {...feed} now={now} />
}
