import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import type { PullResponse } from '@contract/sync.contract'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { createNotificationsRepository } from '../../server/modules/notifications/notifications.repository.js'
import { createNotificationsService } from '../../server/modules/notifications/notifications.service.js'
import { call, type RegisteredUser } from './api.js'
import type { ServerFixture } from './server-fixture.js'

type FeedDoc = NotificationFeedDoc & { _deleted: boolean }
type Notify = ReturnType<typeof createNotificationsService>['notifyUsers']

/**
 * What the reminder sweeps' tests share: the sweep runs in the test process against the
 * running server's own database (SQLite file or PostgreSQL), on a clock the test sets, and
 * what it delivers is read back through the server's notifications feed, as the app reads it.
 */
export function useReminderSweeps(fixture: ServerFixture, start = new Date()) {
  let handle: DatabaseHandle | undefined
  let clock = start

  beforeAll(() => {
    handle = openDatabase({
      databaseUrl: fixture.databaseUrl,
      sqlitePath: join(fixture.server.dataDir, 'huellitas.sqlite'),
    })
  })
  afterAll(() => handle?.close())

  const opened = (): DatabaseHandle => {
    if (!handle) throw new Error('The database is not open yet: use it inside a hook or test')
    return handle
  }

  return {
    get db() {
      return opened().db
    },
    now: (): Date => clock,
    setClock(instant: string | Date): void {
      clock = new Date(instant)
    },
    /** A node's notifications service on the test's clock, as a sweep's `notify`. */
    notifier(): Notify {
      const notifications = createNotificationsService({
        repository: createNotificationsRepository(opened().db),
        broadcaster: { publish: () => undefined },
        dailyMax: 20,
        alertRadiusKm: 5,
        now: () => clock,
      })
      return (userIds, payload) => notifications.notifyUsers(userIds, payload)
    },
    /** The user's health notifications that the feed still holds. */
    healthNotifications: async (user: RegisteredUser): Promise<FeedDoc[]> => {
      const answer = await call<PullResponse<FeedDoc>>(
        fixture.baseUrl,
        'GET',
        '/api/sync/notifications/pull?seq=0&limit=1000',
        { token: user.token },
      )
      return answer.body.documents.filter((doc) => doc.type === 'health' && !doc._deleted)
    },
  }
}
