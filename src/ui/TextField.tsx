import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react'
import { CircleAlert } from 'lucide-react'
import { common } from '../i18n/es/common'

export interface FieldProps {
  label: string
  /** Says '(opcional)' after the label, lighter; part of the accessible name. */
  isOptional?: boolean | undefined
  /** A star after the label for sighted users; the control's `required` says it to the rest. */
  hasRequiredMark?: boolean | undefined
  /** Guidance under the control, hidden while an error stands in its place. */
  hint?: string | undefined
  /** The message under the control; also marks it invalid. */
  error?: string | undefined
  /** Marks the control invalid when the message is shown elsewhere (the form's error box). */
  isInvalid?: boolean | undefined
  /** Id of an element outside the field that also describes it (the form's error box). */
  describedBy?: string | undefined
  /** layout of the whole field (margins, grid placement) */
  className?: string | undefined
}

/** What the label, hint and error need from the control they describe. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** Without horizontal padding: an input with an icon or a trailing button pads its own side. */
function controlLook(isInvalid: boolean): string {
  return `block w-full rounded-xl border bg-white py-2.5 text-base placeholder:text-gray-400 focus:ring-2 focus:outline-none disabled:bg-gray-50 ${
    isInvalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-gray-300 focus:border-brand-500 focus:ring-orange-200'
  }`
}

/** The look of a field's control, for a select or a picker that draws its own element. */
export function fieldControlClassName(isInvalid: boolean): string {
  return `${controlLook(isInvalid)} px-3.5`
}

/**
 * A label, hint and error around one control, tied to it with htmlFor and aria-describedby.
 * The control is drawn by `render` from the ids and states it is given, and from the props
 * that are not the field's own (a TextField's input attributes).
 */
export function Field<P extends FieldProps>({
  label,
  isOptional,
  hasRequiredMark,
  hint,
  error,
  isInvalid,
  describedBy,
  className,
  render,
  ...control
}: P & {
  render: (a11y: FieldControlProps, control: Omit<P, keyof FieldProps | 'render'>) => ReactNode
}) {
  const id = useId()
  const showsHint = Boolean(hint) && !error
  const descriptions = [describedBy, error ? `${id}-error` : null, showsHint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
        {hasRequiredMark ? <span aria-hidden="true"> *</span> : null}
        {isOptional ? (
          // The space stays outside the span: a name computed from the label trims each element.
          <>
            {' '}
            <span className="font-normal text-gray-600">{common.optional}</span>
          </>
        ) : null}
      </label>
      {render(
        {
          id,
          'aria-invalid': error || isInvalid ? true : undefined,
          'aria-describedby': descriptions || undefined,
        },
        control,
      )}
      {showsHint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  )
}

export type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    /** decorative icon inside the input, on the left */
    icon?: ReactNode
    /** a control inside the input, on the right (the show-password button) */
    trailing?: ReactNode
    ref?: Ref<HTMLInputElement>
  }

export function TextField(props: TextFieldProps) {
  return (
    <Field<TextFieldProps>
      {...props}
      render={(a11y, { icon, trailing, ...input }) => (
        <div className="relative">
          {icon ? (
            <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-400">
              {icon}
            </span>
          ) : null}
          <input
            {...input}
            {...a11y}
            className={`${controlLook(Boolean(a11y['aria-invalid']))} min-h-11 text-gray-900 ${
              icon ? 'pl-10' : 'pl-3.5'
            } ${trailing ? 'pr-12' : 'pr-3.5'}`}
          />
          {trailing ? (
            <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
          ) : null}
        </div>
      )}
    />
  )
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLTextAreaElement>
  }

export function TextAreaField(props: TextAreaFieldProps) {
  return (
    <Field<TextAreaFieldProps>
      {...props}
      render={(a11y, textarea) => (
        <textarea
          {...textarea}
          {...a11y}
          className={`${fieldControlClassName(Boolean(a11y['aria-invalid']))} resize-none text-gray-900`}
        />
      )}
    />
  )
}
