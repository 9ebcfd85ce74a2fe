import type { KyInstance } from 'ky'
import { PULL_LIMIT_MAX, syncedCollections, type SyncedCollection } from '@contract/sync.contract'
import { http } from '../api/http'
import { databaseNameFor, dexiePrefix } from '../db/database-names'
import { BACKGROUND_FEEDS } from './background-feeds'
import { requestPullPage, type EarlyPull } from './pull-request'

/**
 * The first pulls of a device that has no local data for the user yet (a first sign-in, a new
 * phone), sent as soon as the session is known instead of after the offline engine has loaded
 * and opened its database: on a slow phone that opening takes about a second (13 collections,
 * then each replication's own store: docs/benchmarks.md), on 2G each request a round trip of
 * about a second, and until the user's pets are stored the home cannot ask for its first cards.
 * The replication takes the answer in place of the same request when it starts
 * (pull-handler.ts): the first page from sequence 0, at the batch size it asks for.
 *
 * Only the feeds every first screen waits for (not BACKGROUND_FEEDS), and only when no database
 * of this user exists: a returning device pulls from its stored checkpoints, unknown until its
 * database opens. An answer nobody takes is dropped after KEEP_MS.
 */
const KEEP_MS = 60_000

interface Started {
  token: string
  pulls: Map<SyncedCollection, EarlyPull & { limit: number }>
}

let started: Started | null = null

export interface EarlyPullOptions {
  /** default: the browser's IndexedDB (tests: fake-indexeddb) */
  indexedDB?: IDBFactory
  /** default: the app's REST client */
  http?: KyInstance
}

export async function startEarlyPulls(
  userId: string,
  token: string,
  options: EarlyPullOptions = {},
): Promise<void> {
  const factory = options.indexedDB ?? globalThis.indexedDB
  if (started?.token === token) return
  started = null
  if (globalThis.navigator?.onLine === false) return
  // Without a listing (older browsers) the data may exist: nothing is sent early.
  if (typeof factory?.databases !== 'function') return
  let names: IDBDatabaseInfo[]
  try {
    names = await factory.databases()
  } catch {
    return
  }
  const prefix = dexiePrefix(databaseNameFor(userId))
  if (names.some((info) => info.name?.startsWith(prefix))) return

  const pulls: Started['pulls'] = new Map()
  for (const collection of syncedCollections) {
    if (BACKGROUND_FEEDS.has(collection)) continue
    const startedAt = Date.now()
    const answer = requestPullPage<unknown>(
      options.http ?? http,
      token,
      collection,
      0,
      PULL_LIMIT_MAX,
    )
    // Not taken, a failure is nobody's: the replication sends its own request instead.
    answer.catch(() => undefined)
    pulls.set(collection, { startedAt, answer, limit: PULL_LIMIT_MAX })
  }
  const mine: Started = { token, pulls }
  started = mine
  setTimeout(() => {
    if (started === mine) started = null
  }, KEEP_MS)
}

/** The early first page of `collection` for this session, once, if it is the one wanted. */
export function takeEarlyPull(
  token: string,
  collection: SyncedCollection,
  seq: number,
  limit: number,
): EarlyPull | undefined {
  if (!started || started.token !== token || seq !== 0) return undefined
  const pull = started.pulls.get(collection)
  if (!pull || pull.limit !== limit) return undefined
  started.pulls.delete(collection)
  return pull
}

/** A session that ends forgets what it sent early. */
export function forgetEarlyPulls(): void {
  started = null
}
