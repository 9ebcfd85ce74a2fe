import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database.js'
import type { QueuedWrites } from '../../http/queued-writes.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { NotificationPayload } from '../notifications/notifications.service.js'
import type { SyncFeed } from '../sync/sync-feed.js'
import { createCycleReminders } from './cycle-reminders.js'
import { createCycleRecordsRepository } from './cycle-records.repository.js'
import { cycleRecordsRoutes } from './cycle-records.routes.js'
import { createCycleRecordsService } from './cycle-records.service.js'
import { createHeatMarksRepository } from './heat-marks.repository.js'
import { heatMarksRoutes } from './heat-marks.routes.js'
import { createHeatMarksService } from './heat-marks.service.js'

export { activeHeatMarkSql } from './heat-marks.repository.js'

export interface CyclesModuleDeps {
  database: DatabaseHandle
  broadcaster: ChangeBroadcaster
  writes: QueuedWrites
  notify: (userIds: readonly string[], payload: NotificationPayload) => Promise<string[]>
  /** the market's time zone (config.market) */
  timeZone: string
  /** how often the reminder sweep runs (default: hourly) */
  sweepEveryMs?: number
  log: FastifyBaseLogger
  now?: () => Date
}

const HOUR_MS = 3_600_000

/**
 * Reproductive-cycle records, wired: routes, the owner's `cycleRecords` feed and the reminder
 * sweep (`startSweeper`, cycle-reminders.ts).
 */
export function createCyclesModule(deps: CyclesModuleDeps) {
  const repository = createCycleRecordsRepository(deps.database.db)
  const records = createCycleRecordsService({
    repository,
    broadcaster: deps.broadcaster,
    writes: deps.writes,
    ...(deps.now ? { now: deps.now } : {}),
  })
  const reminders = createCycleReminders({
    repository,
    notify: deps.notify,
    timeZone: deps.timeZone,
    log: deps.log,
    ...(deps.now ? { now: deps.now } : {}),
  })
  const heatMarks = createHeatMarksService({
    pets: repository,
    repository: createHeatMarksRepository(deps.database.db),
    writes: deps.writes,
    ...(deps.now ? { now: deps.now } : {}),
  })
  const feed: SyncFeed = { pull: (userId, seq, limit) => records.pull(userId, seq, limit) }
  return {
    routes: cycleRecordsRoutes(records),
    heatMarkRoutes: heatMarksRoutes(heatMarks),
    records,
    reminders,
    feed,
    /** Sweeps now and every `sweepEveryMs`; answers the stopper. */
    startSweeper(): () => void {
      const sweep = () => {
        reminders.sweep().catch((error: unknown) => {
          deps.log.error({ err: error }, 'cycle reminder sweep failed')
        })
      }
      sweep()
      const timer = setInterval(sweep, deps.sweepEveryMs ?? HOUR_MS)
      timer.unref()
      return () => clearInterval(timer)
    },
  }
}

export type CyclesModule = ReturnType<typeof createCyclesModule>
