import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database.js'
import type { QueuedWrites } from '../../http/queued-writes.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { SyncFeed } from '../sync/sync-feed.js'
import { lostPetMessages, lostPetRules } from '../../contract/lost-pets.contract.js'
import { createPhotoStore } from '../media/photo-store.js'
import type { StraySource } from '../media/stray-sweeper.js'
import { createAudience } from './lost-pets-audience.js'
import { createAudienceRepository } from './lost-pets-audience.repository.js'
import { noLostPetHooks, type LostPetHooks } from './lost-pets.hooks.js'
import { createLostPetsRepository } from './lost-pets.repository.js'
import { lostPetsRoutes } from './lost-pets.routes.js'
import { createLostPetsService } from './lost-pets.service.js'
import { createSightingsRepository } from './sightings.repository.js'
import { createSightingsService } from './sightings.service.js'

export type { LostPetHooks } from './lost-pets.hooks.js'

const photoLimits = {
  maxBytes: lostPetRules.photoMaxBytes,
  maxPixels: lostPetRules.photoMaxPixels,
}

export interface LostPetsModuleDeps {
  database: DatabaseHandle
  uploadsDir: string
  broadcaster: ChangeBroadcaster
  writes: QueuedWrites
  feedRadiusKm: number
  /** how often expired alerts are swept out of others' feeds */
  sweepEveryMs: number
  log: FastifyBaseLogger
  now?: () => Date
}

/**
 * Lost pets and sightings, wired: routes, the `lostPets` and `sightings` feeds, the hook for
 * the notifications module (`setHooks`), the follower of users' saved locations
 * (`onLocationChanged`) and the expiry sweep (`startSweeper`).
 */
export function createLostPetsModule(deps: LostPetsModuleDeps) {
  const now = deps.now ?? (() => new Date())
  let hooks: LostPetHooks = noLostPetHooks
  const alerts = createLostPetsRepository(deps.database.db, deps.database.dialect)
  const sightingsRepository = createSightingsRepository(deps.database.db)
  const audienceRows = createAudienceRepository(deps.database.db)
  const audience = createAudience({
    alerts,
    audience: audienceRows,
    broadcaster: deps.broadcaster,
    feedRadiusKm: deps.feedRadiusKm,
    now,
  })
  const alertPhotos = createPhotoStore(deps.uploadsDir, 'lost-pets', photoLimits, lostPetMessages)
  const sightingPhotos = createPhotoStore(
    deps.uploadsDir,
    'sightings',
    photoLimits,
    lostPetMessages,
  )
  const lostPets = createLostPetsService({
    alerts,
    sightings: sightingsRepository,
    audience,
    audienceRows,
    photos: alertPhotos,
    writes: deps.writes,
    hooks: () => hooks,
    log: deps.log,
    now,
  })
  const sightings = createSightingsService({
    alerts,
    sightings: sightingsRepository,
    photos: sightingPhotos,
    writes: deps.writes,
    broadcaster: deps.broadcaster,
    hooks: () => hooks,
    log: deps.log,
    now,
  })
  const lostPetsFeed: SyncFeed = { pull: (userId, seq, limit) => lostPets.pull(userId, seq, limit) }
  const sightingsFeed: SyncFeed = {
    pull: (userId, seq, limit) => sightings.pull(userId, seq, limit),
  }

  return {
    routes: lostPetsRoutes(lostPets, sightings),
    lostPets,
    sightings,
    feeds: { lostPets: lostPetsFeed, sightings: sightingsFeed },
    /**
     * Ids of users whose saved location lies within `km` of a place (e.g. an alert's last-seen
     * place, for the community alert's own radius). Never answers the locations themselves.
     */
    usersNear: (place: { latitude: number; longitude: number }, km: number) =>
      alerts.usersNear(place, km),
    /** Replaces the hooks (the notifications module calls this once at start-up). */
    setHooks(next: Partial<LostPetHooks>): void {
      hooks = { ...noLostPetHooks, ...next }
    },
    /** The user's saved location changed: their `lostPets` set follows (never throws). */
    async onLocationChanged(userId: string): Promise<void> {
      try {
        await audience.refreshUser(userId)
      } catch (error) {
        deps.log.error({ err: error, userId }, 'lost-pets feed did not follow a location change')
      }
    },
    /** Alerts ended outside the service (an account deleted): their holders get tombstones. */
    async retractAlerts(alertIds: readonly string[]): Promise<void> {
      if (alertIds.length === 0) return
      for (const row of await alerts.findMany(alertIds)) await audience.refreshAlert(row)
    },
    /**
     * Builds the feeds of alerts written without the service (the demo seed inserts rows): run
     * once at start-up, like the seq numbering of seeded pets. Answers how many.
     */
    async audienceMissing(): Promise<number> {
      let done = 0
      for (;;) {
        const ids = (await alerts.withoutAudience(200)).map((row) => row.id)
        if (ids.length === 0) return done
        for (const row of await alerts.findMany(ids)) await audience.refreshAlert(row)
        done += ids.length
      }
    },
    /** The alert and sighting photo folders, for the stray sweep (media/stray-sweeper.ts). */
    straySources: [
      { store: alertPhotos, inUse: () => alerts.photoPaths() },
      { store: sightingPhotos, inUse: () => sightingsRepository.photoPaths() },
    ] satisfies StraySource[],
    /** Sweeps expired alerts now and every `sweepEveryMs`; answers the stopper. */
    startSweeper(): () => void {
      const sweep = () => {
        lostPets.sweepExpired().catch((error: unknown) => {
          deps.log.error({ err: error }, 'lost-pets expiry sweep failed')
        })
      }
      sweep()
      const timer = setInterval(sweep, deps.sweepEveryMs)
      timer.unref()
      return () => clearInterval(timer)
    },
  }
}

export type LostPetsModule = ReturnType<typeof createLostPetsModule>
