import { Link } from '@tanstack/react-router'
import { Compass, Heart, Search, Star, User } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { shell } from '../../i18n/es/shell'

const TABS = [
  { to: '/', label: shell.tabs.explore, Icon: Compass },
  { to: '/matches', label: shell.tabs.matches, Icon: Heart },
  { to: '/favorites', label: shell.tabs.favorites, Icon: Star },
  { to: '/lost-pets', label: shell.tabs.lostPets, Icon: Search },
  { to: '/profile', label: shell.tabs.profile, Icon: User },
] as const satisfies ReadonlyArray<{ to: string; label: string; Icon: LucideIcon }>

export function BottomNav() {
  return (
    <nav
      aria-label={shell.mainNavigation}
      className="shrink-0 border-t border-gray-100 bg-white pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]"
    >
      <ul className="mx-auto flex h-16 max-w-3xl items-stretch">
        {TABS.map(({ to, label, Icon }) => (
          <li key={to} className="flex-1">
            <Link
              to={to}
              // '/' would match every path without exact; /matches stays active on /matches/x.
              activeOptions={{ exact: to === '/', includeSearch: false }}
              className="group flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium text-gray-500 transition-colors hover:text-gray-800 aria-[current=page]:text-brand-600"
            >
              <span className="rounded-full px-4 py-1 transition-colors group-aria-[current=page]:bg-brand-50">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
