import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from './database.js'

/**
 * SQLite checkpoints run in a worker thread (wal-checkpointer.ts), not in the commit that
 * fills the WAL. Committed pages reach the database file only through a checkpoint, and 2 MB
 * is half of what would make SQLite's own automatic checkpoint run: the file grows only if the
 * worker does its job.
 */
describe('the WAL checkpointer', () => {
  let dir = ''
  let handle: DatabaseHandle | undefined
  afterEach(async () => {
    await handle?.close()
    handle = undefined
    rmSync(dir, { recursive: true, force: true })
  })

  it('copies committed pages into the database file off the event loop', async () => {
    dir = mkdtempSync(join(tmpdir(), 'huellitas-wal-'))
    const file = join(dir, 'db.sqlite')
    handle = openDatabase({ sqlitePath: file })
    const { db } = handle
    await sql`create table filler (id integer primary key, body text not null)`.execute(db)
    const before = statSync(file).size
    const body = 'x'.repeat(4000)
    for (let i = 0; i < 512; i += 1) {
      await sql`insert into filler (body) values (${body})`.execute(db)
    }
    const deadline = Date.now() + 10_000
    while (statSync(file).size < before + 2_000_000) {
      if (Date.now() > deadline) throw new Error('the database file never grew: no checkpoint')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      db,
    )
    // The main connection leaves checkpoints to the worker.
    expect(rows).toEqual([{ wal_autocheckpoint: 0 }])
  })
})
