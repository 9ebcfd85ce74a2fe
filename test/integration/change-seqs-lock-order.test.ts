import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database.js'
import type { Database } from '../../server/db/schema.js'
import {
  allocateChangeSeqs,
  allocateChangeSeqsOf,
} from '../../server/modules/sync/change-sequence.repository.js'
import { databaseTargets } from '../support/databases.js'

/**
 * allocateChangeSeqsOf takes several feeds' counters in one statement on PostgreSQL. It must
 * hand out the numbers a counter-by-counter allocation would, and lock the counters in the
 * order every other writer takes them: a writer holding 'matches' and about to take
 * 'messages' would otherwise deadlock with it.
 */
describe.each(databaseTargets)('several feeds’ seqs at once on $kind', (target) => {
  let handle: DatabaseHandle
  let dispose: () => Promise<void>

  beforeAll(async () => {
    const prepared = await target.prepare()
    const dir = await mkdtemp(join(tmpdir(), 'huellitas-seqs-'))
    handle = openDatabase({
      databaseUrl: prepared.databaseUrl,
      sqlitePath: join(dir, 'huellitas.sqlite'),
    })
    await migrateToLatest(handle.db)
    dispose = async () => {
      await handle.close()
      await prepared.drop()
      await rm(dir, { recursive: true, force: true })
    }
  })
  afterAll(() => dispose())

  const counter = async (db: Kysely<Database>, name: string) =>
    Number(
      (
        await db
          .selectFrom('change_counters')
          .select('value')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).value,
    )

  it('answers each feed’s first number and moves each counter by its count (0: not at all)', async () => {
    const feeds = ['matches', 'messages', 'notifications'] as const
    const before = await Promise.all(feeds.map((feed) => counter(handle.db, feed)))
    const firsts = await handle.db.transaction().execute((trx) =>
      allocateChangeSeqsOf(trx, [
        ['matches', 2],
        ['messages', 5],
        ['notifications', 0],
      ]),
    )
    expect(firsts).toEqual(before.map((value) => value + 1))
    const moved = await Promise.all(feeds.map((feed) => counter(handle.db, feed)))
    expect(moved.map((value, i) => value - (before[i] ?? 0))).toEqual([2, 5, 0])
  })

  it('refuses feeds out of their lock order and negative counts, moving nothing', async () => {
    const before = await counter(handle.db, 'matches')
    await expect(
      handle.db.transaction().execute((trx) =>
        allocateChangeSeqsOf(trx, [
          ['messages', 1],
          ['matches', 1],
        ]),
      ),
    ).rejects.toThrow(RangeError)
    await expect(
      handle.db.transaction().execute((trx) =>
        allocateChangeSeqsOf(trx, [
          ['matches', 1],
          ['messages', -1],
        ]),
      ),
    ).rejects.toThrow(RangeError)
    expect(await counter(handle.db, 'matches')).toBe(before)
  })

  it.runIf(target.kind === 'postgres')(
    'queues behind a writer that holds matches and then takes messages, without a deadlock',
    async () => {
      const start = await counter(handle.db, 'messages')
      let holding!: () => void
      const holds = new Promise<void>((resolve) => (holding = resolve))
      // The counter-by-counter writer: 'matches' now, 'messages' a moment later. Had the
      // one-statement writer locked 'messages' first, each would wait for the other.
      const oneByOne = handle.db.transaction().execute(async (trx) => {
        await allocateChangeSeqs(trx, 'matches', 1)
        holding()
        await sleep(300)
        return allocateChangeSeqs(trx, 'messages', 1)
      })
      await holds
      const together = handle.writer.transaction().execute((trx) =>
        allocateChangeSeqsOf(trx, [
          ['matches', 1],
          ['messages', 3],
        ]),
      )
      const [first, [, firstOfThree]] = await Promise.all([oneByOne, together])
      // Commit order: the one that locked first numbered first.
      expect(first).toBe(start + 1)
      expect(firstOfThree).toBe(start + 2)
      expect(await counter(handle.db, 'messages')).toBe(start + 4)
    },
  )

  it('hands out disjoint, gapless ranges to concurrent writers', async () => {
    const start = await counter(handle.db, 'messages')
    const ranges = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? handle.writer : handle.db).transaction().execute(async (trx) => {
          const [, first = 0] = await allocateChangeSeqsOf(trx, [
            ['matches', 1],
            ['messages', i + 1],
          ])
          return { first, count: i + 1 }
        }),
      ),
    )
    const taken = ranges
      .flatMap(({ first, count }) => Array.from({ length: count }, (_, k) => first + k))
      .sort((a, b) => a - b)
    expect(taken).toEqual(Array.from({ length: 78 }, (_, k) => start + 1 + k))
  })
})
