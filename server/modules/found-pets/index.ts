import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database.js'
import {
  lostPetMessages,
  lostPetRules,
  type LostPetStatus,
} from '../../contract/lost-pets.contract.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import type { QueuedWrites } from '../../http/queued-writes.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { createPhotoStore } from '../media/photo-store.js'
import type { StraySource } from '../media/stray-sweeper.js'
import type { NotificationPayload } from '../notifications/notifications.service.js'
import { createLostPetsRepository } from '../lost-pets/lost-pets.repository.js'
import type { SyncFeed } from '../sync/sync-feed.js'
import { createCandidatesRepository } from './candidates.repository.js'
import { createCandidatesService } from './candidates.service.js'
import { createFoundAudience } from './found-audience.js'
import { createFoundAudienceRepository } from './found-audience.repository.js'
import { createFoundReportsRepository } from './found-reports.repository.js'
import { foundReportsRoutes } from './found-reports.routes.js'
import { createFoundReportsService } from './found-reports.service.js'

export interface FoundPetsModuleDeps {
  database: DatabaseHandle
  uploadsDir: string
  broadcaster: ChangeBroadcaster
  writes: QueuedWrites
  /** the `lostPets` feed's radius: found reports reach the same users alerts do */
  feedRadiusKm: number
  /** per user and per address, per day */
  limit: PairedLimit
  notify: (userIds: readonly string[], payload: NotificationPayload) => Promise<string[]>
  openConversation: (finderId: string, alertId: string) => Promise<{ matchId: string }>
  setAlertStatus: (userId: string, alertId: string, status: LostPetStatus) => Promise<unknown>
  log: FastifyBaseLogger
  now?: () => Date
}

/**
 * Found-pet reports and 'Posibles coincidencias', wired: routes, the `foundReports` feed, the
 * follower of users' saved locations, the photo folder for the stray sweep, and the notice of
 * candidates for a new alert (`onAlertCreated`).
 */
export function createFoundPetsModule(deps: FoundPetsModuleDeps) {
  const now = deps.now ?? (() => new Date())
  const { db, dialect } = deps.database
  const alerts = createLostPetsRepository(db, dialect)
  const reports = createFoundReportsRepository(db)
  const audienceRows = createFoundAudienceRepository(db)
  const audience = createFoundAudience({
    audience: audienceRows,
    broadcaster: deps.broadcaster,
    usersNear: (centre, km) => alerts.usersNear(centre, km),
    savedLocation: (userId) => alerts.savedLocation(userId),
    findMany: (ids) => reports.findMany(ids),
    feedRadiusKm: deps.feedRadiusKm,
    now,
  })
  const photos = createPhotoStore(
    deps.uploadsDir,
    'found-reports',
    { maxBytes: lostPetRules.photoMaxBytes, maxPixels: lostPetRules.photoMaxPixels },
    lostPetMessages,
  )
  const candidates = createCandidatesService({
    alerts,
    reports,
    candidates: createCandidatesRepository(db, dialect),
    notify: deps.notify,
    openConversation: deps.openConversation,
    log: deps.log,
    now,
  })
  const service = createFoundReportsService({
    reports,
    alerts,
    audience,
    audienceRows,
    candidates,
    photos,
    writes: deps.writes,
    limit: deps.limit,
    setAlertStatus: deps.setAlertStatus,
    notify: deps.notify,
    log: deps.log,
    now,
  })
  const feed: SyncFeed = { pull: (userId, seq, limit) => service.pull(userId, seq, limit) }

  return {
    routes: foundReportsRoutes(service, candidates, audience),
    service,
    candidates,
    feed,
    straySources: [{ store: photos, inUse: () => reports.photoPaths() }] satisfies StraySource[],
    /** A new alert: its keepers hear of the candidates already there (never throws). */
    async onAlertCreated(alertId: string): Promise<void> {
      try {
        await candidates.announceAlert(alertId)
      } catch (error) {
        deps.log.error({ err: error, alertId }, 'candidates of a new alert not announced')
      }
    },
    /** A new sighting: other alerts' keepers hear of it when it may be their pet (never throws). */
    async onSightingCreated(sightingId: string, reporterId: string | null): Promise<void> {
      try {
        await candidates.announceSighting(sightingId, reporterId)
      } catch (error) {
        deps.log.error({ err: error, sightingId }, 'a sighting as a candidate not announced')
      }
    },
    /** An alert was marked found: its linked reports close and their finders are thanked. */
    async onAlertFound(alertId: string): Promise<void> {
      try {
        await service.alertFound(alertId)
      } catch (error) {
        deps.log.error({ err: error, alertId }, 'reports linked to a found alert not closed')
      }
    },
    /** Sweeps expired and unhidden reports now and every `everyMs`; answers the stopper. */
    startSweeper(everyMs: number): () => void {
      const sweep = () => {
        service.sweep().catch((error: unknown) => {
          deps.log.error({ err: error }, 'found-reports sweep failed')
        })
      }
      sweep()
      const timer = setInterval(sweep, everyMs)
      timer.unref()
      return () => clearInterval(timer)
    },
    /** The user's saved location changed: their `foundReports` set follows (never throws). */
    async onLocationChanged(userId: string): Promise<void> {
      try {
        await audience.refreshUser(userId)
      } catch (error) {
        deps.log.error(
          { err: error, userId },
          'found-reports feed did not follow a location change',
        )
      }
    },
  }
}

export type FoundPetsModule = ReturnType<typeof createFoundPetsModule>
