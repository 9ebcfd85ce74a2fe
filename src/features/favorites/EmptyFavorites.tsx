import { Heart, Search } from 'lucide-react'
import { favorites as t } from '../../i18n/es/favorites'
import { EmptyState } from '../../ui/EmptyState'

/** No likes yet: leads to discovering pets. */
export function EmptyFavorites() {
  return (
    <EmptyState
      icon={Heart}
      title={t.emptyTitle}
      text={t.emptyText}
      action={{ to: '/', label: t.discover, icon: Search }}
    />
  )
}
