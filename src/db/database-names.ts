/**
 * How this device names a user's local data, in a module of its own (no RxDB import), so code
 * that runs before the offline engine has loaded can tell whether the data exists
 * (src/sync/early-pulls.ts).
 */
export const DATABASE_NAME_PREFIX = 'huellitas-'

/** The RxDB database of `userId`: one per user, so two people on one device never share data. */
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
