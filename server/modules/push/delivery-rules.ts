import type { NotificationType } from '../../contract/notifications.contract.js'
import type { PushKind, PushPreferences, QuietHours } from '../../contract/push.contract.js'

/**
 * Whether a notification is pushed to a user now (spec §5 Notification delivery): never when
 * its kind is turned off; match, message, like and booking pushes wait out quiet hours (they
 * are dropped, the in-app notification stays); health reminders ignore them. Beyond the seed, an
 * urgent lost-pet alert or a sighting of one's own pet breaks quiet hours for a user who opted
 * in. Quiet hours may span midnight and are read in the user's time zone.
 *
 * Pure: unit tested.
 */
export const pushKindOf: Record<NotificationType, PushKind> = {
  match: 'matches',
  message: 'messages',
  'super-like': 'superLikes',
  health: 'healthReminders',
  service: 'serviceBookings',
  'lost-pet': 'lostPets',
  sighting: 'lostPets',
}

const minutesOf = (hhmm: string): number => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  return hours * 60 + minutes
}

/** Minutes since midnight at `at` on the wall clock of `timeZone` (UTC if the zone is unknown). */
export function wallClockMinutes(at: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at)
  } catch {
    return at.getUTCHours() * 60 + at.getUTCMinutes()
  }
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  return value('hour') * 60 + value('minute')
}

/** The calendar day (YYYY-MM-DD) at `at` in `timeZone` (UTC's if the zone is unknown). */
export function calendarDateIn(at: Date, timeZone: string): string {
  try {
    // en-CA writes dates as YYYY-MM-DD
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at)
  } catch {
    return at.toISOString().slice(0, 10)
  }
}

/** Start inclusive, end exclusive; start after end spans midnight; start = end is never quiet. */
export function isQuietAt(quiet: QuietHours, minutes: number): boolean {
  if (!quiet.enabled) return false
  const start = minutesOf(quiet.start)
  const end = minutesOf(quiet.end)
  if (start === end) return false
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end
}

export interface PushCandidate {
  type: NotificationType
  /** an alert of high or critical urgency, or a sighting of the user's own pet */
  isUrgent: boolean
}

export function shouldPush(candidate: PushCandidate, prefs: PushPreferences, at: Date): boolean {
  if (!prefs[pushKindOf[candidate.type]]) return false
  if (candidate.type === 'health') return true
  if (!isQuietAt(prefs.quietHours, wallClockMinutes(at, prefs.timeZone))) return true
  const isLostPet = candidate.type === 'lost-pet' || candidate.type === 'sighting'
  return isLostPet && candidate.isUrgent && prefs.urgentLostPetsBreakQuiet
}
