import { Info, X } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'

interface InfoNoticeProps {
  message: string
  onDismiss: () => void
  /** 'success' for a change that went through, 'info' for anything else worth saying */
  tone?: 'success' | 'info'
}

/**
 * A Spanish notice the user reads and dismisses: a saved change, or what a button whose screen
 * comes in a later version does not do yet. A live region, so screen readers hear it too.
 */
export function InfoNotice({ message, onDismiss, tone = 'info' }: InfoNoticeProps) {
  const colours =
    tone === 'success'
      ? 'bg-emerald-50 text-emerald-800 ring-emerald-100'
      : 'bg-sky-50 text-sky-900 ring-sky-100'
  return (
    <div
      role="status"
      className={`flex items-start gap-2 rounded-2xl px-3 py-2.5 text-sm ring-1 ${colours}`}
    >
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="min-w-0 flex-1">{message}</p>
      <button
        type="button"
        aria-label={t.dismissNotice}
        onClick={onDismiss}
        className="-m-1 rounded-full p-1 hover:bg-black/5"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}
