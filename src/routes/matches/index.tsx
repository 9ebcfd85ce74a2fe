import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../session/guards'
import { ConnectionsPage } from '../../features/connections'

// The route file stays thin: the screen lives in features/connections.
export const Route = createFileRoute('/matches/')({
  beforeLoad: requireUser,
  component: ConnectionsPage,
})
