import { time } from './es/time'

/**
 * The one "how long ago" of the app: comments, notifications, matches, super likes and the chat
 * list all read 'Ahora' under a minute, then 'Hace 5 min', 'Hace 3 h', 'Hace 2 d' under a week,
 * then a short date ('12 nov', with the year when it is another: '31 dic 2025'). The spec gave
 * each screen its own style (§9 'Relative time'); one style everywhere replaced them, so a
 * match reads the same in the list, the chat list and the bell.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const DATE_AFTER_DAYS = 7

// 'narrow' is the compact form that fits the chat list's corner: 'hace 5 min', 'hace 3 h'.
const relative = new Intl.RelativeTimeFormat('es', { style: 'narrow' })
const sameYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short' })
const otherYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric' })

function ago(count: number, unit: 'minute' | 'hour' | 'day'): string {
  const text = relative.format(-count, unit)
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * `iso` relative to `now`; '' when it is not a time. A time slightly ahead of this device's
 * clock (server skew) reads as now.
 */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return ''
  const elapsed = Math.max(0, now - then)
  if (elapsed < MINUTE) return time.now
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour')
  const days = Math.floor(elapsed / DAY)
  if (days < DATE_AFTER_DAYS) return ago(days, 'day')
  const isSameYear = new Date(then).getFullYear() === new Date(now).getFullYear()
  return (isSameYear ? sameYear : otherYear).format(then)
}
