import { useId, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { RefreshCw, X } from 'lucide-react'
import { pwa } from '../../i18n/es/pwa'
import { useHasUnsavedForms } from '../../ui/unsaved-forms'
import { Button } from '../../ui/Button'

const t = pwa.update

interface UpdatePromptProps {
  /** activates the new version; the page reloads once it has taken over */
  onUpdate: () => Promise<void>
  onDismiss: () => void
}

/**
 * 'Hay una nueva versión de Huellitas' with 'Actualizar'. One slim row at the top, clear of
 * the bottom navigation and the swipe buttons, that the × ('Más tarde') puts away. While a form holds
 * unsaved text the button waits and says why (nothing typed is lost to the reload).
 */
export function UpdatePrompt({ onUpdate, onDismiss }: UpdatePromptProps) {
  const titleId = useId()
  const hasUnsavedForms = useHasUnsavedForms()
  const [isUpdating, setIsUpdating] = useState(false)
  return (
    <aside
      aria-labelledby={titleId}
      className="fixed inset-x-3 top-[calc(0.5rem+env(safe-area-inset-top))] z-50 mx-auto max-w-md rounded-2xl border border-brand-100 bg-white py-1.5 pr-1.5 pl-3 shadow-xl"
    >
      <div className="flex items-center gap-2">
        <RefreshCw aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
        <h2
          id={titleId}
          className="min-w-0 flex-1 text-sm leading-tight font-semibold text-gray-900"
        >
          {t.title}
        </h2>
        <Button
          size="sm"
          disabled={hasUnsavedForms || isUpdating}
          onClick={() => {
            setIsUpdating(true)
            void onUpdate()
          }}
        >
          {isUpdating ? t.updating : t.action}
        </Button>
        <Button onClick={onDismiss} aria-label={t.later} variant="icon">
          <X aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      {hasUnsavedForms ? (
        <p role="status" className="pr-2 pb-1.5 text-sm text-gray-600">
          {t.saveFirst}
        </p>
      ) : null}
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
