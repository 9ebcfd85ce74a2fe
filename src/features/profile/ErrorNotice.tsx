import { CircleAlert, X } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'

/** A Spanish error the user reads and dismisses (a refused or failed change). */
export function ErrorNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-2xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-100"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="min-w-0 flex-1">{message}</p>
      <button
        type="button"
        aria-label={t.dismissError}
        onClick={onDismiss}
        className="-m-1 rounded-full p-1 text-red-700 hover:bg-red-100"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}
