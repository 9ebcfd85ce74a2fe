import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../session/guards'
import { FavoritesPage } from '../features/favorites'

// The route file stays thin: the screen lives in features/favorites.
export const Route = createFileRoute('/favorites')({
  beforeLoad: requireUser,
  component: FavoritesPage,
})
