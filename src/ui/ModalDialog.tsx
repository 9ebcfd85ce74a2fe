import { useEffect, useRef, type DialogHTMLAttributes } from 'react'

interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onCancel' | 'onClose' | 'onClick'
> {
  isOpen: boolean
  /** Esc (and, with closeOnBackdrop, a click on the backdrop); the caller decides whether to close. */
  onDismiss: () => void
  closeOnBackdrop?: boolean
}

/**
 * Every modal of the app: a native <dialog> kept in step with `isOpen`. showModal() gives the
 * focus trap, Esc and the backdrop; Esc becomes onDismiss, so the caller's state stays the one
 * truth of whether it is open (a busy dialog can refuse). Where HTMLDialogElement lacks those
 * methods (jsdom, old browsers) the `open` attribute still shows it, non-modal but closable.
 */
export function ModalDialog({
  isOpen,
  onDismiss,
  closeOnBackdrop,
  ...attributes
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || isOpen === dialog.open) return
    if (!dialog.showModal) dialog.toggleAttribute('open', isOpen)
    else if (isOpen) dialog.showModal()
    else dialog.close()
  }, [isOpen])
  return (
    // The dialog box has no padding of its own, so a click whose target is the <dialog> itself
    // landed on the backdrop; keyboard users have Esc.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      {...attributes}
      onCancel={(event) => {
        event.preventDefault()
        onDismiss()
      }}
      // Chromium closes without a cancellable cancel event on a second Esc with no user
      // activation in between: the caller must still learn that it is closed.
      onClose={() => {
        if (isOpen) onDismiss()
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onDismiss()
      }}
    />
  )
}
