import { beforeAll, describe, expect, it } from 'vitest'
import {
  createCycleReminders,
  type CycleReminders,
} from '../../server/modules/cycles/cycle-reminders.js'
import { createCycleRecordsRepository } from '../../server/modules/cycles/cycle-records.repository.js'
import { DEFAULT_MARKET } from '../../server/contract/market.js'
import { databaseTargets } from '../support/databases.js'
import { useReminderSweeps } from '../support/reminder-sweeps.js'
import { useServer } from '../support/server-fixture.js'
import { addRecord, ownerWithFemale, write, type CycleOwner } from './cycle-records-fixtures.js'

/**
 * The reminder sweep (server/modules/cycles/cycle-reminders.ts) run in the test process on a
 * clock the test sets, against the running server's own database (SQLite file or
 * PostgreSQL); what it delivers is read back through the server's notifications feed.
 * Records are written through the server's routes, as the app writes them.
 */
describe.each(databaseTargets)('cycle reminders on $kind', (target) => {
  const fixture = useServer(target)
  const sweeps = useReminderSweeps(fixture, new Date('2026-11-01T12:00:00Z'))
  let reminders: CycleReminders

  beforeAll(() => {
    reminders = createCycleReminders({
      repository: createCycleRecordsRepository(sweeps.db),
      notify: sweeps.notifier(),
      timeZone: DEFAULT_MARKET.timeZone,
      now: sweeps.now,
    })
  })

  const health = sweeps.healthNotifications

  it('reminds once per cycle when the window is 30 days away, and again after a new heat', async () => {
    const owner = await ownerWithFemale(fixture)
    // Heats on 1 Jan and 1 Jul 2026: 181 days apart, so the window is 29 Dec ± 21 days,
    // from 8 Dec 2026 to 19 Jan 2027.
    await addRecord(fixture, owner, { date: '2026-01-01', phase: 'proestrus' })
    await addRecord(fixture, owner, { date: '2026-07-01', phase: 'proestrus' })
    await addRecord(fixture, owner, { date: '2026-07-20', phase: 'metestrus' })

    sweeps.setClock('2026-11-07T12:00:00Z') // 31 days before the window
    await reminders.sweep()
    expect(await health(owner)).toEqual([])

    sweeps.setClock('2026-11-08T12:00:00Z') // 30 days before
    await reminders.sweep()
    const first = await health(owner)
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({
      title: 'Próximo ciclo de Luna',
      message: 'Esperado en 30 días',
      read: false,
      data: { petName: 'Luna' },
    })

    // Later sweeps, the same day and on the days after, add nothing.
    await reminders.sweep()
    for (const day of ['2026-11-09', '2026-11-20', '2026-12-10']) {
      sweeps.setClock(`${day}T12:00:00Z`)
      await reminders.sweep()
    }
    expect(await health(owner)).toHaveLength(1)

    // A new heat is a new cycle: months later its own window brings one new reminder.
    await addRecord(fixture, owner, { date: '2026-11-20', phase: 'proestrus' })
    sweeps.setClock('2027-04-20T12:00:00Z')
    await reminders.sweep()
    await reminders.sweep()
    const after = await health(owner)
    expect(after).toHaveLength(2)
  })

  it('no reminder for a cat, a deleted record or a window past', async () => {
    const cat = await ownerWithFemale(fixture, 'cat')
    await addRecord(fixture, cat, { date: '2026-01-01' })
    await addRecord(fixture, cat, { date: '2026-07-01' })

    const dog = await ownerWithFemale(fixture)
    await addRecord(fixture, dog, { date: '2026-01-01' })
    const second = await addRecord(fixture, dog, { date: '2026-07-01' })
    await write(fixture, dog.token, 'DELETE', `/api/cycle-records/${second.id}`)

    // With the July heat deleted, only one heat is left: its window opens in June 2026 and
    // is long past by December 2027.
    sweeps.setClock('2026-11-08T12:00:00Z')
    await reminders.sweep()
    sweeps.setClock('2027-12-01T12:00:00Z')
    await reminders.sweep()
    expect(await health(cat)).toEqual([])
    const dogs = await health(dog)
    // The one-heat window (24 May 2026 to 1 Jan 2027) was open on 8 Nov.
    expect(dogs.map((doc) => [doc.title, doc.message])).toEqual([
      ['Próximo ciclo de Luna', 'Esperado desde hoy'],
    ])
  })
  it("counts the days on the owner's calendar: their device's time zone, else El Salvador's", async () => {
    // The same history as above: the window opens on 8 Dec 2026, so 8 Nov is 30 days before.
    const history = async (owner: CycleOwner) => {
      await addRecord(fixture, owner, { date: '2026-01-01', phase: 'proestrus' })
      await addRecord(fixture, owner, { date: '2026-07-01', phase: 'proestrus' })
    }
    const salvadoran = await ownerWithFemale(fixture)
    await history(salvadoran)
    const tokyo = await ownerWithFemale(fixture)
    await history(tokyo)
    const saved = await write(fixture, tokyo.token, 'PUT', '/api/notifications/preferences', {
      timeZone: 'Asia/Tokyo',
    })
    expect(saved.status).toBe(200)

    // 03:00 UTC on 8 Nov: still 7 Nov (21:00) in San Salvador, already 8 Nov (12:00) in Tokyo.
    sweeps.setClock('2026-11-08T03:00:00Z')
    await reminders.sweep()
    expect(await health(salvadoran)).toEqual([])
    expect((await health(tokyo)).map((doc) => doc.message)).toEqual(['Esperado en 30 días'])

    // 06:00 UTC: 8 Nov in San Salvador too.
    sweeps.setClock('2026-11-08T06:00:00Z')
    await reminders.sweep()
    expect((await health(salvadoran)).map((doc) => doc.message)).toEqual(['Esperado en 30 días'])
  })
})
