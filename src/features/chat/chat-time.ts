import { chat as t } from '../../i18n/es/chat'

/**
 * The chat's clock: each bubble's time (HH:mm) and the day separators ('Hoy', 'Ayer', a date),
 * all in the device's time zone, since that is the day the user lived the conversation in.
 */
const timeFormat = new Intl.DateTimeFormat('es', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})
const dayFormat = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long' })
const dayWithYearFormat = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const longDateFormat = new Intl.DateTimeFormat('es', { dateStyle: 'long' })

export function messageTime(iso: string): string {
  return timeFormat.format(new Date(iso))
}

/** A local calendar day, comparable with === (for grouping messages under one separator). */
export function dayKey(iso: string | number): string {
  const date = new Date(iso)
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`
}

export function dayLabel(iso: string, now: number): string {
  const key = dayKey(iso)
  if (key === dayKey(now)) return t.messages.today
  const yesterday = new Date(now)
  yesterday.setDate(yesterday.getDate() - 1)
  if (key === dayKey(yesterday.getTime())) return t.messages.yesterday
  const date = new Date(iso)
  const label =
    date.getFullYear() === new Date(now).getFullYear()
      ? dayFormat.format(date)
      : dayWithYearFormat.format(date)
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** 'Match desde 10 de enero de 2026'. */
export function longDate(iso: string): string {
  return longDateFormat.format(new Date(iso))
}
