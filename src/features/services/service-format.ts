import { services as t } from '../../i18n/es/services'
import { formatPrice } from '../../i18n/money'

export { formatPrice }

/**
 * §2's price ranges and durations: minutes under an hour, hours under a day, days from 1440
 * minutes. Prices themselves: i18n/money.ts.
 */
export function formatPriceRange(low: number, high: number | null, currency: string): string {
  return high === null
    ? formatPrice(low, currency)
    : `${formatPrice(low, currency)} – ${formatPrice(high, currency)}`
}

export function formatDuration(minutes: number): string {
  if (minutes >= 1440) return t.duration.days(Math.round(minutes / 1440))
  if (minutes >= 60) {
    const hours = Math.round((minutes / 60) * 10) / 10
    return t.duration.hours(hours)
  }
  return t.duration.minutes(minutes)
}

/** YYYY-MM-DD of this device's today (the booking dialog's minimum date). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('es', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}
