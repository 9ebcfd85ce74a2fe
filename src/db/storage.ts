import type { RxStorage } from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { dexiePrefix } from './database-names'

/**
 * Storage: RxDB's Dexie storage, i.e. IndexedDB in the browser. Node tests pass fake-indexeddb's
 * `indexedDB` and `IDBKeyRange` here (one fresh IDBFactory per simulated device).
 */
export interface IndexedDbSource {
  indexedDB: IDBFactory
  IDBKeyRange: typeof IDBKeyRange
}

export function createStorage(source?: IndexedDbSource): RxStorage<unknown, unknown> {
  return getRxStorageDexie(
    source ? { indexedDB: source.indexedDB, IDBKeyRange: source.IDBKeyRange } : {},
  )
}

/**
 * Deletes the IndexedDB databases behind the RxDB database `name`. RxDB's own remove() empties
 * its tables but leaves the (empty) IndexedDB databases behind; logout wants nothing left.
 * Browsers without `indexedDB.databases()` keep those empty shells.
 */
export async function deleteIndexedDbFiles(name: string, source?: IndexedDbSource): Promise<void> {
  const factory = source?.indexedDB ?? globalThis.indexedDB
  if (typeof factory?.databases !== 'function') return
  const prefix = dexiePrefix(name)
  const names = (await factory.databases())
    .map((info) => info.name)
    .filter((candidate): candidate is string => !!candidate?.startsWith(prefix))
  await Promise.all(names.map((candidate) => deleteOne(factory, candidate)))
}

/** Another tab that still holds the database open delays deletion; never wait for it forever. */
const DELETE_TIMEOUT_MS = 5_000

function deleteOne(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, DELETE_TIMEOUT_MS)
    const request = factory.deleteDatabase(name)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    request.onsuccess = done
    request.onerror = done
  })
}
