interface DialogActionsProps {
  cancelLabel: string
  /** the destructive or committing action, drawn in red */
  confirmLabel: string
  /** both buttons wait while the action runs */
  isBusy: boolean
  onCancel: () => void
  /** omitted: the confirm button submits the dialog's form */
  onConfirm?: () => void
}

/** The Cancel / red confirm pair at the foot of a modal dialog. */
export function DialogActions({
  cancelLabel,
  confirmLabel,
  isBusy,
  onCancel,
  onConfirm,
}: DialogActionsProps) {
  return (
    <div className="mt-5 flex gap-3">
      <button
        type="button"
        onClick={onCancel}
        disabled={isBusy}
        className="flex-1 rounded-full bg-gray-100 px-3 py-2.5 font-semibold text-gray-800 hover:bg-gray-200 disabled:opacity-50"
      >
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={isBusy}
        className="flex-1 rounded-full bg-red-600 px-3 py-2.5 font-semibold whitespace-nowrap text-white hover:bg-red-700 disabled:opacity-50"
      >
        {confirmLabel}
      </button>
    </div>
  )
}
