import { X } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'

/** A Spanish error the user reads and dismisses (a refused or failed change). */
export function ErrorNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Notice
      kind="error"
      action={
        <Button
          variant="icon"
          size="sm"
          aria-label={t.dismissError}
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
