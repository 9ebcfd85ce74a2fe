import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database.js'
import type { PullResponse } from '../../contract/sync.contract.js'
import type { ServiceFeedDoc } from '../../contract/services.messages.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { QueuedWrites } from '../../http/queued-writes.js'
import type { NotificationPayload } from '../notifications/notifications.service.js'
import { feedPage, type SyncFeed } from '../sync/sync-feed.js'
import { createAppointmentReminders } from './appointment-reminders.js'
import { createBookingsService } from './bookings.service.js'
import { cremationRoutes } from './cremation.routes.js'
import { createCremationService } from './cremation.service.js'
import { demoCatalogue } from './demo-catalogue.js'
import { cataloguePricedIn } from './demo-prices.js'
import { toServiceDoc } from './service-docs.js'
import { createServicesRepository } from './services.repository.js'
import { bookingsRoutes } from './services.routes.js'

export interface ServicesModuleDeps {
  database: DatabaseHandle
  broadcaster: ChangeBroadcaster
  writes: QueuedWrites
  notify: (userIds: readonly string[], payload: NotificationPayload) => Promise<string[]>
  /** ISO 4217 code of the deployment's prices (CURRENCY) */
  currency: string
  /** how often the appointment reminder sweep runs (default: every 4 hours, spec §9) */
  sweepEveryMs?: number
  log?: FastifyBaseLogger
  now?: () => Date
}

const SWEEP_EVERY_MS = 4 * 3_600_000

/**
 * The services catalogue and bookings, wired: booking and cremation-request routes, the
 * `services` feed (the whole catalogue, for every signed-in user), the owner's `bookings` feed
 * and the premium appointment reminders (`startSweeper`, appointment-reminders.ts).
 */
export function createServicesModule(deps: ServicesModuleDeps) {
  const repository = createServicesRepository(deps.database.db)
  // Bookings and cremation requests are rows of one table, written and announced alike.
  const bookingDeps = {
    repository,
    broadcaster: deps.broadcaster,
    writes: deps.writes,
    notify: deps.notify,
    currency: deps.currency,
    ...(deps.now ? { now: deps.now } : {}),
  }
  const bookings = createBookingsService(bookingDeps)
  const cremation = createCremationService(bookingDeps)
  const servicesFeed: SyncFeed = {
    async pull(_userId, afterSeq, limit): Promise<PullResponse<ServiceFeedDoc>> {
      const rows = await repository.servicesAfter(afterSeq, limit)
      return feedPage(rows, afterSeq, (row) => toServiceDoc(row, deps.currency))
    },
  }
  const bookingsFeed: SyncFeed = { pull: (userId, seq, limit) => bookings.pull(userId, seq, limit) }
  const reminders = createAppointmentReminders({
    repository,
    notify: deps.notify,
    ...(deps.log ? { log: deps.log } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  })
  return {
    routes: [bookingsRoutes(bookings), cremationRoutes(cremation)],
    bookings,
    reminders,
    feeds: { servicesFeed, bookingsFeed },
    /** Sweeps now and every `sweepEveryMs`; answers the stopper. */
    startSweeper(): () => void {
      const sweep = () => {
        reminders.sweep().catch((error: unknown) => {
          deps.log?.error({ err: error }, 'appointment reminder sweep failed')
        })
      }
      sweep()
      const timer = setInterval(sweep, deps.sweepEveryMs ?? SWEEP_EVERY_MS)
      timer.unref()
      return () => clearInterval(timer)
    },
  }
}

/**
 * Adds the demo catalogue's missing entries (DEMO_CATALOGUE), priced in the deployment's
 * currency; answers how many, or null when the demo has no prices in that currency.
 */
export async function ensureDemoCatalogue(
  database: DatabaseHandle,
  currency: string,
  at = new Date(),
): Promise<number | null> {
  const catalogue = cataloguePricedIn(demoCatalogue, currency)
  if (!catalogue) return null
  return createServicesRepository(database.db).ensureCatalogue(catalogue, at.toISOString())
}
