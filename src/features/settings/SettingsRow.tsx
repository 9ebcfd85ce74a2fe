import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { settings as t } from '../../i18n/es/settings'

export type SettingsTarget = '/notifications' | '/premium' | '/terms' | '/privacy'

interface SettingsRowProps {
  label: string
  Icon: LucideIcon
  /** Where the row leads; without one the row is marked 'Próximamente'. */
  to?: SettingsTarget
}

const ROW_CLASS = 'flex min-h-14 items-center gap-3 px-4 py-2'

export function SettingsRow({ label, Icon, to }: SettingsRowProps) {
  const leading = (
    <>
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="flex-1">{label}</span>
    </>
  )
  if (!to) {
    return (
      <li className={`${ROW_CLASS} text-gray-500`}>
        {leading}
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-500">
          {t.comingSoon}
        </span>
      </li>
    )
  }
  return (
    <li>
      <Link to={to} className={`${ROW_CLASS} text-gray-900 hover:bg-gray-50`}>
        {leading}
        <ChevronRight aria-hidden="true" className="h-5 w-5 text-gray-400" />
      </Link>
    </li>
  )
}
