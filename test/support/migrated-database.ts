import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Insertable } from 'kysely'
import { afterEach } from 'vitest'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import type { Database } from '../../server/db/schema.js'
import type { DatabaseTarget } from './databases.js'

/**
 * Repository tests on each database target (databases.ts): the function it returns opens a
 * fresh, migrated database (a SQLite file in a temporary folder, or a throwaway PostgreSQL
 * database), closed and dropped after the test. Call at a describe's top level, inside
 * `describe.each(databaseTargets)`: SQL that differs by dialect is tested on both.
 */
export function useMigratedDatabase(
  prefix: string,
  target: DatabaseTarget,
): () => Promise<DatabaseHandle> {
  let cleanUp: (() => Promise<void>) | undefined
  afterEach(async () => {
    await cleanUp?.()
    cleanUp = undefined
  })
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    const prepared = await target.prepare()
    const handle = openDatabase({
      databaseUrl: prepared.databaseUrl,
      sqlitePath: join(dir, 'test.sqlite'),
    })
    cleanUp = async () => {
      await handle.close()
      await prepared.drop()
      rmSync(dir, { recursive: true, force: true })
    }
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
