const calendarDate = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * 'YYYY-MM-DD' as the reporter's calendar day, in Spanish words ('1 de enero de 2026'), with no
 * time zone shift: the day a reporter typed is the day every reader sees. Text that is not such
 * a date is left as it is. The same on the server (public pages) and in the browser.
 */
export function longDay(date: string): string {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null
  return parsed === null || Number.isNaN(parsed.getTime()) ? date : calendarDate.format(parsed)
}
