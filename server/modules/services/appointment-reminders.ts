import type { FastifyBaseLogger } from 'fastify'
import { appointmentReminderTexts as texts } from '../../contract/services.messages.js'
import { isPremium } from '../matches/quota.js'
import type { NotificationPayload } from '../notifications/notifications.service.js'
import type { ServicesRepository } from './services.repository.js'
import { addDays, zonedToday } from './zoned-time.js'

export interface AppointmentRemindersDeps {
  repository: ServicesRepository
  /** the notifications module's delivery (answers who got it) */
  notify: (userIds: readonly string[], payload: NotificationPayload) => Promise<string[]>
  log?: FastifyBaseLogger
  now?: () => Date
}

const PAGE = 200
const HOUR_MS = 3_600_000
/**
 * Bookings whose start is at most this far ahead are looked at: 'tomorrow' on any provider's
 * calendar ends less than 48 hours from now, whatever its zone.
 */
const HORIZON_MS = 48 * HOUR_MS
/**
 * Not before this hour of the day before, on the provider's clock: health reminders ignore quiet
 * hours (spec §5), so the sweep itself does not wake anyone at 2 a.m. for a next-day visit.
 */
export const REMIND_FROM_HOUR = 8

function hourIn(at: Date, zone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(
      at,
    ),
  )
}

/**
 * The premium 'Recordatorios de salud' (spec §6 'Premium user', §9 'automatic every 4 hours'):
 * the day before a health appointment (a booking of a /health-services provider, kind 'health',
 * not cancelled), its owner gets an in-app notification of type 'health' — if their subscription
 * is active when the sweep runs. Free and expired users get none. Cycle reminders
 * (cycles/cycle-reminders.ts) are not premium: they are part of /reproductive-health for all.
 *
 * 'The day before' is the provider's calendar, the one the booking's date is written in, from
 * REMIND_FROM_HOUR on. Once per appointment day: the notification key names the booking and its
 * date, and the notifications store keeps one row per (user, key), so a sweep that runs again,
 * on another node or after a restart, sends nothing twice; a booking moved to another day is a
 * new appointment and gets its own reminder. A reminder the daily cap held back has no row, so
 * the next sweep tries again.
 */
export function createAppointmentReminders(deps: AppointmentRemindersDeps) {
  const now = deps.now ?? (() => new Date())

  return {
    /** One pass over the premium owners' health bookings of the next two days; answers how many went out. */
    async sweep(): Promise<number> {
      const at = now()
      const from = at.toISOString()
      const to = new Date(at.getTime() + HORIZON_MS).toISOString()
      let sent = 0
      let after = ''
      for (;;) {
        const rows = await deps.repository.premiumHealthBookingsBetween(from, to, after, PAGE)
        for (const row of rows) {
          after = row.id
          if (!isPremium(row, at)) continue
          if (row.date !== addDays(zonedToday(at, row.time_zone), 1)) continue
          if (hourIn(at, row.time_zone) < REMIND_FROM_HOUR) continue
          const delivered = await deps.notify([row.user_id], {
            type: 'health',
            key: `appointment:${row.id}:${row.date}`,
            title: texts.title(row.pet_name),
            message: texts.message(row.service_name, row.provider, row.time),
            data: { bookingId: row.id, petName: row.pet_name },
          })
          if (delivered.length > 0) sent += 1
        }
        if (rows.length < PAGE) return sent
      }
    },
  }
}

export type AppointmentReminders = ReturnType<typeof createAppointmentReminders>
