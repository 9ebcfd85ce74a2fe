import { connections as t } from '../../i18n/es/connections'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Spec §9 'Matches screen': under 1 minute 'Ahora', then minutes, hours, otherwise days — no
 * date fallback here, unlike comments ('Hace 40d' stays in days).
 */
export function matchesRelativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return ''
  const elapsed = Math.max(0, now - then)
  if (elapsed < MINUTE) return t.relative.now
  if (elapsed < HOUR) return t.relative.minutes(Math.floor(elapsed / MINUTE))
  if (elapsed < DAY) return t.relative.hours(Math.floor(elapsed / HOUR))
  return t.relative.days(Math.floor(elapsed / DAY))
}
