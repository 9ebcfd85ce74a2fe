import { Link } from '@tanstack/react-router'
import { Star } from 'lucide-react'
import { connections as t } from '../../i18n/es/connections'
import type { Connection } from './connections-merge'
import { PendingMark } from './PendingMark'
import { PetThumb } from '../../ui/PetThumb'
import { relativeTime } from '../../i18n/relative-time'

/**
 * A sent or received super like (spec §3 'Sent/Received super like'): the other pet, its owner,
 * my pet, the time. Opens the other pet's profile.
 */
export function SuperLikeItem({ superLike, now }: { superLike: Connection; now: number }) {
  const name = superLike.otherPetName ?? ''
  const isReceived = superLike.kind === 'superLikeReceived'
  const owner = superLike.otherUserName ?? ''
  const myPet = superLike.myPetName
  const body = (
    <>
      <PetThumb
        image={superLike.otherPetImage}
        alt={t.photoAlt(name)}
        className="h-16 w-16 rounded-2xl"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="flex min-w-0 items-center gap-1.5 font-bold text-gray-900">
            <Star aria-hidden="true" className="h-4 w-4 shrink-0 fill-sky-500 text-sky-500" />
            <span className="truncate">{name}</span>
          </p>
          <span className="shrink-0 text-xs text-gray-500">
            {relativeTime(superLike.createdAt, now)}
          </span>
        </div>
        <p className="truncate text-sm text-gray-600">
          {[superLike.otherPetBreed, owner ? t.owner(owner) : null].filter(Boolean).join(' · ')}
        </p>
        {myPet ? (
          <p className="truncate text-sm text-gray-500">
            {isReceived ? t.sentBy(name) + ' ' + t.toMyPet(myPet) : t.sentFrom(myPet)}
          </p>
        ) : null}
        {superLike.syncState !== 'synced' ? <PendingMark /> : null}
      </div>
    </>
  )
  const className =
    'flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 hover:bg-brand-50/60'
  if (!superLike.otherPetId) return <div className={className}>{body}</div>
  return (
    <Link to="/pet/$petId" params={{ petId: superLike.otherPetId }} className={className}>
      {body}
    </Link>
  )
}
