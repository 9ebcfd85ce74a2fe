import { useId, type ReactNode } from 'react'
import { Info } from 'lucide-react'
import { fieldControlClassName } from '../../ui/TextField'

/**
 * Small building blocks of the pet form: a card per section, its controls' look, and what is
 * still missing before it can be sent.
 */

/** `showsPlaceholder`: a select still on its empty option, drawn like an input's placeholder. */
export function controlClass(hasError: boolean, showsPlaceholder = false): string {
  return `${fieldControlClassName(hasError)} ${showsPlaceholder ? 'text-gray-400' : 'text-gray-900'}`
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
