import { useId, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { RefreshCw } from 'lucide-react'
import { pwa } from '../../i18n/es/pwa'
import { useHasUnsavedForms } from '../../ui/unsaved-forms'

const t = pwa.update

interface UpdatePromptProps {
  /** activates the new version; the page reloads once it has taken over */
  onUpdate: () => Promise<void>
  onDismiss: () => void
}

/**
 * 'Hay una nueva versión de Huellitas' with 'Actualizar'. A small card at the top, clear of
 * the bottom navigation and the swipe buttons, that 'Más tarde' puts away. While a form holds
 * unsaved text the button waits and says why (nothing typed is lost to the reload).
 */
export function UpdatePrompt({ onUpdate, onDismiss }: UpdatePromptProps) {
  const titleId = useId()
  const hasUnsavedForms = useHasUnsavedForms()
  const [isUpdating, setIsUpdating] = useState(false)
  return (
    <aside
      aria-labelledby={titleId}
      className="fixed inset-x-3 top-[calc(0.75rem+env(safe-area-inset-top))] z-50 mx-auto max-w-md rounded-2xl border border-brand-100 bg-white p-3 shadow-xl"
    >
      <div className="flex items-center gap-3">
        <RefreshCw aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
        <h2 id={titleId} className="min-w-0 flex-1 text-sm font-semibold text-gray-900">
          {t.title}
        </h2>
      </div>
      {hasUnsavedForms ? (
        <p role="status" className="mt-2 text-sm text-gray-600">
          {t.saveFirst}
        </p>
      ) : null}
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 rounded-full px-4 text-sm font-medium text-gray-700 hover:bg-gray-100"
        >
          {t.later}
        </button>
        <button
          type="button"
          disabled={hasUnsavedForms || isUpdating}
          onClick={() => {
            setIsUpdating(true)
            void onUpdate()
          }}
          className="min-h-11 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
        >
          {isUpdating ? t.updating : t.action}
        </button>
      </div>
    </aside>
  )
}

let mounted: { unmount(): void } | null = null

/**
 * Shows the prompt in a root of its own (once per page): it lives outside the router's tree,
 * so it needs none of its context and stays across screens.
 */
export function mountUpdatePrompt({ onUpdate }: Pick<UpdatePromptProps, 'onUpdate'>): void {
  if (mounted) return
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  mounted = {
    unmount() {
      root.unmount()
      host.remove()
    },
  }
  const dismiss = () => {
    mounted?.unmount()
    mounted = null
  }
  root.render(<UpdatePrompt onUpdate={onUpdate} onDismiss={dismiss} />)
}
