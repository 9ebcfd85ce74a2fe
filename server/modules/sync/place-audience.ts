import type { Tombstoned } from '../../contract/sync.contract.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { AudienceChange, AudienceEntry, AudienceRows } from './place-audience.repository.js'

/**
 * Who holds which placed item (a lost pet's alert, a found report) on their device: one rule,
 * applied from both sides, for every feed that reaches people by where they live.
 *
 *   user U holds item I  ⇔  U keeps I (wrote it, owns the pet), or I is live (the feed's own
 *                           test: not expired, not hidden...) and U's saved location lies
 *                           within the feed radius of I's place.
 *
 * `refresh` applies the rule to every user for one item (new, changed, renewed, expired: every
 * holder gets a new seq, so the change reaches them); `refreshUser` to every item for one user
 * (they moved). An item that leaves a user's set becomes a tombstone in their feed, so the
 * device deletes it. Each copy is the item as its holder may see it (`toDoc`).
 */
export interface PlaceAudienceSpec<Row extends { id: string }, Doc> {
  collection: 'lostPets' | 'foundReports'
  rows: AudienceRows
  broadcaster: ChangeBroadcaster
  /** who always holds the item, live or not */
  keepersOf: (row: Row) => ReadonlySet<string>
  /** the users within the radius of a live item; none for an item no longer live */
  usersNear: (row: Row) => Promise<string[]>
  /** the live items within the radius of the user's saved location (none without one) */
  nearbyFor: (userId: string) => Promise<Row[]>
  findMany: (ids: readonly string[]) => Promise<Row[]>
  toDoc: (row: Row, userId: string) => Doc
}

export function createPlaceAudience<Row extends { id: string }, Doc extends object>(
  spec: PlaceAudienceSpec<Row, Doc>,
) {
  const { rows: audience, broadcaster } = spec

  function publish(entries: readonly AudienceEntry[], rows: ReadonlyMap<string, Row>) {
    for (const entry of entries) {
      const row = rows.get(entry.itemId)
      if (!row) continue
      const document: Tombstoned<Doc> = {
        ...spec.toDoc(row, entry.userId),
        _deleted: !entry.visible,
      }
      broadcaster.publish([entry.userId], {
        collection: spec.collection,
        documents: [document],
        checkpoint: { seq: entry.seq },
      })
    }
  }

  /** Applies the rule to one item; answers the ids of users newly holding it. */
  async function refresh(row: Row): Promise<string[]> {
    const keepers = spec.keepersOf(row)
    const wanted = new Set([...keepers, ...(await spec.usersNear(row))])
    const changes: AudienceChange[] = []
    const seen = new Set<string>()
    for (const holder of await audience.ofItem(row.id)) {
      seen.add(holder.userId)
      // Tombstones of users still outside stay as they are: nothing new to tell them.
      if (!holder.visible && !wanted.has(holder.userId)) continue
      changes.push({
        ...holder,
        visible: wanted.has(holder.userId),
        own: keepers.has(holder.userId),
      })
    }
    const added = [...wanted].filter((userId) => !seen.has(userId))
    for (const userId of added) {
      changes.push({ userId, itemId: row.id, visible: true, own: keepers.has(userId) })
    }
    publish(await audience.write(changes), new Map([[row.id, row]]))
    return added
  }

  /** Applies the rule to one user after their saved location changed. */
  async function refreshUser(userId: string): Promise<void> {
    const nearby = await spec.nearbyFor(userId)
    const wanted = new Map(nearby.map((row) => [row.id, row]))
    const held = await audience.ofUser(userId)
    const heldIds = new Set(held.map((entry) => entry.itemId))
    const changes: AudienceChange[] = []
    for (const entry of held) {
      if (!entry.own && !wanted.has(entry.itemId)) changes.push({ ...entry, visible: false })
    }
    for (const row of nearby) {
      if (heldIds.has(row.id)) continue
      changes.push({
        userId,
        itemId: row.id,
        visible: true,
        own: spec.keepersOf(row).has(userId),
      })
    }
    if (changes.length === 0) return
    const entries = await audience.write(changes)
    const rows = new Map<string, Row>(wanted)
    const missing = changes.filter((change) => !wanted.has(change.itemId))
    for (const row of await spec.findMany(missing.map((change) => change.itemId))) {
      rows.set(row.id, row)
    }
    publish(entries, rows)
  }

  return { refresh, refreshUser }
}
