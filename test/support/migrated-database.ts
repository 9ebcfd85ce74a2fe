import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import type { DatabaseTarget } from './databases.js'

/**
 * Repository tests on each database target (databases.ts): the function it returns opens a
 * fresh, migrated database (a SQLite file in a temporary folder, or a throwaway PostgreSQL
 * database), closed and dropped after the test. For SQL that differs by dialect.
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
