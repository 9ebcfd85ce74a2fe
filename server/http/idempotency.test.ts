import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.js'
import type { UserRow } from '../db/schema.js'
import { errorHandler } from './error-handler.js'
import { installIdempotency } from './idempotency.js'
import { createIdempotencyRepository } from './idempotency.repository.js'
import { blankProfile } from '../modules/users/blank-profile'

/**
 * The idempotency hooks on a real SQLite database, driven through Fastify's inject, for the
 * paths an end-to-end test cannot provoke on demand: a failing first run (5xx), a claim whose
 * process died, and the waiting repeat. A stand-in replaces the auth guard (it only sets the
 * session the guard would).
 */
const now = new Date().toISOString()
const user: UserRow & { seq: number } = {
  id: 'user-1',
  email: 'ana@example.com',
  email_normalized: 'ana@example.com',
  name: 'Ana',
  phone: null,
  password_hash: 'x',
  ...blankProfile,
  is_demo: 0,
  discoverable: 1,
  show_distance: 1,
  deleted_at: null,
  created_at: now,
  updated_at: now,
  seq: 0,
}

describe('idempotency hooks', () => {
  let dir = ''
  let database: DatabaseHandle
  let app: FastifyInstance
  let runs = 0
  let failNext = 0
  let gate: Promise<void> = Promise.resolve()

  beforeEach(async () => {
    runs = 0
    failNext = 0
    gate = Promise.resolve()
    dir = await mkdtemp(join(tmpdir(), 'huellitas-idem-'))
    database = openDatabase({ sqlitePath: join(dir, 'test.sqlite') })
    await migrateToLatest(database.db)
    await database.db.insertInto('users').values(user).execute()
    app = Fastify()
    app.setErrorHandler(errorHandler)
    app.decorateRequest('session', null)
    app.addHook('onRequest', (request, _reply, done) => {
      request.session = { user, tokenHash: 'h' }
      done()
    })
    // A scope of its own, as under /api: the hooks' error handler goes on to the app's.
    await app.register((api, _options, done) => {
      installIdempotency(api, {
        repository: createIdempotencyRepository(database.db),
        log: api.log,
      })
      api.post('/things', async (_request, reply) => {
        runs += 1
        await gate
        if (failNext > 0) {
          failNext -= 1
          throw new Error('boom')
        }
        return reply.code(201).send({ run: runs })
      })
      api.post(
        '/checked',
        {
          schema: {
            body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
          },
        },
        async (_request, reply) => {
          runs += 1
          return reply.code(201).send({ run: runs })
        },
      )
      api.post<{ Querystring: { code: string } }>('/limited', async (request, reply) => {
        runs += 1
        return reply.code(429).send({ error: request.query.code, message: 'no' })
      })
      done()
    })
    await app.ready()
  })

  afterEach(async () => {
    await app.close()
    await database.close()
    await rm(dir, { recursive: true, force: true })
  })

  const post = (key: string) =>
    app.inject({ method: 'POST', url: '/things', headers: { 'idempotency-key': key } })

  it('answers a repeat from its key even when its body fails the checks now', async () => {
    const send = (payload: Record<string, unknown>, key = 'key-00000009') =>
      app.inject({ method: 'POST', url: '/checked', headers: { 'idempotency-key': key }, payload })
    expect((await send({ n: 1 })).statusCode).toBe(201)
    const repeat = await send({ n: 'no' })
    expect(repeat.statusCode).toBe(201)
    expect(repeat.json()).toEqual({ run: 1 })
    expect(repeat.headers['idempotent-replayed']).toBe('true')
    // A key with no answer kept: the refusal itself.
    expect((await send({ n: 'no' }, 'key-00000010')).statusCode).toBe(400)
    expect(runs).toBe(1)
  })

  it('lets a retry run again after a 5xx, then replays the success', async () => {
    failNext = 1
    const failed = await post('key-00000001')
    expect(failed.statusCode).toBe(500)
    const retried = await post('key-00000001')
    expect(retried.statusCode).toBe(201)
    expect(retried.json()).toEqual({ run: 2 })
    const replayed = await post('key-00000001')
    expect(replayed.json()).toEqual({ run: 2 })
    expect(replayed.headers['idempotent-replayed']).toBe('true')
    expect(runs).toBe(2)
  })

  it('makes a concurrent repeat wait for the first run and answer the same', async () => {
    let open: () => void = () => undefined
    gate = new Promise((resolve) => (open = resolve))
    const first = post('key-00000002')
    const second = post('key-00000002')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(runs).toBe(1)
    open()
    const [a, b] = await Promise.all([first, second])
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    expect(a.body).toBe(b.body)
    expect(runs).toBe(1)
  })

  it('takes over an unowned pending claim (made before owners were kept) after 2 minutes', async () => {
    const old = new Date(Date.now() - 5 * 60 * 1000).toISOString()
    await database.db
      .insertInto('idempotency_keys')
      .values({
        user_id: user.id,
        key: 'key-00000003',
        method: 'POST',
        path: '/things',
        state: 'pending',
        status_code: null,
        response_body: null,
        created_at: old,
      })
      .execute()
    const result = await post('key-00000003')
    expect(result.statusCode).toBe(201)
    expect(runs).toBe(1)
  })

  const pendingRow = (key: string, owner: string | null, createdAt = new Date().toISOString()) =>
    database.db
      .insertInto('idempotency_keys')
      .values({
        user_id: user.id,
        key,
        method: 'POST',
        path: '/things',
        state: 'pending',
        status_code: null,
        response_body: null,
        created_at: createdAt,
        owner,
      })
      .execute()

  const instanceRow = (id: string, heartbeatAgoMs: number) => {
    const at = new Date(Date.now() - heartbeatAgoMs).toISOString()
    return database.db
      .insertInto('server_instances')
      .values({ id, started_at: at, heartbeat_at: at })
      .execute()
  }

  const timed = async (key: string) => {
    const started = Date.now()
    const result = await post(key)
    return { result, ms: Date.now() - started }
  }

  it('takes over at once a fresh claim whose owner is unknown or shut down', async () => {
    await pendingRow('key-00000004', 'instance-that-is-gone')
    const { result, ms } = await timed('key-00000004')
    expect(result.statusCode).toBe(201)
    expect(ms).toBeLessThan(1_000)
    expect(runs).toBe(1)
    expect((await post('key-00000004')).headers['idempotent-replayed']).toBe('true')
  })

  it('takes over at once a claim whose owner stopped its heartbeat', async () => {
    await instanceRow('instance-killed', 10_000)
    await pendingRow('key-00000005', 'instance-killed')
    const { result, ms } = await timed('key-00000005')
    expect(result.statusCode).toBe(201)
    expect(ms).toBeLessThan(1_000)
    expect(runs).toBe(1)
  })

  it('runs a dead claim once when several repeats race to take it over', async () => {
    await pendingRow('key-00000006', 'instance-that-is-gone')
    const results = await Promise.all(Array.from({ length: 4 }, () => post('key-00000006')))
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201])
    expect(new Set(results.map((r) => r.body)).size).toBe(1)
    expect(runs).toBe(1)
  })

  it('waits for a claim of a live instance and replays its answer', async () => {
    await instanceRow('instance-alive', 0)
    await pendingRow('key-00000007', 'instance-alive')
    const repeat = post('key-00000007')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(runs).toBe(0)
    await database.db
      .updateTable('idempotency_keys')
      .set({ state: 'done', status_code: 201, response_body: '{"run":"elsewhere"}' })
      .where('key', '=', 'key-00000007')
      .execute()
    const result = await repeat
    expect(result.statusCode).toBe(201)
    expect(result.json()).toEqual({ run: 'elsewhere' })
    expect(runs).toBe(0)
  })

  it('stores or releases answers as the shared write policy says', async () => {
    const limited = (key: string, code: string) =>
      app.inject({
        method: 'POST',
        url: `/limited?code=${code}`,
        headers: { 'idempotency-key': key },
      })
    // A daily quota is final: the repeat is answered, the handler does not run again.
    await limited('key-00000008', 'daily-limit-reached')
    expect((await limited('key-00000008', 'daily-limit-reached')).statusCode).toBe(429)
    expect(runs).toBe(1)
    // Any other 429 is worth retrying: the claim is given up and the repeat runs.
    await limited('key-00000009', 'too-many-requests')
    await limited('key-00000009', 'too-many-requests')
    expect(runs).toBe(3)
  })

  it('registers this instance while it runs and removes it on close', async () => {
    const instances = () => database.db.selectFrom('server_instances').selectAll().execute()
    const [row] = await instances()
    expect(row?.heartbeat_at).toBeDefined()
    await app.close()
    expect(await instances()).toEqual([])
  })

  it('runs requests without a key every time', async () => {
    await app.inject({ method: 'POST', url: '/things' })
    await app.inject({ method: 'POST', url: '/things' })
    expect(runs).toBe(2)
  })
})
