/**
 * Wire contract of the replication engine.
 *
 * Pull: GET /api/sync/{collection}/pull?seq=<last seq seen, 0 at first>&limit=<1..1000>
 *   → PullResponse: the documents the caller may see whose change sequence is greater than
 *   `seq`, ordered by that sequence, at most `limit`, deletions included as tombstones
 *   (`_deleted: true`). `checkpoint` is the sequence of the last document returned, or the
 *   request's own checkpoint when nothing changed.
 * The sequence is assigned by the server in commit order (never a client clock, never a
 * timestamp), so a pull can never skip a write.
 *
 * Live: after a commit the server emits SYNC_EVENT to the socket.io room of every user the
 * change concerns, with a SyncEventPayload. Clients treat it as a hint-with-data: documents
 * are applied, and after any reconnect the client pulls again from its checkpoint (RESYNC).
 *
 * Writes: every mutating REST call carries IDEMPOTENCY_HEADER with a client-made UUID. The
 * server stores the answer under (user, key) and answers any repeat — sequential or
 * concurrent — with the original answer, without writing twice.
 */
export const SYNC_EVENT = 'sync:change'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Set (value 'true') on an answer replayed from the idempotency store instead of re-run. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'
export const PULL_LIMIT_MAX = 1000
export const PULL_LIMIT_DEFAULT = 200

export const syncMessages = {
  unknownCollection: 'Colección de sincronización desconocida.',
  invalidSeq: 'El punto de control (seq) debe ser un número entero mayor o igual a 0.',
  invalidLimit: `El límite debe ser un número entero entre 1 y ${PULL_LIMIT_MAX}.`,
} as const

/** Collections the server has a change feed for; later issues add theirs here. */
export const syncedCollections = [
  'pets',
  'profile',
  'matches',
  'messages',
  'notifications',
  'lostPets',
  'sightings',
  'cycleRecords',
  'services',
  'bookings',
  'foundReports',
] as const
export type SyncedCollection = (typeof syncedCollections)[number]

export interface SyncCheckpoint {
  seq: number
}

export type Tombstoned<T> = T & { _deleted: boolean }

export interface PullResponse<T> {
  documents: Tombstoned<T>[]
  checkpoint: SyncCheckpoint
}

export interface SyncEventPayload<T = unknown> {
  collection: SyncedCollection
  documents: Tombstoned<T>[]
  checkpoint: SyncCheckpoint
}

/** Answer of the service worker to a write it queued while offline (HTTP 202). */
export interface QueuedResponse {
  queued: true
}
