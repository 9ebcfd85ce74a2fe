import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import { IDEMPOTENT_REPLAYED_HEADER } from '../contract/sync.contract.js'
import { classifyWrite } from '../contract/write-policy.js'
// Types only: `request.session`, which the auth guard sets before these hooks run.
import type {} from '../auth/auth.guard.js'
import { HttpError } from './http-error.js'
import { isStoredRefusal } from './stored-refusals.js'
import type {
  IdempotencyClaim,
  IdempotencyRecord,
  IdempotencyRepository,
  WriteTicket,
} from './idempotency.repository.js'
import { OWNER_SILENT_MS, startHeartbeat, type InstanceHeartbeat } from './instance-heartbeat.js'

/**
 * Idempotent writes: a mutating /api call (POST, PUT, PATCH, DELETE) that carries an
 * `Idempotency-Key` header runs at most once per (user, key) while it succeeds; every repeat —
 * sequential or concurrent, on any node — gets the first run's status and body, with
 * `Idempotent-Replayed: true`, and changes nothing. The same key on another method or path is
 * a client bug: 422. Rows expire after 8 days: longer than the service worker keeps a queued
 * write (7 days), so a late replay is still recognised.
 *
 * Two ways, one record (`idempotency_keys`):
 *
 * - Routes marked `config: { groupCommit: true }` (the queued writes that can join a batch)
 *   get only `request.writeTicket` here. Their write goes through the group commit
 *   (db/group-commit.ts, http/idempotency-ledger.ts, http/queued-writes.ts), where the key's
 *   claim, the write and its answer commit in one transaction: a crash leaves none of them,
 *   so there is nothing to take over and a retry simply runs.
 *
 * - Every other mutating route (the profile pictures, whose file is written and re-encoded
 *   inside the write, for longer than a batch may hold the single SQLite writer; the account's
 *   own calls) keeps the take-over protocol below. After the auth guard the request
 *   claims the key by INSERTing a `pending` row owned by this server instance
 *   (instance-heartbeat.ts); the primary key lets exactly one claim win. The winner runs the
 *   handler and, as its answer is sent, stores it when the shared write policy
 *   (contract/write-policy.ts) calls it `done` or `final`, or gives the claim up when the
 *   policy says `retry` (5xx, 408/425/429), so the client's retry runs again. A repeat that
 *   finds the row `done` replays it; one that finds it `pending` waits (up to WAIT_MS, then 409
 *   with Retry-After) only while its owner is alive.
 *
 *   A crash between claim and answer leaves a `pending` row behind. Its owner's heartbeat
 *   stops, so the first repeat after OWNER_SILENT_MS (at once after a restart: the new process
 *   has a new id) takes the claim over — an UPDATE conditioned on the old owner, which one
 *   taker wins — and runs the handler. The price is that a handler whose transaction committed
 *   just before the crash runs again: those routes answer a repeat as the same write (a
 *   profile picture is an absolute update), which the integration tests check.
 */
export const IDEMPOTENCY_TTL_MS = 8 * 24 * 60 * 60 * 1000
const WAIT_MS = 10_000
const POLL_MS = 50
/**
 * A pending row with no owner was claimed by a server without heartbeats (before they existed,
 * or an old node during a rolling deploy): its owner cannot be checked, only its age.
 */
const UNOWNED_STALE_MS = 2 * 60 * 1000
const CLEANUP_EVERY_MS = 60 * 60 * 1000
/** Instance rows silent this long are long dead; unknown owners count as dead anyway. */
const INSTANCE_FORGET_MS = 24 * 60 * 60 * 1000
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** A UUID, or any similar token: letters, digits, '-' and '_', 8 to 100 of them. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/

interface ClaimState extends IdempotencyClaim {
  settled: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request won its Idempotency-Key and must store its answer. */
    idempotencyClaim: ClaimState | null
    /**
     * The request's key on a route that commits its write in the group commit
     * (http/queued-writes.ts), which claims, runs and answers it in one transaction.
     */
    writeTicket: WriteTicket | null
  }
  interface FastifyContextConfig {
    /**
     * The route's write joins the group commit with its key's record and answer: no claim
     * here. Routes without it (uploads, …) keep the claim and its take-over after a crash.
     */
    groupCommit?: boolean
  }
}

export interface IdempotencyOptions {
  repository: IdempotencyRepository
  log: FastifyBaseLogger
  now?: () => number
  /** this process's heartbeat, when the app shares it with the group commit's ledger */
  instance?: InstanceHeartbeat
}

const iso = (ms: number) => new Date(ms).toISOString()

/** Whether the request that made a pending row may still answer it. */
export function ownerIsAlive(record: IdempotencyRecord, self: string, now: number): boolean {
  if (record.owner === self) return true
  if (record.owner === null) return record.created_at >= iso(now - UNOWNED_STALE_MS)
  // No heartbeat row: the owner shut down, or its row was forgotten long ago.
  if (record.owner_heartbeat_at === null) return false
  return record.owner_heartbeat_at >= iso(now - OWNER_SILENT_MS)
}

/** The `error` code of a JSON error answer, for the write policy. */
function errorCodeOf(status: number, body: string | null | undefined): string | null {
  if (status < 400 || !body) return null
  try {
    const parsed = JSON.parse(body) as { error?: unknown } | null
    return typeof parsed?.error === 'string' ? parsed.error : null
  } catch {
    return null
  }
}

function replay(reply: FastifyReply, record: IdempotencyRecord): FastifyReply {
  reply.code(record.status_code ?? 200).header(IDEMPOTENT_REPLAYED_HEADER, 'true')
  if (record.response_body === null || record.response_body === '') return reply.send()
  return reply.type('application/json; charset=utf-8').send(record.response_body)
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key']
  if (header === undefined) return null
  // Node joins a repeated header with ', ', which the pattern refuses as well.
  const key = typeof header === 'string' ? header.trim() : ''
  if (!KEY_PATTERN.test(key)) {
    throw new HttpError(400, errorCodes.invalidIdempotencyKey, serverMessages.invalidIdempotencyKey)
  }
  return key
}

/** Installs the hooks on every route of `scope` (the /api scope, after its auth guard). */
export function installIdempotency(scope: FastifyInstance, options: IdempotencyOptions): void {
  const { repository, log } = options
  const now = options.now ?? Date.now
  if (!scope.hasRequestDecorator('idempotencyClaim')) {
    scope.decorateRequest('idempotencyClaim', null)
  }
  if (!scope.hasRequestDecorator('writeTicket')) scope.decorateRequest('writeTicket', null)
  const instance = options.instance ?? startHeartbeat({ repository, log, now })

  async function settle(claim: ClaimState, status: number, body: string | null | undefined) {
    claim.settled = true
    const errorCode = errorCodeOf(status, body)
    const outcome = classifyWrite({ kind: 'response', status, errorCode })
    try {
      if (outcome !== 'retry' && body !== undefined) {
        await repository.complete(claim, status, body)
      } else {
        await repository.release(claim)
      }
    } catch (error) {
      log.error({ err: error }, 'idempotency record not stored')
      await repository.release(claim).catch(() => undefined)
    }
  }

  /** Claims the key, or answers the request from its record; true when the caller owns it. */
  async function claimOrAnswer(claim: IdempotencyClaim, reply: FastifyReply): Promise<boolean> {
    const deadline = now() + WAIT_MS
    let tryClaim = true
    for (;;) {
      if (now() >= deadline) {
        throw new HttpError(
          409,
          errorCodes.idempotencyInProgress,
          serverMessages.idempotencyInProgress,
          { 'Retry-After': '1' },
        )
      }
      if (tryClaim && (await repository.claim(claim, iso(now())))) return true
      const record = await repository.find(claim.userId, claim.key)
      // Gone: the first request gave up (5xx) or the row expired meanwhile; claim it again.
      tryClaim = record === undefined
      if (!record) continue
      if (record.created_at < iso(now() - IDEMPOTENCY_TTL_MS)) {
        await repository.removeIfOlder(claim.userId, claim.key, iso(now() - IDEMPOTENCY_TTL_MS))
        tryClaim = true
        continue
      }
      if (record.method !== claim.method || record.path !== claim.path) {
        throw new HttpError(
          422,
          errorCodes.idempotencyKeyReused,
          serverMessages.idempotencyKeyReused,
        )
      }
      if (record.state === 'done') {
        replay(reply, record)
        return false
      }
      if (!ownerIsAlive(record, instance.id, now())) {
        // Its process died mid-request: run it here. Losing the race just means looking again.
        if (await repository.takeOver(claim, record.owner, iso(now()))) {
          log.warn({ key: claim.key, deadOwner: record.owner }, 'idempotency claim taken over')
          return true
        }
        continue
      }
      // Pending on a live process: wait for it to finish.
      await sleep(POLL_MS)
    }
  }

  scope.addHook('preHandler', async (request, reply) => {
    if (!MUTATING.has(request.method) || !request.session) return
    const key = keyOf(request)
    if (key === null) return
    const ticket = {
      userId: request.session.user.id,
      key,
      method: request.method,
      path: request.url,
    }
    if (request.routeOptions.config.groupCommit === true) {
      request.writeTicket = ticket
      return
    }
    await instance.ready
    const claim = { ...ticket, owner: instance.id }
    if (await claimOrAnswer(claim, reply)) request.idempotencyClaim = { ...claim, settled: false }
    else return reply
  })

  // A repeat is answered from its key even when the route would now refuse it: its pet was
  // deleted since (404), a rule changed (400), its rate limit is spent (429). The write it
  // repeats was accepted once, and a client that lost that answer must get it, not a refusal
  // that tells it the write failed. Looked up only on a refusal, so a write's hot path pays
  // nothing. An error thrown here goes on to the app's error handler.
  scope.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500
    if (status < 400 || status >= 500 || isStoredRefusal(error) || !request.session) throw error
    if (!MUTATING.has(request.method) || request.idempotencyClaim) throw error
    const header = request.headers['idempotency-key']
    const key = typeof header === 'string' ? header.trim() : ''
    if (!KEY_PATTERN.test(key)) throw error
    const record = await repository.find(request.session.user.id, key).catch(() => undefined)
    if (
      record?.state !== 'done' ||
      record.method !== request.method ||
      record.path !== request.url ||
      record.created_at < iso(now() - IDEMPOTENCY_TTL_MS)
    ) {
      throw error
    }
    return replay(reply, record)
  })

  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim
    if (!claim || claim.settled) return payload
    const body =
      payload === null || payload === undefined
        ? null
        : typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : undefined // a stream: not storable, so not replayable either
    // Stored before the answer leaves: a client that got it and retries finds it `done`.
    await settle(claim, reply.statusCode, body)
    return payload
  })

  // The answer never got through onSend (the connection died first): let a retry run.
  scope.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim
    if (claim && !claim.settled) await settle(claim, 500, undefined)
  })

  const cleanup = setInterval(() => {
    Promise.all([
      repository.removeExpired(iso(now() - IDEMPOTENCY_TTL_MS)),
      repository.removeSilentInstances(iso(now() - INSTANCE_FORGET_MS)),
    ]).then(
      ([removed]) => {
        if (removed > 0) log.info({ removed }, 'expired idempotency keys removed')
      },
      (error: unknown) => log.warn({ err: error }, 'idempotency cleanup failed'),
    )
  }, CLEANUP_EVERY_MS)
  cleanup.unref()
  // After the server stopped taking requests and the last one finished (Fastify closes the
  // HTTP server first): no claim of this instance is left pending.
  scope.addHook('onClose', async () => {
    clearInterval(cleanup)
    await instance.stop()
  })
}
