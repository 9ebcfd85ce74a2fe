import { notifications as t } from '../../i18n/es/notifications'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const dateFormat = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short' })

/**
 * Spanish relative time as the spec gives it for comments and matches: 'Ahora' under a minute,
 * then 'Hace Nm', 'Hace Nh', 'Hace Nd' under a week, else a short date.
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return ''
  const elapsed = Math.max(0, now - then)
  if (elapsed < MINUTE) return t.relative.now
  if (elapsed < HOUR) return t.relative.minutes(Math.floor(elapsed / MINUTE))
  if (elapsed < DAY) return t.relative.hours(Math.floor(elapsed / HOUR))
  if (elapsed < 7 * DAY) return t.relative.days(Math.floor(elapsed / DAY))
  return dateFormat.format(then)
}
