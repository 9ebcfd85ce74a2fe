import { HeartCrack } from 'lucide-react'
import { connections as t } from '../../i18n/es/connections'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

interface UnmatchDialogProps {
  isOpen: boolean
  petName: string
  isBusy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** '¿Deshacer este match?' before the unmatch. */
export function UnmatchDialog({ petName, ...rest }: UnmatchDialogProps) {
  return (
    <ConfirmDialog
      {...rest}
      title={t.detail.confirmTitle}
      text={t.detail.confirmText(petName)}
      icon={<HeartCrack aria-hidden="true" className="h-6 w-6" />}
      confirmLabel={t.detail.confirm}
      busyLabel={t.detail.working}
      cancelLabel={t.detail.cancel}
    />
  )
}
