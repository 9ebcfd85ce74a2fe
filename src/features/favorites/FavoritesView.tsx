import { useState } from 'react'
import { X } from 'lucide-react'
import { favorites as t } from '../../i18n/es/favorites'
import { Spinner } from '../../ui/Spinner'
import {
  LoadError,
  type Connection,
  type ConnectionActionResult,
  type FeedStatus,
} from '../connections'
import { EmptyFavorites } from './EmptyFavorites'
import { FavoriteCard } from './FavoriteCard'

export interface FavoritesViewProps {
  favorites: readonly Connection[]
  isLoading: boolean
  feedStatus: FeedStatus
  onRetry: () => void
  remove: (docId: string) => Promise<ConnectionActionResult>
}

/**
 * 'Mis Matches' from its data (FavoritesPage wires the hooks): the grid of liked pets, or the
 * spinner during the first pull, the load error with 'Reintentar', or the empty state.
 */
export function FavoritesView({
  favorites,
  isLoading,
  feedStatus,
  onRetry,
  remove,
}: FavoritesViewProps) {
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null)
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set())

  const removeOne = async (favorite: Connection) => {
    setNotice(null)
    setRemoving((before) => new Set(before).add(favorite.id))
    try {
      const result = await remove(favorite.id)
      if (!result.ok) setNotice({ tone: 'error', text: result.message })
    } catch {
      setNotice({ tone: 'error', text: t.removeError })
    } finally {
      setRemoving((before) => {
        const after = new Set(before)
        after.delete(favorite.id)
        return after
      })
    }
  }

  let content
  if (isLoading || (favorites.length === 0 && feedStatus === 'loading')) {
    content = <Spinner label={t.loading} />
  } else if (favorites.length === 0 && feedStatus === 'error') {
    content = <LoadError message={t.loadError} retryLabel={t.retry} onRetry={onRetry} />
  } else if (favorites.length === 0) {
    content = <EmptyFavorites />
  } else {
    content = (
      <ul className="grid grid-cols-2 gap-3">
        {favorites.map((favorite) => (
          <li key={favorite.id} className="flex">
            <FavoriteCard
              favorite={favorite}
              isRemoving={removing.has(favorite.id)}
              onRemove={(chosen) => void removeOne(chosen)}
              onNoMatch={() => setNotice({ tone: 'info', text: t.noMatchYet })}
            />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
      <div>
        <h1 className="text-2xl font-extrabold text-gray-900">{t.heading}</h1>
        <p className="text-sm text-gray-600">{t.subtitle}</p>
      </div>
      {notice ? (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-2 rounded-xl p-3 text-sm font-medium ${
            notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'
          }`}
        >
          <p className="flex-1">{notice.text}</p>
          <button
            type="button"
            aria-label={t.dismiss}
            onClick={() => setNotice(null)}
            className="rounded-full p-0.5 hover:bg-black/5"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
      {content}
    </div>
  )
}
