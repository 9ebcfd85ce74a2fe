import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import type { BatchTransaction, LedgerVerdict, WriteLedger } from '../db/group-commit.js'
import { HttpError } from './http-error.js'
import type {
  IdempotencyClaim,
  IdempotencyRepository,
  WriteTicket,
} from './idempotency.repository.js'
import { IDEMPOTENCY_TTL_MS, ownerIsAlive } from './idempotency.js'

export type { WriteTicket }

/** The answer a key keeps: what every repeat of the write gets back. */
export interface StoredAnswer {
  status: number
  /** the JSON body as sent ('' for none) */
  body: string
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The idempotency records as the group commit's ledger (db/group-commit.ts): a batch claims its
 * keys in one INSERT … ON CONFLICT DO NOTHING RETURNING, inside its own transaction, and stores
 * their answers in one upsert before it commits. A key already answered replays; one held by a
 * live process elsewhere (a take-over route, or a batch not yet committed on another node,
 * which PostgreSQL makes this INSERT wait for) is busy; one left pending by a dead process — a
 * route outside the group commit, or a node of an older version — is taken over here.
 */
export function createIdempotencyLedger(options: {
  repository: IdempotencyRepository
  /** this server instance (instance-heartbeat.ts) */
  owner: () => string
  now?: () => number
}): WriteLedger<WriteTicket, StoredAnswer> {
  const { repository } = options
  const now = options.now ?? Date.now
  const claimOf = (ticket: WriteTicket): IdempotencyClaim => ({ ...ticket, owner: options.owner() })
  const identity = (ticket: { userId: string; key: string }) => `${ticket.userId} ${ticket.key}`

  async function decide(
    trx: BatchTransaction,
    ticket: WriteTicket,
    found: Awaited<ReturnType<IdempotencyRepository['findMany']>>,
  ): Promise<LedgerVerdict<StoredAnswer>> {
    const record = found.get(identity(ticket))
    const claim = claimOf(ticket)
    // Gone between the INSERT and this read: its writer gave the key up. Ask again.
    if (!record) return { kind: 'busy' }
    const cutoff = iso(now() - IDEMPOTENCY_TTL_MS)
    if (record.created_at < cutoff) {
      await repository.removeIfOlder(ticket.userId, ticket.key, cutoff, trx)
      const added = await repository.claimMany(trx, [claim], iso(now()))
      return added.size === 1 ? { kind: 'run' } : { kind: 'busy' }
    }
    if (record.method !== ticket.method || record.path !== ticket.path) {
      return {
        kind: 'refused',
        error: new HttpError(
          422,
          errorCodes.idempotencyKeyReused,
          serverMessages.idempotencyKeyReused,
        ),
      }
    }
    if (record.state === 'done') {
      return {
        kind: 'replay',
        stored: { status: record.status_code ?? 200, body: record.response_body ?? '' },
      }
    }
    if (ownerIsAlive(record, claim.owner, now())) return { kind: 'busy' }
    const isTaken = await repository.takeOver(claim, record.owner, iso(now()), trx)
    return isTaken ? { kind: 'run' } : { kind: 'busy' }
  }

  return {
    identity,

    async open(trx, tickets) {
      const added = await repository.claimMany(trx, tickets.map(claimOf), iso(now()))
      const taken = tickets.filter((ticket) => !added.has(identity(ticket)))
      const found = await repository.findMany(trx, taken)
      const verdicts: LedgerVerdict<StoredAnswer>[] = []
      for (const ticket of tickets) {
        verdicts.push(
          added.has(identity(ticket)) ? { kind: 'run' } : await decide(trx, ticket, found),
        )
      }
      return verdicts
    },

    async close(trx, settled) {
      const answers = settled.flatMap(({ ticket, stored }) =>
        stored ? [{ claim: claimOf(ticket), status: stored.status, body: stored.body }] : [],
      )
      await repository.storeMany(trx, answers, iso(now()))
      const released = settled.filter(({ stored }) => stored === null)
      if (released.length > 0) {
        await repository.releaseMany(
          trx,
          released.map(({ ticket }) => claimOf(ticket)),
        )
      }
    },
  }
}
