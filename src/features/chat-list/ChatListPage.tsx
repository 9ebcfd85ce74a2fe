import { useNow } from '../../ui/use-now'
import { useConnections, useMatchesFeedStatus } from '../connections'
import { ChatListView } from './ChatListView'

/** §9: the list's times move by the minute ('ahora', '5 m', ...). */
const CLOCK_MS = 60_000

/** /chat: 'Mensajes' from the local `matches` collection (live, offline too). */
export function ChatListPage() {
  const { lists, isLoading } = useConnections()
  const { status, retry } = useMatchesFeedStatus()
  const now = useNow(CLOCK_MS)
  return (
    <ChatListView
      conversations={lists.match}
      isLoading={isLoading}
      feedStatus={status}
      onRetry={retry}
      now={now}
    />
  )
}
