/**
 * Wall times on a provider's clock (an IANA zone) turned into instants and back, with Intl only:
 * a slot '2026-12-01 09:00' in America/El_Salvador is 15:00 UTC.
 */
function offsetMs(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at))
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  return asUtc - Math.floor(at / 1000) * 1000
}

/** The instant of `date` (YYYY-MM-DD) at `time` (HH:mm) on `zone`'s clock. */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  const [h = 0, min = 0] = time.split(':').map(Number)
  const guess = Date.UTC(y, m - 1, d, h, min)
  const first = guess - offsetMs(zone, guess)
  // A second pass settles the rare case where the offset differs at the corrected instant.
  return new Date(guess - offsetMs(zone, first))
}

/** The calendar day (YYYY-MM-DD) on `zone`'s clock at `at`. */
export function zonedToday(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}
