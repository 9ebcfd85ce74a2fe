import { Clock } from 'lucide-react'
import { offline as t } from '../../i18n/es/offline'

/**
 * Marks an item whose change has not reached the server yet (an RxDB document in state
 * 'pending'). An image role with a label, so a screen reader says 'Pendiente de sincronizar'
 * once instead of reading the icon and the short visible word.
 */
export function PendingBadge({ className = '' }: { className?: string }) {
  return (
    <span
      role="img"
      aria-label={t.pendingBadgeLabel}
      title={t.pendingBadgeLabel}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 ${className}`}
    >
      <Clock aria-hidden="true" className="h-3 w-3" />
      {t.pendingBadge}
    </span>
  )
}
