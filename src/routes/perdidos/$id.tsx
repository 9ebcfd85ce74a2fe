import { createFileRoute } from '@tanstack/react-router'
import { PublicAlertPage } from '../../features/public-alert'

// The public page of a lost-pet alert: open to visitors and signed-in users alike, no guard.
// The component is its own chunk (autoCodeSplitting), so the landing does not grow.
export const Route = createFileRoute('/perdidos/$id')({
  component: PublicAlertScreen,
})

function PublicAlertScreen() {
  const { id } = Route.useParams()
  return <PublicAlertPage key={id} id={id} />
}
