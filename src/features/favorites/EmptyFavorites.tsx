import { Link } from '@tanstack/react-router'
import { Heart, Search } from 'lucide-react'
import { favorites as t } from '../../i18n/es/favorites'

/** No likes yet: leads to discovering pets. */
export function EmptyFavorites() {
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-orange-200 bg-brand-50/60 px-6 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-500 shadow-sm">
        <Heart aria-hidden="true" className="h-7 w-7" />
      </span>
      <p className="mt-3 text-base font-bold text-gray-900">{t.emptyTitle}</p>
      <p className="mt-1 text-sm text-gray-600">{t.emptyText}</p>
      <Link
        to="/"
        className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-500 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-600"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
        {t.discover}
      </Link>
    </div>
  )
}
