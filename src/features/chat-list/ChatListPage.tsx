import { useMemo } from 'react'
import { useNow } from '../../ui/use-now'
import { useMatchesFeed } from '../connections'
import { ChatListView } from './ChatListView'
import { withPendingMessages } from './conversations'
import { usePendingMessages } from './use-pending-messages'

/** §9: the list's times move by the minute ('ahora', '5 m', ...). */
const CLOCK_MS = 60_000

/**
 * /chat: 'Mensajes' from the local `matches` collection (live, offline too) — the matches'
 * chats and the conversations about a lost pet (spec §2 'Enviar mensaje') — each conversation
 * showing the user's own message still on its way when that is the newest.
 */
export function ChatListPage() {
  const { lists, feed } = useMatchesFeed()
  const now = useNow(CLOCK_MS)
  const pending = usePendingMessages()
  const conversations = useMemo(
    () => withPendingMessages([...lists.match, ...lists.lostPetChat], pending),
    [lists.match, lists.lostPetChat, pending],
  )
  return <ChatListView conversations={conversations} {...feed} now={now} />
}
