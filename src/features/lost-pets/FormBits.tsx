import { useId, type ReactNode } from 'react'
import { X } from 'lucide-react'
import { useModalDialog } from '../../ui/use-modal-dialog'

/** A labelled input with its error under it (aria-invalid and aria-describedby wired). */
export function TextField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  type?: 'text' | 'tel' | 'email' | 'date' | 'time'
  max?: string
  required?: boolean
  multiline?: boolean
  placeholder?: string
  autoComplete?: string
  disabled?: boolean
}) {
  const id = useId()
  const errorId = useId()
  const shared = {
    id,
    value: props.value,
    disabled: props.disabled,
    required: props.required,
    placeholder: props.placeholder,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
    className: `w-full rounded-xl border bg-white px-3 py-2.5 text-base text-gray-900 ${
      props.error ? 'border-red-400' : 'border-gray-300'
    } focus:border-brand-500 focus:outline-none`,
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-800">
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {props.multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          max={props.max}
          autoComplete={props.autoComplete}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

/** A tall form dialog (native modal <dialog>): title, close button, scrolling body. */
export function FormDialog(props: {
  isOpen: boolean
  title: string
  closeLabel: string
  isBusy: boolean
  onClose: () => void
  children: ReactNode
}) {
  const titleId = useId()
  const ref = useModalDialog(props.isOpen)
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!props.isBusy) props.onClose()
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-lg overflow-y-auto rounded-3xl bg-white p-4 shadow-2xl backdrop:bg-gray-950/50"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {props.title}
        </h2>
        <button
          type="button"
          aria-label={props.closeLabel}
          disabled={props.isBusy}
          onClick={props.onClose}
          className="-mr-1 rounded-full p-2 text-gray-500 hover:bg-gray-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {props.isOpen ? props.children : null}
    </dialog>
  )
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  )
}
