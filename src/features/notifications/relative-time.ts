import { notifications as t } from '../../i18n/es/notifications'
import { relativeLabel } from '../../ui/relative-time'

const dateFormat = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short' })

/**
 * Spanish relative time as the spec gives it for comments and matches: 'Ahora' under a minute,
 * then 'Hace Nm', 'Hace Nh', 'Hace Nd' under a week, else a short date.
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const label = relativeLabel(t.relative, iso, now, 7)
  if (label !== null) return label
  const then = Date.parse(iso)
  return Number.isNaN(then) ? '' : dateFormat.format(then)
}
