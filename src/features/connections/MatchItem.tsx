import { Link } from '@tanstack/react-router'
import { Star } from 'lucide-react'
import { connections as t } from '../../i18n/es/connections'
import type { Connection } from './connections-merge'
import { connectionTime } from './connections-merge'
import { PendingMark } from './PendingMark'
import { PetThumb } from '../../ui/PetThumb'
import { relativeTime } from '../../i18n/relative-time'

/**
 * One match in 'Tus Conexiones' (spec §3 'Match list item'): the other pet, its owner, which
 * of my pets matched, the time, the unread badge and the last message. Opens the chat.
 */
export function MatchItem({ match, now }: { match: Connection; now: number }) {
  const name = match.otherPetName ?? ''
  const body = (
    <>
      <div className="relative">
        <PetThumb
          image={match.otherPetImage}
          alt={t.photoAlt(name)}
          className="h-16 w-16 rounded-2xl"
        />
        {match.isSuperLike ? (
          <span className="absolute -right-1 -bottom-1 flex h-6 w-6 items-center justify-center rounded-full bg-sky-500 text-white ring-2 ring-white">
            <Star aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
            <span className="sr-only">{t.superLike}</span>
          </span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate font-bold text-gray-900">{name}</p>
          <span className="shrink-0 text-xs text-gray-500">
            {relativeTime(connectionTime(match), now)}
          </span>
        </div>
        <p className="truncate text-sm text-gray-600">
          {[match.otherPetBreed, match.otherUserName ? t.owner(match.otherUserName) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <div className="mt-0.5 flex items-center justify-between gap-2">
          <p
            className={`truncate text-sm ${match.unreadCount > 0 ? 'font-semibold text-gray-900' : 'text-gray-500'}`}
          >
            {match.myPetName ? (
              <span className="font-medium text-brand-700">{t.withMyPet(match.myPetName)} · </span>
            ) : null}
            {match.lastMessage ?? t.noMessages}
          </p>
          {match.unreadCount > 0 ? (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-500 px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{match.unreadCount}</span>
              <span className="sr-only">{t.unread(match.unreadCount)}</span>
            </span>
          ) : null}
        </div>
        {match.syncState !== 'synced' ? <PendingMark /> : null}
      </div>
    </>
  )
  const className =
    'flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 hover:bg-brand-50/60'
  if (!match.matchId) return <div className={className}>{body}</div>
  return (
    <Link to="/chat/$matchId" params={{ matchId: match.matchId }} className={className}>
      {body}
    </Link>
  )
}
