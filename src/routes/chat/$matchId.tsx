import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../session/guards'
import { ChatPage } from '../../features/chat'

// The conversation; the screen lives in features/chat (the shell hides its header and bottom
// navigation here: the chat draws its own).
export const Route = createFileRoute('/chat/$matchId')({
  beforeLoad: requireUser,
  component: ChatScreen,
})

function ChatScreen() {
  const { matchId } = Route.useParams()
  // A new match id remounts the screen, so no state of the previous conversation lingers.
  return <ChatPage key={matchId} matchId={matchId} />
}
