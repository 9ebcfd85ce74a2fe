import { beforeAll, describe, expect, it } from 'vitest'
import {
  createAppointmentReminders,
  type AppointmentReminders,
} from '../../server/modules/services/appointment-reminders.js'
import { createServicesRepository } from '../../server/modules/services/services.repository.js'
import { databaseTargets } from '../support/databases.js'
import { executeSql } from '../support/db-probe.js'
import { useReminderSweeps } from '../support/reminder-sweeps.js'
import { useServer } from '../support/server-fixture.js'
import {
  CLINIC,
  GROOMING,
  book,
  booker,
  dayAhead,
  write,
  type Booker,
} from './bookings-fixtures.js'

/**
 * The premium 'Recordatorios de salud' (server/modules/services/appointment-reminders.ts): the
 * sweep runs in the test process on a clock the test sets, against the running server's own
 * database (SQLite file or PostgreSQL); bookings are made through the server's routes on the
 * real calendar, and what the sweep delivers is read back through the notifications feed.
 * The demo providers keep San Salvador's clock (UTC-6): noon there is 18:00 UTC.
 */
describe.each(databaseTargets)('appointment reminders on $kind', (target) => {
  const fixture = useServer(target, { env: { DEMO_CATALOGUE: '1' } })
  const sweeps = useReminderSweeps(fixture)
  const sweepers: AppointmentReminders[] = []

  beforeAll(() => {
    // Two of them: two server nodes sweeping the same database.
    for (let node = 0; node < 2; node += 1) {
      sweepers.push(
        createAppointmentReminders({
          repository: createServicesRepository(sweeps.db),
          notify: sweeps.notifier(),
          now: sweeps.now,
        }),
      )
    }
  })

  const sweepAt = async (instant: string) => {
    sweeps.setClock(instant)
    for (const sweeper of sweepers) await sweeper.sweep()
  }

  const reminders = sweeps.healthNotifications

  const premium = (who: Booker, expiresAt: string | null) =>
    executeSql(
      fixture,
      "UPDATE users SET subscription_type = 'premium', subscription_plan = 'monthly', subscription_expires_at = ? WHERE id = ?",
      [expiresAt, who.user.id],
    )

  const visit = async (who: Booker, date: string, time: string) => {
    const made = await book(fixture, who, {
      serviceId: CLINIC,
      serviceType: 'Vacunación',
      date,
      time,
    })
    expect(made.status).toBe(201)
    return made.body.booking
  }

  it('reminds a premium owner once, the day before each health appointment, from 08:00', async () => {
    const day = dayAhead(3)
    const dayBefore = dayAhead(2)
    const ana = await booker(fixture, 'Ana')
    await premium(ana, null)
    const vaccination = await visit(ana, day, '10:00')
    const next = await visit(ana, dayAhead(4), '10:00')
    // A grooming booking (a /services provider) is not a health appointment.
    expect(
      (await book(fixture, ana, { serviceId: GROOMING, date: day, time: '11:00' })).status,
    ).toBe(201)

    await sweepAt(`${dayAhead(1)}T18:00:00Z`) // two days before: nothing yet
    await sweepAt(`${dayBefore}T12:00:00Z`) // 06:00 the day before: too early
    expect(await reminders(ana)).toEqual([])

    await sweepAt(`${dayBefore}T18:00:00Z`) // noon the day before
    const sent = await reminders(ana)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      title: `Mañana: cita de ${ana.pet.name}`,
      message: 'Vacunación en Clínica Veterinaria San Francisco, mañana a las 10:00.',
      read: false,
      data: { bookingId: vaccination.id, petName: ana.pet.name },
    })

    // Both nodes sweep again that evening: nothing new.
    await sweepAt(`${dayBefore}T18:00:00Z`)
    await sweepAt(`${dayAhead(3)}T03:00:00Z`) // 21:00 the day before
    expect(await reminders(ana)).toHaveLength(1)

    // The next day is the day before the second appointment: its own reminder, once.
    await sweepAt(`${day}T18:00:00Z`)
    await sweepAt(`${day}T22:00:00Z`)
    const both = await reminders(ana)
    expect(both.map((doc) => doc.data.bookingId).sort()).toEqual([vaccination.id, next.id].sort())
  })

  it('no reminder for a free owner, an expired premium or a cancelled appointment', async () => {
    const day = dayAhead(3)
    const free = await booker(fixture, 'Libre')
    await visit(free, day, '14:00')
    const expired = await booker(fixture, 'Caducado')
    await visit(expired, day, '15:00')
    // Premium when the booking was made, expired before the day before.
    await premium(expired, `${dayAhead(1)}T12:00:00Z`)
    const cancelling = await booker(fixture, 'Cancela')
    await premium(cancelling, null)
    const cancelled = await visit(cancelling, day, '16:00')
    const answer = await write(
      fixture,
      cancelling.token,
      'POST',
      `/api/bookings/${cancelled.id}/cancel`,
    )
    expect(answer.status).toBe(200)

    await sweepAt(`${dayAhead(2)}T18:00:00Z`)
    await sweepAt(`${dayAhead(2)}T22:00:00Z`)
    expect(await reminders(free)).toEqual([])
    expect(await reminders(expired)).toEqual([])
    expect(await reminders(cancelling)).toEqual([])
  })
})
