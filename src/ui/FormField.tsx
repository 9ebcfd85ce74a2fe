import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react'

interface FieldProps {
  label: string
  /** Said after the label, lighter: e.g. '(opcional)'. Part of the accessible name. */
  optional?: string | undefined
  error?: string | undefined
  hint?: string | undefined
}

interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  className: string
}

const CONTROL =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-gray-900 placeholder:text-gray-400 focus:ring-2 focus:outline-none'

/**
 * The app's labelled text controls (profile, visitor, notification and request forms): label,
 * hint and error around one control, tied to it with aria-describedby.
 */
function Field({
  label,
  optional,
  error,
  hint,
  control,
}: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const id = useId()
  const showsHint = Boolean(hint) && !error
  const describedBy = [error ? `${id}-error` : null, showsHint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
        {optional ? <span className="font-normal text-gray-600"> {optional}</span> : null}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: `${CONTROL} ${
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
            : 'border-gray-300 focus:border-brand-500 focus:ring-orange-200'
        }`,
      })}
      {showsHint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The field's own props apart from the control's. */
function splitField<P extends FieldProps>({ label, optional, error, hint, ...control }: P) {
  return { field: { label, optional, error, hint }, control }
}

export function TextField(
  props: FieldProps &
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
      ref?: Ref<HTMLInputElement>
    },
) {
  const { field, control: input } = splitField(props)
  return (
    <Field
      {...field}
      control={({ className, ...a11y }) => (
        <input {...input} {...a11y} className={`${className} min-h-11`} />
      )}
    />
  )
}

export function TextAreaField(
  props: FieldProps &
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
      ref?: Ref<HTMLTextAreaElement>
    },
) {
  const { field, control: textarea } = splitField(props)
  return (
    <Field
      {...field}
      control={({ className, ...a11y }) => (
        <textarea {...textarea} {...a11y} className={`${className} resize-none`} />
      )}
    />
  )
}
