import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

/** A card of the premium page: a section named by its title, which its icon leads. */
export function PremiumCard({
  id,
  Icon,
  title,
  children,
}: {
  /** the title's id, unique on the page */
  id: string
  Icon: LucideIcon
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {title}
      </h2>
      {children}
    </section>
  )
}
