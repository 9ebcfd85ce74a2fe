import { useEffect, useRef, type RefObject } from 'react'

/**
 * Keeps a native <dialog> in step with `isOpen`: showModal() gives the focus trap, Esc and the
 * backdrop for free. Where HTMLDialogElement lacks those methods (jsdom, old browsers) the
 * `open` attribute still shows it, non-modal but visible and closable.
 */
export function useModalDialog(isOpen: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
  }, [isOpen])
  return ref
}
