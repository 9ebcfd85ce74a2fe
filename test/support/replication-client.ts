import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import ky, { type KyInstance } from 'ky'
import type { PetDoc } from '@contract/pets.contract'
import type { AuthResponse } from '@contract/auth.contract'
import { createDatabase, type CollectionName, type HuellitasDatabase } from '../../src/db'
import { startSyncEngine, type SyncEngine } from '../../src/sync/sync-engine'

/**
 * A simulated device for the replication suites: the app's own database code on
 * fake-indexeddb (a fresh IDBFactory per device, so devices share nothing) and the app's own
 * sync engine, against a real server process. What is real: the server, its database, HTTP,
 * socket.io, RxDB and its replication protocol, IndexedDB semantics. What is not: the browser.
 *
 * RxDB's free tier allows 13 open collections per JavaScript realm (each suite file runs in
 * its own), so a device opens only the collections a test needs (e.g. `pets`). Queued writes
 * are not a collection: a device that writes starts the write queue on its `factory`.
 */
export interface Device {
  database: HuellitasDatabase
  engine: SyncEngine
  factory: IDBFactory
  /** pets pull requests this device sent */
  pulls: () => number
  /** the `seq` each pets pull request asked from */
  pulledFrom: () => number[]
  pets: () => Promise<PetDoc[]>
  close: () => Promise<void>
}

export interface DeviceOptions {
  name?: string
  /** reopen a device: its IndexedDB (with `name`, the same database) */
  factory?: IDBFactory
  collections?: readonly CollectionName[]
  batchSize?: number
  onUnauthorized?: () => void
}

let devices = 0

export function apiClient(baseUrl: string, onPull?: (url: URL) => void): KyInstance {
  return ky.create({
    prefixUrl: `${baseUrl}/api`,
    timeout: 30_000,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          const url = new URL(request.url)
          if (url.pathname.startsWith('/api/sync/')) onPull?.(url)
        },
      ],
    },
  })
}

export async function openDevice(
  baseUrl: string,
  session: AuthResponse,
  options: DeviceOptions = {},
): Promise<Device> {
  const factory = options.factory ?? new IDBFactory()
  devices += 1
  const database = await createDatabase(session.user.id, {
    indexedDb: { indexedDB: factory, IDBKeyRange },
    multiInstance: false,
    name: options.name ?? `device${devices}-${session.user.id}`,
    ...(options.collections ? { collections: options.collections } : {}),
  })
  const pulledFrom: number[] = []
  const engine = startSyncEngine({
    database,
    // Only the pets feed: the profile collection replicates too, and would skew the counts.
    http: apiClient(baseUrl, (url) => {
      if (url.pathname.includes('/sync/pets/')) pulledFrom.push(Number(url.searchParams.get('seq')))
    }),
    token: session.token,
    socketUrl: baseUrl,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
  })
  let isClosed = false
  return {
    database,
    engine,
    factory,
    pulls: () => pulledFrom.length,
    pulledFrom: () => [...pulledFrom],
    pets: async () =>
      (await database.pets.find({ sort: [{ createdAt: 'asc' }, { id: 'asc' }] }).exec()).map(
        (doc) => doc.toJSON() as PetDoc,
      ),
    close: async () => {
      if (isClosed) return
      isClosed = true
      await engine.stop()
      if (!database.closed) await database.close()
    },
  }
}

/** Polls `check` until it holds (or throws with `what` after `timeoutMs`). */
export async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Resolves once the socket of `device` is connected. */
export function socketConnected(device: Device): Promise<void> {
  return eventually('the socket is connected', () => device.engine.socket.isConnected)
}

/** Resolves when every replication of `device` has nothing left to pull or store. */
export async function inSync(device: Device): Promise<void> {
  await Promise.all(
    device.engine.replications.map((replication) => replication.state.awaitInSync()),
  )
}

/** The pets as the server has them for the owner (the REST list). */
export function byId(pets: readonly PetDoc[]): Map<string, PetDoc> {
  return new Map(pets.map((pet) => [pet.id, pet]))
}
