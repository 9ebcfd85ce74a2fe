import { MapPin } from 'lucide-react'
import type { PublicUser } from '@contract/auth.contract'
import { profile as t } from '../../i18n/es/profile'
import { UserAvatar } from './UserAvatar'

const monthYear = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric' })

function memberSince(createdAt: string): string | null {
  const date = new Date(createdAt)
  return Number.isNaN(date.getTime()) ? null : t.memberSince(monthYear.format(date))
}

/** Who is signed in: banner, avatar, name, city and 'member since' (issue 4 adds editing). */
export function ProfileHeader({ user }: { user: PublicUser }) {
  const since = memberSince(user.createdAt)
  const place = user.city ?? user.location
  return (
    <header className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-gray-100">
      <div aria-hidden="true" className="h-20 bg-gradient-to-br from-brand-400 to-amber-400" />
      <div className="-mt-10 flex flex-col items-center px-4 pb-5 text-center">
        <UserAvatar name={user.name} avatar={user.avatar} />
        <h2 className="mt-2 text-xl font-bold break-words text-gray-900">{user.name}</h2>
        {place ? (
          <p className="mt-0.5 inline-flex items-center gap-1 text-sm text-gray-600">
            <MapPin aria-hidden="true" className="h-4 w-4 text-brand-500" />
            {place}
          </p>
        ) : null}
        {since ? <p className="mt-0.5 text-xs text-gray-500">{since}</p> : null}
      </div>
    </header>
  )
}
