import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorCodes } from '../contract/error-codes.js'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.js'
import { createGroupCommit, writeOneByOne, type WriteKind } from '../db/group-commit.js'
import {
  allocateChangeSeqsOf,
  type ChangeFeedName,
} from '../modules/sync/change-sequence.repository.js'
import { HttpError } from './http-error.js'
import { createIdempotencyLedger } from './idempotency-ledger.js'
import { createIdempotencyRepository } from './idempotency.repository.js'
import { createQueuedWrites, type QueuedWrites, type WriteTicket } from './queued-writes.js'

/**
 * The group commit with the idempotency ledger on a real SQLite database: writes submitted in
 * one turn share one transaction, a refused one is refused alone, and each key's answer is
 * stored with its write. Real: SQLite, migrations, the ledger and its repository. Stand-in: a
 * kind of write that stores a `server_secrets` row (any table would do).
 */
const now = new Date().toISOString()

describe('group commit of queued writes', () => {
  let dir = ''
  let database: DatabaseHandle
  let writes: QueuedWrites
  let batches: number[] = []

  /** Writes its row, then refuses a value of 'bad' (so the refusal has something to undo). */
  const secrets: WriteKind<{ name: string; value: string }, { name: string }> = (() => {
    const kind = writeOneByOne<{ name: string; value: string }, { name: string }>(
      'secrets',
      [],
      async (trx, input) => {
        await trx
          .insertInto('server_secrets')
          .values({ ...input, created_at: now })
          .execute()
        if (input.value === 'bad') {
          throw new HttpError(400, errorCodes.badRequest, 'Valor no válido')
        }
        return { name: input.name }
      },
    )
    return {
      name: kind.name,
      feeds: kind.feeds,
      apply: (trx, inputs) => {
        batches.push(inputs.length)
        return kind.apply(trx, inputs)
      },
    }
  })()

  beforeEach(async () => {
    batches = []
    dir = await mkdtemp(join(tmpdir(), 'huellitas-group-commit-'))
    database = openDatabase({ sqlitePath: join(dir, 'test.sqlite') })
    await migrateToLatest(database.db)
    await database.db
      .insertInto('users')
      .values({
        id: 'user-1',
        email: 'ana@example.com',
        email_normalized: 'ana@example.com',
        name: 'Ana',
        password_hash: 'x',
        created_at: now,
        updated_at: now,
        share_location: 0,
        subscription_type: 'free',
        is_demo: 0,
        seq: 0,
      })
      .execute()
    const repository = createIdempotencyRepository(database.db)
    writes = createQueuedWrites(
      createGroupCommit(
        database.db,
        createIdempotencyLedger({ repository, owner: () => 'this-instance' }),
      ),
    )
  })

  afterEach(async () => {
    await database.close()
    await rm(dir, { recursive: true, force: true })
  })

  const ticket = (key: string): WriteTicket => ({
    userId: 'user-1',
    key,
    method: 'POST',
    path: '/things',
  })
  const write = (key: string, name: string, value: string) =>
    writes.commit(
      secrets,
      { name, value },
      { ticket: ticket(key), answer: (out) => ({ status: 201, body: out }) },
    )
  const names = async () =>
    (await database.db.selectFrom('server_secrets').select('name').orderBy('name').execute()).map(
      (row) => row.name,
    )
  const records = () =>
    database.db
      .selectFrom('idempotency_keys')
      .select(['key', 'state', 'status_code', 'response_body'])
      .orderBy('key')
      .execute()

  it('refuses one invalid write of a batch alone and commits the others with their answers', async () => {
    const results = await Promise.allSettled([
      write('key-00000001', 'a', 'ok'),
      write('key-00000002', 'b', 'bad'),
      write('key-00000003', 'c', 'ok'),
    ])

    expect(batches).toEqual([3])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const refused = results[1]
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(HttpError)
    expect(await names()).toEqual(['a', 'c'])
    expect(await records()).toEqual([
      { key: 'key-00000001', state: 'done', status_code: 201, response_body: '{"name":"a"}' },
      {
        key: 'key-00000002',
        state: 'done',
        status_code: 400,
        response_body: JSON.stringify({ error: errorCodes.badRequest, message: 'Valor no válido' }),
      },
      { key: 'key-00000003', state: 'done', status_code: 201, response_body: '{"name":"c"}' },
    ])
  })

  it('answers a repeat of a key from its record, in a later batch or the same one', async () => {
    const first = await write('key-00000001', 'a', 'ok')
    expect(first.isReplay).toBe(false)
    const [again, twin, other] = await Promise.all([
      write('key-00000001', 'a', 'ok'),
      write('key-00000002', 'b', 'ok'),
      write('key-00000002', 'b', 'ok'),
    ])
    expect(again).toEqual({ isReplay: true, answer: first.answer })
    expect([twin.isReplay, other.isReplay]).toEqual([false, true])
    expect(other.answer).toEqual(twin.answer)
    expect(batches).toEqual([1, 1])
    expect(await names()).toEqual(['a', 'b'])
  })

  it("locks the change counters of every kind of a mixed batch first, in their names' order", async () => {
    const locked: string[][] = []
    const mixed = createQueuedWrites(
      createGroupCommit(
        database.db,
        createIdempotencyLedger({
          repository: createIdempotencyRepository(database.db),
          owner: () => 'this-instance',
        }),
        {
          lockFeeds: (trx, feeds) => {
            locked.push([...feeds])
            return allocateChangeSeqsOf(
              trx,
              feeds.map((feed) => [feed, 0] as const),
            )
          },
        },
      ),
    )
    const kindOf = (name: string, feeds: ChangeFeedName[]) =>
      writeOneByOne<string, string>(name, feeds, (_trx, input) => Promise.resolve(input))
    const likes = kindOf('likes', ['matches', 'notifications'])
    const records = kindOf('records', ['cycleRecords'])
    const options = { answer: (out: string) => ({ status: 200, body: out }) }

    await Promise.all([
      mixed.commit(likes, 'a', options),
      mixed.commit(records, 'b', options),
      mixed.commit(likes, 'c', options),
    ])
    // One kind alone takes its own counters as it runs (in their order): nothing up front.
    await Promise.all([mixed.commit(likes, 'd', options), mixed.commit(likes, 'e', options)])

    expect(locked).toEqual([['cycleRecords', 'matches', 'notifications']])
  })

  it('frees the key of a write that failed worth a retry, and runs the retry', async () => {
    const failing = writeOneByOne<string, string>('failing', [], () =>
      Promise.reject(new Error('disk full')),
    )
    const options = {
      ticket: ticket('key-00000009'),
      answer: (out: string) => ({ status: 201, body: out }),
    }
    await expect(writes.commit(failing, 'x', options)).rejects.toThrow('disk full')
    expect(await records()).toEqual([])
    const retried = await write('key-00000009', 'z', 'ok')
    expect(retried.isReplay).toBe(false)
    expect(await names()).toEqual(['z'])
  })
})
