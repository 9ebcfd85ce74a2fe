import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foundReportTexts as t } from '@contract/found-reports.contract'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { databaseTargets } from '../support/databases.js'
import {
  pushedTo,
  pushQueueDrained,
  startFakePushService,
  subscribeDevice,
  type FakePushService,
} from '../support/fake-push-service.js'
import { useServer } from '../support/server-fixture.js'
import { north, notificationsOf, reportFound } from './found-reports-fixtures.js'
import { ownerWithPet, reportAlert, userAt, type Place } from './lost-pets-fixtures.js'

/**
 * A possible match is news of the owner's own pet: pushed at once, and during quiet hours only
 * to an owner who opted in to urgent lost-pet alerts, whatever the alert's own urgency. The
 * in-app notification is kept either way. Quiet hours are set around the test's own clock.
 */
describe.each(databaseTargets)('candidate pushes on $kind', (target) => {
  const fixture = useServer(target)
  let pushService: FakePushService
  let database: DatabaseHandle

  beforeAll(async () => {
    pushService = await startFakePushService()
    database = openDatabase({
      databaseUrl: fixture.databaseUrl,
      sqlitePath: join(fixture.server.dataDir, 'huellitas.sqlite'),
    })
  })
  afterAll(async () => {
    await pushService.close()
    await database.close()
  })

  const quietNow = () => {
    const hour = new Date().getUTCHours()
    const hh = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`
    return { enabled: true, start: hh(hour - 1), end: hh(hour + 2) }
  }

  async function ownerAsleep(place: Place, optedIn: boolean) {
    const { user, pet } = await ownerWithPet(fixture.baseUrl, null)
    const device = await subscribeDevice(pushService, fixture.baseUrl, user, {
      quietHours: quietNow(),
      timeZone: 'UTC',
      urgentLostPetsBreakQuiet: optedIn,
    })
    // A low-urgency alert: only the candidate being about their own pet makes it urgent.
    const alert = await reportAlert(fixture.baseUrl, user.token, pet.id, {
      urgencyLevel: 'low',
      coordinates: JSON.stringify({ lat: place.latitude, lng: place.longitude }),
    })
    return { user, pet, alert, device }
  }

  it('holds the push in quiet hours unless the owner opted in to urgent alerts', async () => {
    const finder = await userAt(fixture.baseUrl, null)
    const here = { latitude: 13.5, longitude: -88.9 }
    const there = { latitude: 13.5, longitude: -88.2 }
    const sleeper = await ownerAsleep(here, false)
    const keen = await ownerAsleep(there, true)
    await reportFound(fixture.baseUrl, finder.token, north(here, 0.5))
    await reportFound(fixture.baseUrl, finder.token, north(there, 0.5))

    await expect
      .poll(async () => (await pushedTo(pushService, keen.device)).length, { timeout: 10_000 })
      .toBe(1)
    const [payload] = await pushedTo(pushService, keen.device)
    expect(payload).toMatchObject({ type: 'lost-pet', title: t.candidateTitle(keen.pet.name) })
    await pushQueueDrained(database.db)
    expect(await pushedTo(pushService, sleeper.device)).toHaveLength(0)
    const kept = (await notificationsOf(fixture.baseUrl, sleeper.user)).filter(
      (doc) => doc.title === t.candidateTitle(sleeper.pet.name),
    )
    expect(kept).toHaveLength(1)
  })
})
