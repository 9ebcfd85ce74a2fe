import type { ReactNode } from 'react'
import { ShieldAlert } from 'lucide-react'

/** The public alert and found-pet pages' warning against paying anyone before meeting the pet. */
export function ScamWarning({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-xl bg-yellow-50 p-3 text-sm text-yellow-900">
      <ShieldAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
      {children}
    </p>
  )
}
