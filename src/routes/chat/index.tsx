import { createFileRoute } from '@tanstack/react-router'
import { ChatListPage } from '../../features/chat-list'
// The guard stays out of the index: beforeLoad lives in the entry chunk, not the lazy one.
import { requireUserOrLogin } from '../../features/chat-list/chat-list.guard'

// The route file stays thin: the screen and its guard live in features/chat-list.
export const Route = createFileRoute('/chat/')({
  beforeLoad: requireUserOrLogin,
  component: ChatListPage,
})
