import { Clock } from 'lucide-react'
import { connections as t } from '../../i18n/es/connections'

/** 'Pendiente': this relation is still on its way to the server. */
export function PendingMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-800">
      <Clock aria-hidden="true" className="h-3 w-3" />
      {t.pending}
    </span>
  )
}
