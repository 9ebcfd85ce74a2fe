import { Link } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'

export interface EmptyStateProps {
  icon: LucideIcon
  title: string
  text: string
  /** the call to action (spec §2: most empty lists lead somewhere to fill them) */
  action?: { to: '/' | '/add-pet'; label: string; icon: LucideIcon }
  /** vertical room: lists use the roomier default, a section of a page the tighter one */
  isCompact?: boolean
}

/** A list with nothing in it yet: an icon, what is missing, and where to go about it. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  isCompact = false,
}: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center rounded-2xl border-2 border-dashed border-orange-200 bg-brand-50/60 px-6 text-center ${isCompact ? 'py-8' : 'py-10'}`}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-brand-500 shadow-sm">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <p className="mt-3 text-base font-bold text-gray-900">{title}</p>
      <p className="mt-1 text-sm text-gray-600">{text}</p>
      {action ? (
        <Link
          to={action.to}
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-500 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-600"
        >
          <action.icon aria-hidden="true" className="h-4 w-4" />
          {action.label}
        </Link>
      ) : null}
    </div>
  )
}
