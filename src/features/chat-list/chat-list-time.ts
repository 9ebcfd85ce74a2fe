import { chatList as t } from '../../i18n/es/chat-list'
import { relativeLabel } from '../../ui/relative-time'

const sameYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short' })
const otherYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric' })

/**
 * Spec §9 'Chat list': 'ahora' under a minute, then '5 m', '3 h' under 24 hours, '2 d' under
 * 7 days, else a short Spanish date ('12 nov'), with the year when it is not this year's.
 */
export function chatListTime(iso: string, now: number = Date.now()): string {
  const label = relativeLabel(t.relative, iso, now, 7)
  if (label !== null) return label
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return ''
  const isSameYear = new Date(then).getFullYear() === new Date(now).getFullYear()
  return (isSameYear ? sameYear : otherYear).format(then)
}
