import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Button } from '../../ui/Button'

/**
 * What a settings form shows once the server accepted it (password changed, link mailed): a
 * status the screen reader hears, and the button that closes the dialog.
 */
export function FormDone({
  Icon,
  closeLabel,
  onClose,
  children,
}: {
  Icon: LucideIcon
  closeLabel: string
  onClose: () => void
  children: ReactNode
}) {
  return (
    <div className="space-y-4">
      <div
        role="status"
        className="flex items-start gap-2 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900 ring-1 ring-green-200"
      >
        <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {children}
      </div>
      <Button onClick={onClose} variant="secondary" size="lg" isFullWidth>
        {closeLabel}
      </Button>
    </div>
  )
}
