import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import { IDEMPOTENT_REPLAYED_HEADER } from '../contract/sync.contract.js'
// Types only: `request.session`, which the auth guard sets before these hooks run.
import type {} from '../auth/auth.guard.js'
import { HttpError } from './http-error.js'
import type {
  IdempotencyClaim,
  IdempotencyRecord,
  IdempotencyRepository,
} from './idempotency.repository.js'

/**
 * Idempotent writes: a mutating /api call (POST, PUT, PATCH, DELETE) that carries an
 * `Idempotency-Key` header runs at most once per (user, key); every repeat — sequential or
 * concurrent, on any node — gets the first run's status and body, with `Idempotent-Replayed:
 * true`, and changes nothing.
 *
 * How: after the auth guard (keys are per user), the request claims the key by INSERTing a
 * `pending` row; the primary key lets exactly one claim win. The winner runs the handler and,
 * as its answer is sent, stores it (2xx and 4xx: definitive) or gives the claim up (5xx,
 * transient 408/429, a crash), so a retry runs again. A repeat that finds the row `done`
 * replays it; one that finds it `pending` waits for it (up to WAIT_MS) and then replays. The
 * same key on another method or path is a client bug: 422. Rows expire after 8 days: longer than
 * the service worker keeps a queued write (7 days), so a late replay is still recognised.
 */
export const IDEMPOTENCY_TTL_MS = 8 * 24 * 60 * 60 * 1000
const WAIT_MS = 10_000
const POLL_MS = 50
/** A claim this old and still pending belongs to a process that died mid-request. */
const STALE_PENDING_MS = 2 * 60 * 1000
const CLEANUP_EVERY_MS = 60 * 60 * 1000
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
  }
}

export interface IdempotencyOptions {
  repository: IdempotencyRepository
  log: FastifyBaseLogger
  now?: () => number
}

const iso = (ms: number) => new Date(ms).toISOString()

/** 2xx and 4xx are the answer; 5xx and the "try later" 4xx must let a retry run. */
const isDefinitive = (status: number) =>
  (status >= 200 && status < 300) ||
  (status >= 400 && status < 500 && status !== 408 && status !== 429)

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

  async function settle(claim: ClaimState, status: number, body: string | null | undefined) {
    claim.settled = true
    try {
      if (isDefinitive(status) && body !== undefined) {
        await repository.complete(claim.userId, claim.key, status, body)
      } else {
        await repository.release(claim.userId, claim.key)
      }
    } catch (error) {
      log.error({ err: error }, 'idempotency record not stored')
      await repository.release(claim.userId, claim.key).catch(() => undefined)
    }
  }

  scope.addHook('preHandler', async (request, reply) => {
    if (!MUTATING.has(request.method) || !request.session) return
    const key = keyOf(request)
    if (key === null) return
    const claim = {
      userId: request.session.user.id,
      key,
      method: request.method,
      path: request.url,
    }
    const deadline = now() + WAIT_MS
    let tryClaim = true
    for (;;) {
      if (now() >= deadline) {
        throw new HttpError(
          409,
          errorCodes.idempotencyInProgress,
          serverMessages.idempotencyInProgress,
          {
            'Retry-After': '1',
          },
        )
      }
      if (tryClaim && (await repository.claim(claim, iso(now())))) {
        request.idempotencyClaim = { ...claim, settled: false }
        return
      }
      const record = await repository.find(claim.userId, key)
      // Gone: the first request gave up (5xx) or the row expired meanwhile; claim it again.
      tryClaim = record === undefined
      if (!record) continue
      if (record.created_at < iso(now() - IDEMPOTENCY_TTL_MS)) {
        await repository.removeIfOlder(claim.userId, key, iso(now() - IDEMPOTENCY_TTL_MS))
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
      if (record.state === 'done') return replay(reply, record)
      if (record.created_at < iso(now() - STALE_PENDING_MS)) {
        await repository.removeStalePending(claim.userId, key, iso(now() - STALE_PENDING_MS))
        tryClaim = true
        continue
      }
      // Pending: wait for the first request to finish.
      await sleep(POLL_MS)
    }
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
    repository.removeExpired(iso(now() - IDEMPOTENCY_TTL_MS)).then(
      (removed) => {
        if (removed > 0) log.info({ removed }, 'expired idempotency keys removed')
      },
      (error: unknown) => log.warn({ err: error }, 'idempotency cleanup failed'),
    )
  }, CLEANUP_EVERY_MS)
  cleanup.unref()
  scope.addHook('onClose', (_instance, done) => {
    clearInterval(cleanup)
    done()
  })
}
