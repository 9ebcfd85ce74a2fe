import { useId } from 'react'

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

export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  )
}
