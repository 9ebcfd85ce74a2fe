import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { CircleAlert } from 'lucide-react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Inline message under the input; also marks the input invalid. */
  error?: string | undefined
  /** Marks the input invalid when the message is shown elsewhere (the form's error box). */
  isInvalid?: boolean
  /** Id of an element outside the field that also describes it (e.g. the form's error box). */
  describedBy?: string | undefined
  hint?: string
  /** Decorative icon drawn inside the input, on the left. */
  icon?: ReactNode
  /** Control drawn inside the input, on the right (e.g. the show-password button). */
  trailing?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({
  label,
  error,
  isInvalid = false,
  describedBy,
  hint,
  icon,
  trailing,
  ref,
  className = '',
  ...inputProps
}: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const invalid = Boolean(error) || isInvalid
  const descriptions = [describedBy, error ? errorId : undefined, hint ? hintId : undefined]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        {icon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-400">
            {icon}
          </span>
        )}
        <input
          id={id}
          ref={ref}
          aria-invalid={invalid || undefined}
          aria-describedby={descriptions || undefined}
          className={`block min-h-12 w-full rounded-xl border bg-white py-3 text-base text-gray-900 placeholder:text-gray-400 transition-colors focus:ring-2 focus:outline-none ${
            icon ? 'pl-10' : 'pl-3.5'
          } ${trailing ? 'pr-12' : 'pr-3.5'} ${
            invalid
              ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
              : 'border-gray-300 focus:border-brand-500 focus:ring-orange-200'
          }`}
          {...inputProps}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-gray-500">
          {hint}
        </p>
      )}
    </div>
  )
}
