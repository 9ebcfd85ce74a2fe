import { join } from 'node:path'
import type { SyncEventPayload } from '@contract/sync.contract'
import { openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import { createNotificationsRepository } from '../../server/modules/notifications/notifications.repository.js'
import {
  createNotificationsService,
  type NotificationsService,
} from '../../server/modules/notifications/notifications.service.js'
import type { ServerFixture } from '../support/server-fixture.js'

/**
 * The notifications service run in the test process against the running server's own database
 * (real SQLite file or PostgreSQL): the lost-pets module calls these notices inside the server;
 * until its routes exist, the suite calls them here and reads the results through the server's
 * HTTP feed. Live events of deliveries made here are recorded, not sent (no sockets in this
 * process); the server's own live events are checked through its write routes.
 */
export interface NotifierUnderTest {
  service: NotificationsService
  published: { userIds: readonly string[]; payload: SyncEventPayload }[]
  close(): Promise<void>
}

export function notifierOn(
  fixture: ServerFixture,
  options: { dailyMax?: number; alertRadiusKm?: number; now?: () => Date } = {},
): NotifierUnderTest {
  const handle: DatabaseHandle = openDatabase({
    databaseUrl: fixture.databaseUrl,
    sqlitePath: join(fixture.server.dataDir, 'huellitas.sqlite'),
  })
  const published: NotifierUnderTest['published'] = []
  const service = createNotificationsService({
    repository: createNotificationsRepository(handle.db),
    broadcaster: {
      publish: (userIds, payload) => void published.push({ userIds, payload }),
    },
    dailyMax: options.dailyMax ?? 20,
    alertRadiusKm: options.alertRadiusKm ?? 5,
    ...(options.now ? { now: options.now } : {}),
  })
  return { service, published, close: () => handle.close() }
}
