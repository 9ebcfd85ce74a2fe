import { connections as t } from '../../i18n/es/connections'
import { relativeLabel } from '../../ui/relative-time'

/**
 * Spec §9 'Matches screen': under 1 minute 'Ahora', then minutes, hours, otherwise days — no
 * date fallback here, unlike comments ('Hace 40d' stays in days).
 */
export function matchesRelativeTime(iso: string, now: number = Date.now()): string {
  return relativeLabel(t.relative, iso, now) ?? ''
}
