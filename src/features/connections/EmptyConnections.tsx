import { Link } from '@tanstack/react-router'
import { Heart, Search, Star } from 'lucide-react'
import { connections as t } from '../../i18n/es/connections'
import type { ConnectionTab } from './ConnectionTabs'

const ICONS = { match: Heart, superLikeSent: Star, superLikeReceived: Star } as const

/** A tab with nothing yet; Matches and Enviados lead to discovering pets (spec §2). */
export function EmptyConnections({ tab }: { tab: ConnectionTab }) {
  const Icon = ICONS[tab]
  const { title, text } = t.empty[tab]
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-orange-200 bg-brand-50/60 px-6 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-500 shadow-sm">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <p className="mt-3 text-base font-bold text-gray-900">{title}</p>
      <p className="mt-1 text-sm text-gray-600">{text}</p>
      {tab !== 'superLikeReceived' ? (
        <Link
          to="/"
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-500 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-600"
        >
          <Search aria-hidden="true" className="h-4 w-4" />
          {t.discover}
        </Link>
      ) : null}
    </div>
  )
}
