import { services as t } from '../../i18n/es/services'

/**
 * Prices in the deployment's currency with its code (never a bare '$': El Salvador's dollar
 * and Mexico's peso share the sign), and §2's durations: minutes under an hour, hours under a
 * day, days from 1440 minutes.
 */
const priceFormats = new Map<string, Intl.NumberFormat>()

export function formatPrice(amount: number, currency: string): string {
  // Whole amounts without cents (MXN 450), others with both digits (MXN 150.50).
  const digits = Number.isInteger(amount) ? 0 : 2
  const key = `${currency}:${digits}`
  let format = priceFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    priceFormats.set(key, format)
  }
  return format.format(amount)
}

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
