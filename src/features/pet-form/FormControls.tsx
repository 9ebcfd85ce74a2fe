import { useId, type ReactNode } from 'react'
import { CircleAlert, Info } from 'lucide-react'

/**
 * Small building blocks of the pet form: a card per section, a labelled control with its
 * error tied to it, and the two kinds of notice (what is missing, what went wrong).
 */
export const CONTROL_CLASS =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base placeholder:text-gray-400 focus:ring-2 focus:outline-none disabled:bg-gray-50'

/** `showsPlaceholder`: a select still on its empty option, drawn like an input's placeholder. */
export function controlClass(hasError: boolean, showsPlaceholder = false): string {
  return `${CONTROL_CLASS} ${showsPlaceholder ? 'text-gray-400' : 'text-gray-900'} ${
    hasError
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-gray-300 focus:border-brand-500 focus:ring-orange-200'
  }`
}

export function FormSection({
  title,
  aside,
  children,
}: {
  title: string
  aside?: ReactNode
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-base font-bold text-gray-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** Renders a control through `render(id, describedBy)` so the label and error point at it. */
export function Field({
  label,
  optional,
  error,
  className = '',
  render,
}: {
  label: string
  optional?: string
  error?: string | undefined
  className?: string
  render: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label} {optional ? <span className="font-normal text-gray-400">{optional}</span> : null}
      </label>
      {render({
        id,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
      })}
      {error ? (
        <p id={errorId} className="mt-1 flex items-start gap-1 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Why the form cannot be sent yet (a required choice still missing): guidance, not an error. */
export function MissingNotice({ id, message }: { id?: string; message: string }) {
  return (
    <p
      id={id}
      className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-800"
    >
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {message}
    </p>
  )
}
