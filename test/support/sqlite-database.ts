import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Insertable } from 'kysely'
import { afterEach } from 'vitest'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import type { Database } from '../../server/db/schema.js'

/**
 * Repository tests on a real SQLite file. Call at a file's top level; the function it returns
 * opens a fresh, migrated database in a temporary folder, closed and deleted after the test.
 */
export function useMigratedSqlite(prefix: string): () => Promise<DatabaseHandle> {
  let handle: DatabaseHandle | undefined
  let dir: string | undefined
  afterEach(async () => {
    await handle?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
    handle = undefined
    dir = undefined
  })
  return async () => {
    dir = mkdtempSync(join(tmpdir(), prefix))
    handle = openDatabase({ sqlitePath: join(dir, 'test.sqlite') })
    await migrateToLatest(handle.db)
    return handle
  }
}

/** A users row with every column set: a free user named after its id, with no place. */
export function userRow(id: string, seq: number, at: string): Insertable<Database['users']> {
  return {
    ...{ id, email: `${id}@x.example`, email_normalized: `${id}@x.example`, name: id },
    ...{ phone: null, password_hash: 'x', avatar: null, banner: null, bio: null },
    ...{ location: null, address: null, city: null, country: null, latitude: null },
    ...{ longitude: null, share_location: 0, subscription_type: 'free' as const },
    ...{ subscription_plan: null, subscription_expires_at: null, is_demo: 0, seq },
    ...{ created_at: at, updated_at: at },
  }
}
