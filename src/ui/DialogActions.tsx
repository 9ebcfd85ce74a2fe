import { Button } from './Button'

interface DialogActionsProps {
  cancelLabel: string
  /** the committing action; says what it is doing while busy (e.g. 'Guardando...') */
  confirmLabel: string
  /** 'danger' (red) for an action that destroys or cannot be undone, 'primary' for a save or send */
  tone?: 'danger' | 'primary'
  /** both buttons wait while the action runs */
  isBusy: boolean
  /** the confirm button alone waits for the form to be complete */
  isConfirmDisabled?: boolean
  onCancel: () => void
  /** omitted: the confirm button submits the dialog's form */
  onConfirm?: () => void
  /** layout of the row (its margin above) */
  className?: string
}

/** The Cancel / confirm pair at the foot of a modal dialog, side by side in equal halves. */
export function DialogActions({
  cancelLabel,
  confirmLabel,
  tone = 'danger',
  isBusy,
  isConfirmDisabled = false,
  onCancel,
  onConfirm,
  className = 'mt-5',
}: DialogActionsProps) {
  return (
    <div className={`flex gap-3 ${className}`}>
      <Button variant="secondary" onClick={onCancel} disabled={isBusy} className="flex-1">
        {cancelLabel}
      </Button>
      <Button
        variant={tone}
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={isConfirmDisabled}
        isBusy={isBusy}
        className="flex-1"
      >
        {confirmLabel}
      </Button>
    </div>
  )
}
