import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyReply } from 'fastify'
import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import { IDEMPOTENT_REPLAYED_HEADER } from '../contract/sync.contract.js'
import type { GroupCommit, WriteKind } from '../db/group-commit.js'
import { HttpError } from './http-error.js'
import type { StoredAnswer, WriteTicket } from './idempotency-ledger.js'
import { markStoredRefusal } from './stored-refusals.js'

export type { StoredAnswer, WriteTicket }

/** A write's answer after its batch committed; `output` only when this request ran it. */
export type Committed<Out> =
  { isReplay: false; output: Out; answer: StoredAnswer } | { isReplay: true; answer: StoredAnswer }

export interface QueuedWriteOptions<Out> {
  /** the request's Idempotency-Key (none for a socket event or a request without one) */
  ticket?: WriteTicket | null | undefined
  /** status and JSON body of a stored write (undefined: no body, as for a 204) */
  answer(output: Out): { status: number; body: unknown }
  /**
   * the client's mistake a refused write stands for; other Errors (and all of them when this is
   * left out) are the server's own failure: 5xx, and retried
   */
  refusal?(error: Error): HttpError | null
}

/** How long a repeat waits for the same key running elsewhere before a 409 (then retried). */
const WAIT_MS = 10_000
const POLL_MS = 20

const errorAnswer = (error: HttpError): StoredAnswer => ({
  status: error.statusCode,
  body: JSON.stringify(error.body()),
})

/**
 * The write path of every queued write that can join a batch: the write, its key's record and
 * its answer commit together (db/group-commit.ts, http/idempotency-ledger.ts). A refused write
 * throws its HttpError (stored as the key's answer first); a repeat gets the stored answer.
 */
export function createQueuedWrites(groupCommit: GroupCommit<WriteTicket, StoredAnswer>) {
  return {
    async commit<In, Out>(
      kind: WriteKind<In, Out>,
      input: In,
      options: QueuedWriteOptions<Out>,
    ): Promise<Committed<Out>> {
      const answer = (output: Out | Error): StoredAnswer | null => {
        if (!(output instanceof Error)) {
          const { status, body } = options.answer(output)
          return { status, body: body === undefined ? '' : JSON.stringify(body) }
        }
        const refusal = output instanceof HttpError ? output : (options.refusal?.(output) ?? null)
        return refusal ? errorAnswer(refusal) : null
      }
      const deadline = Date.now() + WAIT_MS
      for (;;) {
        const result = await groupCommit.submit(kind, input, {
          ticket: options.ticket ?? undefined,
          answer,
        })
        switch (result.kind) {
          case 'written': {
            const { output, stored } = result
            if (!(output instanceof Error) && stored)
              return { isReplay: false, output, answer: stored }
            if (output instanceof Error) {
              const refusal = output instanceof HttpError ? output : options.refusal?.(output)
              if (!refusal) throw output
              if (stored) markStoredRefusal(refusal)
              throw refusal
            }
            throw new Error(`${kind.name}: no answer`)
          }
          case 'replay':
            return { isReplay: true, answer: result.stored }
          case 'refused':
            throw result.error
          case 'busy':
            if (Date.now() >= deadline) {
              throw new HttpError(
                409,
                errorCodes.idempotencyInProgress,
                serverMessages.idempotencyInProgress,
                { 'Retry-After': '1' },
              )
            }
            await sleep(POLL_MS)
        }
      }
    },
  }
}

export type QueuedWrites = ReturnType<typeof createQueuedWrites>

/** Sends a committed write's answer exactly as its key stored it. */
export function sendCommitted(reply: FastifyReply, committed: Committed<unknown>): FastifyReply {
  const { status, body } = committed.answer
  reply.code(status)
  if (committed.isReplay) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true')
  if (body === '') return reply.send()
  return reply.type('application/json; charset=utf-8').send(body)
}
