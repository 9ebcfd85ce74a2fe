import type { LostPetDoc } from '../../contract/lost-pets.contract.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { createPlaceAudience } from '../sync/place-audience.js'
import { toLostPetDoc, type LostPetRow } from './lost-pet-doc.js'
import type { AudienceRepository } from './lost-pets-audience.repository.js'
import type { LostPetsRepository } from './lost-pets.repository.js'

/**
 * Who holds which alert on their device (spec §7 'Lost pets and sightings'): the placed-item
 * rule (sync/place-audience.ts) with
 * - keepers: the reporter and the pet's owner;
 * - live: not expired and placed. Status does not matter: a found alert stays, so it moves to
 *   'Encontradas' on every device that showed it;
 * - radius: LOST_PETS_FEED_RADIUS_KM (default 25) from the alert's place.
 */
export interface AudienceDeps {
  alerts: LostPetsRepository
  audience: AudienceRepository
  broadcaster: ChangeBroadcaster
  feedRadiusKm: number
  now: () => Date
}

/** Most alerts one user's device receives from around them (nearest first). */
const NEARBY_MAX = 1000

export function createAudience(deps: AudienceDeps) {
  const { alerts } = deps
  const audience = createPlaceAudience<LostPetRow, LostPetDoc>({
    collection: 'lostPets',
    rows: deps.audience,
    broadcaster: deps.broadcaster,
    keepersOf: (row) => new Set([row.reporter_id, ...(row.owner_id ? [row.owner_id] : [])]),
    usersNear: async (row) =>
      row.expires_at > deps.now().toISOString() && row.latitude !== null && row.longitude !== null
        ? alerts.usersNear(
            { latitude: Number(row.latitude), longitude: Number(row.longitude) },
            deps.feedRadiusKm,
          )
        : [],
    nearbyFor: async (userId) => {
      const centre = await alerts.savedLocation(userId)
      if (!centre) return []
      const live = { unexpired: true, now: deps.now().toISOString() }
      return alerts.nearest(centre, deps.feedRadiusKm, live, NEARBY_MAX)
    },
    findMany: (ids) => alerts.findMany(ids),
    toDoc: (row) => toLostPetDoc(row),
  })
  return { refreshAlert: audience.refresh, refreshUser: audience.refreshUser }
}

export type Audience = ReturnType<typeof createAudience>
