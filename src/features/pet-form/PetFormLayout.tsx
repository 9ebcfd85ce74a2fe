import type { ReactNode } from 'react'
import { PawPrint } from 'lucide-react'

/** The frame of both pet screens: a heading with the spec's title, then the form. */
export function PetFormLayout({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: string
  children: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-5">
      <header className="mb-4 flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-amber-400 text-white shadow-md shadow-orange-500/25">
          <PawPrint aria-hidden="true" className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-gray-900">{title}</h1>
          <p className="text-sm text-gray-500">{subtitle}</p>
        </div>
      </header>
      {children}
    </div>
  )
}
