import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'

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
      <Notice kind="success" icon={Icon}>
        {children}
      </Notice>
      <Button onClick={onClose} variant="secondary" size="lg" isFullWidth>
        {closeLabel}
      </Button>
    </div>
  )
}
