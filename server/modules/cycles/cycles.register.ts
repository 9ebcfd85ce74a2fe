import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import type { NotificationsService } from '../notifications/notifications.service.js'
import { createCyclesModule } from './index.js'

export interface CyclesDeps extends AppDeps {
  notifications: NotificationsService
}

/** Reproductive-cycle records and heat marks, with the reminder sweep stopped at close. */
export function registerCycles(app: FastifyInstance, deps: CyclesDeps) {
  const { notifications } = deps
  const cycles = createCyclesModule({
    database: deps.database,
    broadcaster: deps.broadcaster,
    notify: (userIds, payload) => notifications.notifyUsers(userIds, payload),
    timeZone: deps.config.market.timeZone,
    log: deps.log,
  })
  const stopReminders = cycles.startSweeper()
  app.addHook('onClose', (_instance, done) => {
    stopReminders()
    done()
  })
  return {
    feeds: { cycleRecords: cycles.feed },
    routes: apiRoutes(cycles.routes, cycles.heatMarkRoutes),
  }
}
