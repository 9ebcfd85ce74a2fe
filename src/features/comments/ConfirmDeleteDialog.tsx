import { comments as t } from '../../i18n/es/comments'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

interface ConfirmDeleteDialogProps {
  isOpen: boolean
  isBusy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** '¿Quieres eliminar este comentario?' as an in-app alert dialog, not window.confirm. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      role="alertdialog"
      title={t.deleteConfirm}
      confirmLabel={t.deleteYes}
      busyLabel={t.deleting}
      cancelLabel={t.deleteNo}
    />
  )
}
