/**
 * The one reckoning behind every "how long ago" label (comments, notifications, matches, the
 * chat list): whole minutes, hours or days since a time. Each screen keeps its own words and
 * its own rule for old times (a date, or days forever), per spec §9.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface RelativeTexts {
  now: string
  minutes: (n: number) => string
  hours: (n: number) => string
  days: (n: number) => string
}

/**
 * `iso` in `texts`: now under a minute, then minutes, hours under a day, days; null when the
 * time is unreadable or, with `dateAfterDays`, at least that many days old (the caller shows
 * a date). A time slightly ahead of this device's clock (server skew) reads as now.
 */
export function relativeLabel(
  texts: RelativeTexts,
  iso: string,
  now: number,
  dateAfterDays = Infinity,
): string | null {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return null
  const elapsed = Math.max(0, now - then)
  if (elapsed < MINUTE) return texts.now
  if (elapsed < HOUR) return texts.minutes(Math.floor(elapsed / MINUTE))
  if (elapsed < DAY) return texts.hours(Math.floor(elapsed / HOUR))
  const days = Math.floor(elapsed / DAY)
  return days < dateAfterDays ? texts.days(days) : null
}
