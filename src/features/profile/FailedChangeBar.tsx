import type { ReactNode } from 'react'
import { TriangleAlert } from 'lucide-react'

/** A change the server refused for good: why, and the buttons that deal with it. */
export function FailedChangeBar({
  className,
  children,
  actions,
}: {
  /** where the bar sits in its card */
  className: string
  children: ReactNode
  actions: readonly { label: string; onClick: () => void }[]
}) {
  return (
    <div
      className={`${className} flex items-start gap-2 rounded-xl bg-red-50 p-2.5 text-sm text-red-800`}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="min-w-0 flex-1">{children}</p>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          onClick={action.onClick}
          className="shrink-0 rounded-full bg-white px-3 py-1 text-xs font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-100"
        >
          {action.label}
        </button>
      ))}
    </div>
  )
}
