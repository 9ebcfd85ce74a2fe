import type { ReactNode } from 'react'
import { ComingSoonPanel } from './ComingSoonPanel'

interface ComingSoonProps {
  title: string
  description: string
  /** Links that keep the user moving (e.g. back to matches from a chat). */
  children?: ReactNode
}

/** A whole screen that is not built yet: its Spanish title and a short 'Próximamente' panel. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-4">
      <h1 className="mb-4 text-2xl font-bold text-gray-900">{title}</h1>
      <ComingSoonPanel description={description}>{children}</ComingSoonPanel>
    </div>
  )
}
