/**
 * How the local data is named in IndexedDB, apart from RxDB itself: the entry asks whether this
 * device already holds a user's database before the database code has loaded.
 */
export const DATABASE_NAME_PREFIX = 'huellitas-'

export function databaseNameFor(userId: string): string {
  // RxDB and IndexedDB accept these characters; user ids are UUIDs already.
  return `${DATABASE_NAME_PREFIX}${userId.toLowerCase().replace(/[^a-z0-9-]/g, '')}`
}

/** IndexedDB names RxDB's Dexie storage makes start with this, then the RxDB database name. */
export const DEXIE_NAME_PREFIX = 'rxdb-dexie-'

/** Every IndexedDB database RxDB's Dexie storage made for the RxDB database `name`. */
export function dexiePrefix(name: string): string {
  return `${DEXIE_NAME_PREFIX}${name}--`
}

/**
 * Whether this device holds any of `userId`'s local database; null when the browser cannot
 * list its IndexedDB databases (no `indexedDB.databases()`) or refuses to.
 */
export async function hasLocalDatabase(
  userId: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<boolean | null> {
  if (typeof factory?.databases !== 'function') return null
  const prefix = dexiePrefix(databaseNameFor(userId))
  try {
    return (await factory.databases()).some((info) => !!info.name?.startsWith(prefix))
  } catch {
    return null
  }
}
