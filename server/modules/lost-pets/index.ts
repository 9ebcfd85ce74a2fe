import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/database.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { SyncFeed } from '../sync/sync-feed.js'
import { lostPetMessages, lostPetRules } from '../../contract/lost-pets.contract.js'
import { createPhotoStore } from '../media/photo-store.js'
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
/**
 * A photo no row holds that is older than this was stored by a report whose server died before
 * saving its row, and never sent again (a retry rewrites the same files: photo-store.ts): no
 * report's request runs this long, on this node or another.
 */
const STRAY_PHOTO_AGE_MS = 60 * 60 * 1000
/** The stray sweep reads every row's photo list: hourly at most, whatever the expiry sweep does. */
const STRAY_SWEEP_EVERY_MS = 60 * 60 * 1000

export interface LostPetsModuleDeps {
  database: DatabaseHandle
  uploadsDir: string
  broadcaster: ChangeBroadcaster
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
    hooks: () => hooks,
    log: deps.log,
    now,
  })
  const sightings = createSightingsService({
    alerts,
    sightings: sightingsRepository,
    photos: sightingPhotos,
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
    /**
     * Sweeps expired alerts now and every `sweepEveryMs`, and stray photos now and hourly;
     * answers the stopper.
     */
    startSweeper(): () => void {
      let straysSweptAt = -Infinity
      const sweepStrays = async () => {
        // Files carry the real clock, whatever clock the module was given.
        const cutoff = Date.now() - STRAY_PHOTO_AGE_MS
        const removed = [
          ...(await alertPhotos.removeStrays(cutoff, () => alerts.photoPaths())),
          ...(await sightingPhotos.removeStrays(cutoff, () => sightingsRepository.photoPaths())),
        ]
        if (removed.length) deps.log.warn({ removed }, 'stray lost-pet photos removed')
      }
      const sweep = () => {
        lostPets.sweepExpired().catch((error: unknown) => {
          deps.log.error({ err: error }, 'lost-pets expiry sweep failed')
        })
        if (Date.now() - straysSweptAt < STRAY_SWEEP_EVERY_MS) return
        straysSweptAt = Date.now()
        sweepStrays().catch((error: unknown) => {
          deps.log.error({ err: error }, 'lost-pets stray photo sweep failed')
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
