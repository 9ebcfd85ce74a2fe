import { removeFavorite, useConnections, useMatchesFeedStatus } from '../connections'
import { FavoritesView } from './FavoritesView'

/** /favorites: 'Mis Matches', the user's likes from the local `matches` collection. */
export function FavoritesPage() {
  const { lists, isLoading } = useConnections()
  const { status, retry } = useMatchesFeedStatus()
  return (
    <FavoritesView
      favorites={lists.favorite}
      isLoading={isLoading}
      feedStatus={status}
      onRetry={retry}
      remove={removeFavorite}
    />
  )
}
