/**
 * src/db: the RxDB bootstrap (storage, collections and their schemas, the per-user database).
 * Features read their collections through their own repo; only src/sync replicates.
 */
export {
  closeDatabase,
  createDatabase,
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
export { type IndexedDbSource } from './storage'
export {
  DATABASE_NAME_PREFIX,
  databaseNameFor,
  DEXIE_NAME_PREFIX,
  dexiePrefix,
} from './database-names'
export { useDatabase } from './use-database'
export type { DiscoverCardDoc } from './schemas/discover-cards.schema'
