import type { ReactNode } from 'react'
import { Hourglass } from 'lucide-react'
import { shell } from '../../i18n/es/shell'

interface ComingSoonPanelProps {
  description: string
  /** Heading text of the panel; 'Próximamente' unless a screen names what is coming. */
  heading?: string
  children?: ReactNode
}

/** The 'Próximamente' card that stands in for a screen a later issue builds. */
export function ComingSoonPanel({ description, heading, children }: ComingSoonPanelProps) {
  return (
    <section className="rounded-2xl border border-dashed border-brand-100 bg-white p-6 text-center shadow-sm">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-500">
        <Hourglass aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 className="mt-3 text-base font-semibold text-gray-900">{heading ?? shell.comingSoon}</h2>
      {heading ? (
        <p className="mt-1 text-xs font-semibold tracking-wide text-brand-600 uppercase">
          {shell.comingSoon}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-gray-600">{description}</p>
      {children ? <div className="mt-4 flex flex-col items-center gap-2">{children}</div> : null}
    </section>
  )
}
