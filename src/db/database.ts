import { addRxPlugin, createRxDatabase, removeRxDatabase, type RxStorage } from 'rxdb'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election'
import {
  collectionCreators,
  collectionNames,
  type CollectionName,
  type HuellitasCollections,
  type HuellitasDatabase,
} from './collections'
import { databaseNameFor } from './database-names'
import { createStorage, deleteIndexedDbFiles, type IndexedDbSource } from './storage'

/**
 * The client database: one RxDatabase per signed-in user, named `huellitas-<userId>`, so two
 * people who share a device never share data (and logout removes it). It is created outside
 * React, behind a module-level promise: React StrictMode mounts effects twice and RxDB refuses
 * to open the same database twice (DB8), so components only ever read the one instance.
 *
 * Tabs: `multiInstance` (default) lets every tab of the app open the same IndexedDB data; RxDB
 * broadcasts writes between them, so a query in one tab sees another tab's changes. Only the
 * elected leader tab replicates (src/sync).
 */
addRxPlugin(RxDBMigrationSchemaPlugin)
addRxPlugin(RxDBLeaderElectionPlugin)

export interface OpenDatabaseOptions {
  /** Node tests: fake-indexeddb's factory; the browser's IndexedDB otherwise */
  indexedDb?: IndexedDbSource
  /** Share the database between tabs (default true). */
  multiInstance?: boolean
  /**
   * Open only these collections. For tests that simulate several devices in one JavaScript
   * realm, which would otherwise pass RxDB's 13-open-collections limit. The app opens all.
   */
  collections?: readonly CollectionName[]
  /** A different name than `huellitas-<userId>` (tests simulating two devices of one user). */
  name?: string
  /** Unit tests wrap the storage in a schema validator (RxDB dev-mode requires one). */
  wrapStorage?: (storage: RxStorage<unknown, unknown>) => RxStorage<unknown, unknown>
}

/** Opens a new database instance (no sharing): the building block of openDatabase(). */
export async function createDatabase(
  userId: string,
  options: OpenDatabaseOptions = {},
): Promise<HuellitasDatabase> {
  const database = await createRxDatabase<HuellitasCollections>({
    name: options.name ?? databaseNameFor(userId),
    storage: options.wrapStorage
      ? options.wrapStorage(createStorage(options.indexedDb))
      : createStorage(options.indexedDb),
    multiInstance: options.multiInstance ?? true,
    // Queries re-run from change events instead of hitting IndexedDB again.
    eventReduce: true,
  })
  const wanted = options.collections ?? collectionNames
  try {
    await database.addCollections(
      Object.fromEntries(wanted.map((name) => [name, collectionCreators[name]])),
    )
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

interface Current {
  name: string
  options: OpenDatabaseOptions
  promise: Promise<HuellitasDatabase>
  database: HuellitasDatabase | null
}

let current: Current | null = null
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

/**
 * The signed-in user's database, opened once. Asking for another user's database closes the
 * previous one first.
 */
export async function openDatabase(
  userId: string,
  options: OpenDatabaseOptions = {},
): Promise<HuellitasDatabase> {
  const name = options.name ?? databaseNameFor(userId)
  if (current?.name === name) return current.promise
  if (current) await closeDatabase()
  const entry: Current = { name, options, promise: createDatabase(userId, options), database: null }
  current = entry
  entry.promise.then(
    (database) => {
      if (current !== entry) return
      entry.database = database
      notify()
    },
    () => {
      if (current === entry) current = null
    },
  )
  return entry.promise
}

/** The open database, or null before sign-in / while it opens. */
export function getDatabase(): HuellitasDatabase | null {
  return current?.database ?? null
}

/** Called whenever the open database changes (opened, closed, removed). */
export function subscribeDatabase(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

async function takeCurrent(): Promise<{ entry: Current; database: HuellitasDatabase | null }> {
  const entry = current
  if (!entry) throw new Error('no database')
  current = null
  notify()
  const database = await entry.promise.catch(() => null)
  return { entry, database }
}

/** Closes the database, keeping its data (the app is shutting down, or a test is done). */
export async function closeDatabase(): Promise<void> {
  if (!current) return
  const { database } = await takeCurrent()
  await database?.close()
}

/**
 * Closes the database and deletes every byte of it from IndexedDB: documents and the
 * replication checkpoints. Used at logout so the next person on the device starts empty.
 */
export async function removeDatabase(): Promise<void> {
  if (!current) return
  const { entry, database } = await takeCurrent()
  await removeDatabaseData(entry.name, entry.options, database)
}

/** Empties and deletes the database `name` (open or not). */
export async function removeDatabaseData(
  name: string,
  options: Pick<OpenDatabaseOptions, 'indexedDb' | 'multiInstance'> = {},
  database: HuellitasDatabase | null = null,
): Promise<void> {
  if (database && !database.closed) {
    await database.remove()
  } else {
    await removeRxDatabase(name, createStorage(options.indexedDb), options.multiInstance ?? true)
  }
  await deleteIndexedDbFiles(name, options.indexedDb)
}
