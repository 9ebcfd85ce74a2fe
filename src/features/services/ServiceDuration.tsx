import { Clock } from 'lucide-react'
import { formatDuration } from './service-format'

/** How long a service takes, after a clock, inline in its card. */
export function ServiceDuration({ minutes }: { minutes: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Clock aria-hidden="true" className="h-4 w-4" />
      {formatDuration(minutes)}
    </span>
  )
}
