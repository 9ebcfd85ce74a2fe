/**
 * src/db: the RxDB bootstrap (storage, collections and their schemas, the per-user database).
 * Features read their collections through their own repo; only src/sync replicates.
 */
export {
  closeDatabase,
  createDatabase,
  DATABASE_NAME_PREFIX,
  databaseNameFor,
  getDatabase,
  openDatabase,
  removeDatabase,
  removeDatabaseData,
  subscribeDatabase,
  type OpenDatabaseOptions,
} from './database'
export {
  collectionNames,
  type CollectionDocs,
  type CollectionName,
  type HuellitasCollections,
  type HuellitasDatabase,
} from './collections'
export { DEXIE_NAME_PREFIX, dexiePrefix, type IndexedDbSource } from './storage'
export { useDatabase } from './use-database'
export type { DiscoverCardDoc } from './schemas/discover-cards.schema'
