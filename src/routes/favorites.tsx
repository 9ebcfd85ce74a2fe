import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../features/auth/guards'
import { ComingSoon } from '../features/placeholder/ComingSoon'
import { shell } from '../i18n/es/shell'

// Placeholder until a later issue builds this screen.
export const Route = createFileRoute('/favorites')({
  beforeLoad: requireUser,
  component: FavoritesScreen,
})

function FavoritesScreen() {
  const { title, description } = shell.screens.favorites
  return <ComingSoon title={title} description={description} />
}
