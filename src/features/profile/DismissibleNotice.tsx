import { Info, X } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'

/**
 * A Spanish notice the user reads and dismisses: a refused or failed change (an alert), a saved
 * change, or what a button whose screen comes in a later version does not do yet (a status).
 */
export function DismissibleNotice({
  kind,
  message,
  onDismiss,
}: {
  kind: 'error' | 'success' | 'info'
  message: string
  onDismiss: () => void
}) {
  return (
    <Notice
      kind={kind}
      // An error keeps the notice's alert circle; the others say 'for your information'.
      icon={kind === 'error' ? undefined : Info}
      action={
        <Button
          variant="icon"
          size="sm"
          aria-label={kind === 'error' ? t.dismissError : t.dismissNotice}
          onClick={onDismiss}
          className="-m-2"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </Button>
      }
    >
      {message}
    </Notice>
  )
}
