import { Link } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'

export type SettingsTarget = '/notifications' | '/premium' | '/terms' | '/privacy'

/**
 * One entry of a settings section. Each does what it says: a link to its screen or an action
 * (a dialog).
 */
export type SettingsRowData = { label: string; Icon: LucideIcon } & (
  | { kind: 'link'; to: SettingsTarget }
  | { kind: 'action'; onPress: () => void; /** current value, e.g. 'Activada' */ detail?: string }
)

const ROW_CLASS = 'flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left'

function Leading({ label, Icon }: { label: string; Icon: LucideIcon }) {
  return (
    <>
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="flex-1">{label}</span>
    </>
  )
}

export function SettingsRow({ row }: { row: SettingsRowData }) {
  switch (row.kind) {
    case 'link':
      return (
        <li>
          <Link to={row.to} className={`${ROW_CLASS} text-gray-900 hover:bg-gray-50`}>
            <Leading label={row.label} Icon={row.Icon} />
            <ChevronRight aria-hidden="true" className="h-5 w-5 text-gray-400" />
          </Link>
        </li>
      )
    case 'action':
      return (
        <li>
          <button
            type="button"
            onClick={row.onPress}
            className={`${ROW_CLASS} text-gray-900 hover:bg-gray-50`}
          >
            <Leading label={row.label} Icon={row.Icon} />
            {row.detail ? <span className="text-sm text-gray-500">{row.detail}</span> : null}
            <ChevronRight aria-hidden="true" className="h-5 w-5 text-gray-400" />
          </button>
        </li>
      )
  }
}
