import { createFileRoute } from '@tanstack/react-router'
import { PublicFoundPage } from '../../features/public-found'

// A found pet's public page in the app: what someone signed in gets at /encontrados/{id} (the
// server renders it for visitors), and what the worker's shell shows a visitor offline.
export const Route = createFileRoute('/encontrados/$id')({
  component: PublicFoundScreen,
})

function PublicFoundScreen() {
  const { id } = Route.useParams()
  return <PublicFoundPage key={id} id={id} />
}
