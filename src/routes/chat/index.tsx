import { createFileRoute } from '@tanstack/react-router'
import { requireUserOrLogin } from '../../session/guards'
import { ChatListPage } from '../../features/chat-list'

// The route file stays thin: the screen lives in features/chat-list, the guard in src/session.
export const Route = createFileRoute('/chat/')({
  beforeLoad: requireUserOrLogin,
  component: ChatListPage,
})
