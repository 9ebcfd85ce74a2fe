import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { errorCodes } from '../../contract/error-codes.js'
import { foundReportMessages } from '../../contract/found-reports.contract.js'
import type { LostPetChatService } from '../chat/lost-pet-chat.service.js'
import type { LostPetsModule } from '../lost-pets/index.js'
import { startStraySweeper, type StraySource } from '../media/stray-sweeper.js'
import { notifyThrough } from '../notifications/notifications.register.js'
import type { NotificationsService } from '../notifications/notifications.service.js'
import { createFoundPetsModule } from './index.js'

export interface FoundPetsDeps extends AppDeps {
  lostPets: LostPetsModule
  lostPetChat: LostPetChatService
  notifications: NotificationsService
  /** Other modules' photo folders, swept with the alerts', sightings' and reports' ones. */
  straySources: StraySource[]
}

/**
 * 'Encontré una mascota': found reports reach the users alerts reach, and 'Posibles
 * coincidencias' tell an alert's owner of each candidate once. Also plugs the lost-pets hooks
 * in and runs the sweeps of lost and found (expiry, and photos a crash left without their row).
 */
export function registerFoundPets(app: FastifyInstance, deps: FoundPetsDeps) {
  const { config, lostPets, notifications } = deps
  const foundPets = createFoundPetsModule({
    database: deps.database,
    writes: deps.queuedWrites,
    uploadsDir: config.uploadsDir,
    broadcaster: deps.broadcaster,
    feedRadiusKm: config.lostPetsFeedRadiusKm,
    limit: deps.rateLimits.paired({
      name: 'found-report',
      perIp: { points: config.foundReportsMaxPerIp, seconds: 86_400 },
      perAccount: { points: config.foundReportsMaxPerUser, seconds: 86_400 },
      code: errorCodes.tooManyRequests,
      message: foundReportMessages.tooMany,
    }),
    notify: notifyThrough(notifications),
    openConversation: async (finderId, alertId) =>
      (await deps.lostPetChat.openForFinder(finderId, alertId)).conversation,
    setAlertStatus: (userId, alertId, status) =>
      lostPets.lostPets.setStatus(userId, alertId, status),
    log: deps.log,
  })
  // Spec §2 'Se ha notificado a la comunidad': a new alert notifies the users around its
  // last-seen place and the reporter's matches; a sighting notifies the owner at once.
  lostPets.setHooks({
    onAlertCreated: async (alert) => {
      await notifications.notifyCommunityOfAlert(alert)
      await foundPets.onAlertCreated(alert.id)
    },
    onSightingCreated: async (sighting, alert) => {
      await notifications.notifySightingToOwner(sighting, alert)
      await foundPets.onSightingCreated(sighting.id, sighting.reporterId)
    },
    onAlertFound: (alert) => foundPets.onAlertFound(alert.id),
  })
  const stopLostPetsSweeper = lostPets.startSweeper()
  const stopFoundPetsSweeper = foundPets.startSweeper(config.lostPetsSweepSeconds * 1000)
  const stopStraySweeper = startStraySweeper(
    [...deps.straySources, ...lostPets.straySources, ...foundPets.straySources],
    deps.log,
  )
  app.addHook('onClose', async () => {
    stopLostPetsSweeper()
    stopFoundPetsSweeper()
    await stopStraySweeper()
  })
  return {
    module: foundPets,
    feeds: { foundReports: foundPets.feed },
    routes: apiRoutes(foundPets.routes),
  }
}
