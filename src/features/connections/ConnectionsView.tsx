import { Link } from '@tanstack/react-router'
import { MessageCircle } from 'lucide-react'
import { useState } from 'react'
import { connections as t } from '../../i18n/es/connections'
import type { ConnectionLists } from './connections-merge'
import { ConnectionTabs, panelId, tabId, type ConnectionTab } from './ConnectionTabs'
import { EmptyConnections } from './EmptyConnections'
import { FeedGate } from './FeedGate'
import { MatchItem } from './MatchItem'
import { SuperLikeItem } from './SuperLikeItem'
import type { FeedState } from './use-matches-feed'

export interface ConnectionsViewProps extends FeedState {
  lists: Pick<ConnectionLists, ConnectionTab>
  now: number
  initialTab?: ConnectionTab
}

/**
 * 'Tus Conexiones' from its data (ConnectionsPage wires the hooks): the three tabs with their
 * counts, and the selected list — or, when nothing is stored, the spinner during the first
 * pull, 'Error al cargar matches' with 'Reintentar' when it failed, else the empty state.
 */
export function ConnectionsView(props: ConnectionsViewProps) {
  const { lists, now, initialTab, ...feed } = props
  const [tab, setTab] = useState<ConnectionTab>(initialTab ?? 'match')
  const counts = {
    match: lists.match.length,
    superLikeSent: lists.superLikeSent.length,
    superLikeReceived: lists.superLikeReceived.length,
  }
  const isEmpty = counts.match + counts.superLikeSent + counts.superLikeReceived === 0
  const items = lists[tab]
  const unread = lists.match.reduce((total, match) => total + match.unreadCount, 0)

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-extrabold text-gray-900">{t.heading}</h1>
        {/* The messages list has no tab of its own (spec §2): it is reached from here. */}
        <Link
          to="/chat"
          title={t.messagesLink}
          className="relative flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-orange-50 text-orange-700 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          <MessageCircle aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">{t.messagesLink}</span>
          {unread > 0 ? (
            <span className="absolute -top-1 -right-1 min-w-5 rounded-full bg-orange-500 px-1 text-center text-xs leading-5 font-semibold text-white">
              <span aria-hidden="true">{unread > 9 ? '9+' : unread}</span>
              <span className="sr-only">{t.unread(unread)}</span>
            </span>
          ) : null}
        </Link>
      </div>
      <ConnectionTabs selected={tab} counts={counts} onSelect={setTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <FeedGate {...feed} isEmpty={isEmpty} texts={t}>
          {items.length === 0 ? (
            <EmptyConnections tab={tab} />
          ) : (
            <ul className="flex flex-col gap-2">
              {items.map((item) => (
                <li key={item.id}>
                  {item.kind === 'match' ? (
                    <MatchItem match={item} now={now} />
                  ) : (
                    <SuperLikeItem superLike={item} now={now} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </FeedGate>
      </div>
    </div>
  )
}
