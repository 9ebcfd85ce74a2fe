import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { Bell, ChevronRight, Crown, Settings, Stethoscope, type LucideIcon } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'

type QuickTarget = '/notifications' | '/premium' | '/health-services' | '/settings'

const ACTIONS: ReadonlyArray<{ to: QuickTarget; label: string; Icon: LucideIcon; tint: string }> = [
  {
    to: '/notifications',
    label: t.quick.notifications,
    Icon: Bell,
    tint: 'bg-sky-50 text-sky-600',
  },
  { to: '/premium', label: t.quick.premium, Icon: Crown, tint: 'bg-amber-50 text-amber-600' },
  {
    to: '/health-services',
    label: t.quick.healthServices,
    Icon: Stethoscope,
    tint: 'bg-emerald-50 text-emerald-600',
  },
  { to: '/settings', label: t.quick.settings, Icon: Settings, tint: 'bg-gray-100 text-gray-600' },
]

/** Quick-actions card (spec §2): notifications, premium, health services and settings. */
export function QuickActions() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-lg font-bold text-gray-900">
        {t.quickActions}
      </h2>
      <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100">
        {ACTIONS.map(({ to, label, Icon, tint }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-14 items-center gap-3 px-4 py-2 font-medium text-gray-900 hover:bg-gray-50"
            >
              <span
                className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${tint}`}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden="true" className="h-5 w-5 text-gray-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
