import type { LostPetDoc } from '../../contract/lost-pets.contract.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { toLostPetDoc, type LostPetRow } from './lost-pet-doc.js'
import type {
  AudienceChange,
  AudienceEntry,
  AudienceRepository,
} from './lost-pets-audience.repository.js'
import type { LostPetsRepository } from './lost-pets.repository.js'

/**
 * Who holds which alert on their device (spec §7 'Lost pets and sightings'): one rule, applied
 * from both sides.
 *
 *   user U holds alert A  ⇔  U reported A or owns A, or
 *                             A has not expired, has a place, and U's saved location lies within
 *                             the feed radius (LOST_PETS_FEED_RADIUS_KM, default 25) of it.
 *
 * Status does not matter: a found alert stays, so it moves to 'Encontradas' on every device
 * that showed it. `refreshAlert` applies the rule to every user for one alert (new, changed,
 * renewed or expired: every holder gets a new seq, so the change reaches them), `refreshUser`
 * to every alert for one user (they moved). An alert that leaves a user's set becomes a
 * tombstone in their feed, so the device deletes it.
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
  const { alerts, audience, broadcaster } = deps

  const ownersOf = (row: LostPetRow) =>
    new Set([row.reporter_id, ...(row.owner_id ? [row.owner_id] : [])])

  function publish(entries: readonly AudienceEntry[], rows: ReadonlyMap<string, LostPetRow>) {
    for (const entry of entries) {
      const row = rows.get(entry.alertId)
      if (!row) continue
      const document: Tombstoned<LostPetDoc> = { ...toLostPetDoc(row), _deleted: !entry.visible }
      broadcaster.publish([entry.userId], {
        collection: 'lostPets',
        documents: [document],
        checkpoint: { seq: entry.seq },
      })
    }
  }

  return {
    /** Applies the rule to one alert; answers the ids of users newly holding it. */
    async refreshAlert(row: LostPetRow): Promise<string[]> {
      const owners = ownersOf(row)
      const live = row.expires_at > deps.now().toISOString()
      const near =
        live && row.latitude !== null && row.longitude !== null
          ? await alerts.usersNear(
              { latitude: Number(row.latitude), longitude: Number(row.longitude) },
              deps.feedRadiusKm,
            )
          : []
      const wanted = new Set([...owners, ...near])
      const current = await audience.ofAlert(row.id)
      const changes: AudienceChange[] = []
      const seen = new Set<string>()
      for (const holder of current) {
        seen.add(holder.userId)
        // Tombstones of users still outside stay as they are: nothing new to tell them.
        if (!holder.visible && !wanted.has(holder.userId)) continue
        changes.push({
          userId: holder.userId,
          alertId: row.id,
          visible: wanted.has(holder.userId),
          own: owners.has(holder.userId),
        })
      }
      const added = [...wanted].filter((userId) => !seen.has(userId))
      for (const userId of added) {
        changes.push({ userId, alertId: row.id, visible: true, own: owners.has(userId) })
      }
      publish(await audience.write(changes), new Map([[row.id, row]]))
      return added
    },

    /** Applies the rule to one user after their saved location changed. */
    async refreshUser(userId: string): Promise<void> {
      const centre = await alerts.savedLocation(userId)
      const nearby = centre
        ? await alerts.nearest(
            centre,
            deps.feedRadiusKm,
            { unexpired: true, now: deps.now().toISOString() },
            NEARBY_MAX,
          )
        : []
      const wanted = new Map(nearby.map((row) => [row.id, row]))
      const held = await audience.ofUser(userId)
      const heldIds = new Set(held.map((entry) => entry.alertId))
      const changes: AudienceChange[] = []
      for (const entry of held) {
        if (!entry.own && !wanted.has(entry.alertId)) changes.push({ ...entry, visible: false })
      }
      for (const row of nearby) {
        if (heldIds.has(row.id)) continue
        changes.push({ userId, alertId: row.id, visible: true, own: ownersOf(row).has(userId) })
      }
      if (changes.length === 0) return
      const entries = await audience.write(changes)
      const missing = changes.filter((change) => !wanted.has(change.alertId))
      const rows = new Map<string, LostPetRow>(wanted)
      for (const row of await alerts.findMany(missing.map((change) => change.alertId))) {
        rows.set(row.id, row)
      }
      publish(entries, rows)
    },
  }
}

export type Audience = ReturnType<typeof createAudience>
