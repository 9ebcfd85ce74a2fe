import { Heart, Search, Star } from 'lucide-react'
import { connections as t } from '../../i18n/es/connections'
import { EmptyState } from '../../ui/EmptyState'
import type { ConnectionTab } from './ConnectionTabs'

const ICONS = { match: Heart, superLikeSent: Star, superLikeReceived: Star } as const

/** A tab with nothing yet; Matches and Enviados lead to discovering pets (spec §2). */
export function EmptyConnections({ tab }: { tab: ConnectionTab }) {
  const { title, text } = t.empty[tab]
  return (
    <EmptyState
      icon={ICONS[tab]}
      title={title}
      text={text}
      {...(tab !== 'superLikeReceived'
        ? { action: { to: '/', label: t.discover, icon: Search } as const }
        : {})}
    />
  )
}
