import type { FastifyInstance } from 'fastify'
import { apiRoutes } from '../../http/api-scope.js'
import { notifyThrough, type NotifyingDeps } from '../notifications/notifications.register.js'
import { runUntilClose } from '../../http/on-close.js'
import { createCyclesModule } from './index.js'

/** Reproductive-cycle records and heat marks, with the reminder sweep stopped at close. */
export function registerCycles(app: FastifyInstance, deps: NotifyingDeps) {
  const cycles = createCyclesModule({
    database: deps.database,
    broadcaster: deps.broadcaster,
    writes: deps.queuedWrites,
    notify: notifyThrough(deps.notifications),
    timeZone: deps.config.market.timeZone,
    log: deps.log,
  })
  runUntilClose(app, () => cycles.startSweeper())
  return {
    feeds: { cycleRecords: cycles.feed },
    routes: apiRoutes(cycles.routes, cycles.heatMarkRoutes),
  }
}
