import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../session/guards'
import { MatchDetailPage } from '../../features/connections'

// The target of match notifications; the screen lives in features/connections.
export const Route = createFileRoute('/matches/$matchId')({
  beforeLoad: requireUser,
  component: MatchDetailScreen,
})

function MatchDetailScreen() {
  const { matchId } = Route.useParams()
  // A new match id remounts the screen, so no state of the previous match lingers.
  return <MatchDetailPage key={matchId} matchId={matchId} />
}
