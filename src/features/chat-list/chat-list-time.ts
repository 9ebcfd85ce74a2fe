import { chatList as t } from '../../i18n/es/chat-list'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const sameYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short' })
const otherYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric' })

/**
 * Spec §9 'Chat list': 'ahora' under a minute, then '5 m', '3 h' under 24 hours, '2 d' under
 * 7 days, else a short Spanish date ('12 nov'), with the year when it is not this year's.
 */
export function chatListTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return ''
  // A time slightly ahead of this device's clock (server skew) reads as just now.
  const elapsed = Math.max(0, now - then)
  if (elapsed < MINUTE) return t.relative.now
  if (elapsed < HOUR) return t.relative.minutes(Math.floor(elapsed / MINUTE))
  if (elapsed < DAY) return t.relative.hours(Math.floor(elapsed / HOUR))
  if (elapsed < 7 * DAY) return t.relative.days(Math.floor(elapsed / DAY))
  const isSameYear = new Date(then).getFullYear() === new Date(now).getFullYear()
  return (isSameYear ? sameYear : otherYear).format(then)
}
