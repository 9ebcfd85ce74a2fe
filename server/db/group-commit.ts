import { sql, type Kysely, type Transaction } from 'kysely'
import type { ChangeFeedName } from '../modules/sync/change-sequence.repository.js'
import type { Database } from './schema.js'
import { createTurnBatcher } from './turn-batcher.js'

/**
 * Group commit: every queued write (REST with or without an Idempotency-Key, or a socket
 * event) that arrives within one event-loop turn is applied in ONE transaction, together with
 * the idempotency records of the writes that carry a key and the answers they got. A crash
 * before the commit leaves none of them; after it, all of them with their answers. There is
 * no claim that outlives its transaction, so nothing needs taking over after a crash.
 *
 * A write refused for its own reasons (not a member, a taken id, a closed slot…) is refused
 * alone: its kind reports an Error for it and writes nothing of it; the others commit. Only a
 * failure of the database itself fails the whole batch (every write of it answers 5xx and is
 * sent again by its client).
 *
 * The order inside the transaction is the same on every node, so two nodes' batches queue on
 * each other's locks instead of deadlocking: the ledger's rows first (sorted by key), then each
 * kind in the order its first write arrived. Every write takes the change counters it needs in
 * their names' order (change-sequence.repository.ts). A batch of several kinds first locks the
 * counters of all of them, at once and in that order (`lockFeeds`): kinds taking theirs as they
 * run would not do, since a batch of cycle records then messages and one of messages then cycle
 * records would take 'cycleRecords' and 'matches' in opposite orders. A batch of one kind skips
 * that, so the reads a kind makes before its lock (messages) stay outside it.
 */

/** The batch's transaction, as the kinds and the ledger write in it. */
export type BatchTransaction = Transaction<Database>

/** One kind of write that can join a batch: messages, swipes, … */
export interface WriteKind<In, Out> {
  readonly name: string
  /** The change counters (feeds) its writes may take: the batch locks them all first. */
  readonly feeds: readonly ChangeFeedName[]
  /**
   * Applies `inputs` (arrival order) in `trx` and answers each: its result, or an Error for a
   * write refused alone, of which nothing may be left in `trx`. A throw fails the batch.
   * `afterCommit` runs once the batch committed (notices that must not precede the commit).
   */
  apply(
    trx: Transaction<Database>,
    inputs: readonly In[],
  ): Promise<{ outcomes: readonly (Out | Error)[]; afterCommit?: () => void }>
}

/**
 * A kind for writes with no multi-row form: each runs in a savepoint of the batch, so one that
 * throws (a refusal, or a failed statement) is undone alone and answered with its Error while
 * the others commit. Every statement is still a round trip on PostgreSQL: kinds that carry the
 * load (messages) write their whole batch in a few multi-row statements instead.
 */
export function writeOneByOne<In, Out>(
  name: string,
  feeds: readonly ChangeFeedName[],
  run: (trx: BatchTransaction, input: In) => Promise<Out>,
): WriteKind<In, Out> {
  return {
    name,
    feeds,
    async apply(trx, inputs) {
      const outcomes: (Out | Error)[] = []
      for (const input of inputs) {
        await sql`savepoint group_write`.execute(trx)
        try {
          outcomes.push(await run(trx, input))
          await sql`release savepoint group_write`.execute(trx)
        } catch (error) {
          await sql`rollback to savepoint group_write`.execute(trx)
          await sql`release savepoint group_write`.execute(trx)
          outcomes.push(error instanceof Error ? error : new Error(String(error)))
        }
      }
      return { outcomes }
    },
  }
}

/** What the ledger (the idempotency records) decides for a write before it runs. */
export type LedgerVerdict<Stored> =
  | { kind: 'run' }
  /** answered before (or by an earlier write of this batch): the stored answer, nothing runs */
  | { kind: 'replay'; stored: Stored }
  /** the key is held by a write still running elsewhere: ask again shortly */
  | { kind: 'busy' }
  /** the key belongs to another request (method or path): a client mistake */
  | { kind: 'refused'; error: Error }

/**
 * The records that make a repeat of a write the same write (http/idempotency-ledger.ts). The
 * group commit calls `open` before any write of the batch and `close` after all of them, in the
 * same transaction.
 */
export interface WriteLedger<Ticket, Stored> {
  open(
    trx: Transaction<Database>,
    tickets: readonly Ticket[],
  ): Promise<readonly LedgerVerdict<Stored>[]>
  /** `stored` null: the write failed in a way worth retrying; its key must be free again. */
  close(
    trx: Transaction<Database>,
    settled: readonly { ticket: Ticket; stored: Stored | null }[],
  ): Promise<void>
  /** Two tickets of the same key: the later one waits for the first one's answer. */
  identity(ticket: Ticket): string
}

export type WriteResult<Out, Stored> =
  | { kind: 'written'; output: Out | Error; stored: Stored | null }
  | Exclude<LedgerVerdict<Stored>, { kind: 'run' }>

interface Entry<Ticket, Stored> {
  kind: WriteKind<unknown, unknown>
  input: unknown
  ticket: Ticket | undefined
  /** The answer to keep for this write's key (null: not kept, a retry runs it again). */
  answer(output: unknown): Stored | null
}

/** Past this many, waiting writes go into the next transaction (bounds statement sizes). */
const MAX_BATCH = 200

export interface GroupCommitOptions {
  /** A notice after the commit failed (the writes are stored: it is only logged). */
  onAfterCommitError?: (error: unknown) => void
  /** See createTurnBatcher: 0 batches one event-loop turn's writes, more also waits that long. */
  windowMs?: number
  /** Locks these change counters, given in their names' order (see the order above). */
  lockFeeds?: (trx: BatchTransaction, feeds: readonly ChangeFeedName[]) => Promise<unknown>
}

export function createGroupCommit<Ticket, Stored>(
  db: Kysely<Database>,
  ledger: WriteLedger<Ticket, Stored>,
  options: GroupCommitOptions = {},
) {
  const { onAfterCommitError, windowMs = 0, lockFeeds } = options
  async function commit(
    entries: readonly Entry<Ticket, Stored>[],
  ): Promise<WriteResult<unknown, Stored>[]> {
    const afterCommit: (() => void)[] = []
    const results = await db.transaction().execute(async (trx) => {
      const results: (WriteResult<unknown, Stored> | undefined)[] = entries.map(() => undefined)
      // The first write of a key decides for the key; a later one in this batch follows it.
      const leaders = new Map<string, number>()
      const followers: [follower: number, leader: number][] = []
      const opened: number[] = []
      entries.forEach((entry, index) => {
        if (entry.ticket === undefined) return
        const identity = ledger.identity(entry.ticket)
        const leader = leaders.get(identity)
        if (leader === undefined) {
          leaders.set(identity, index)
          opened.push(index)
        } else followers.push([index, leader])
      })
      const verdicts = await ledger.open(
        trx,
        opened.map((index) => entries[index]?.ticket as Ticket),
      )
      opened.forEach((index, i) => {
        const verdict = verdicts[i]
        if (verdict && verdict.kind !== 'run') results[index] = verdict
      })
      const followerSet = new Set(followers.map(([follower]) => follower))

      // Each kind's writes in one call, kinds in the order their first write arrived.
      const byKind = new Map<WriteKind<unknown, unknown>, number[]>()
      entries.forEach((entry, index) => {
        if (results[index] !== undefined || followerSet.has(index)) return
        const list = byKind.get(entry.kind) ?? []
        list.push(index)
        byKind.set(entry.kind, list)
      })
      // One kind takes its own counters in their names' order; several must not interleave theirs.
      if (lockFeeds && byKind.size > 1) {
        const feeds = new Set([...byKind.keys()].flatMap((kind) => kind.feeds))
        // Code-unit order, as PostgreSQL's "C" collation sorts the counters' names.
        if (feeds.size > 0) await lockFeeds(trx, [...feeds].sort())
      }
      const settled: { ticket: Ticket; stored: Stored | null }[] = []
      for (const [kind, indices] of byKind) {
        const applied = await kind.apply(
          trx,
          indices.map((index) => entries[index]?.input),
        )
        indices.forEach((index, i) => {
          const entry = entries[index]
          // An outcome may be null or undefined (a write that answers nothing); a missing one not.
          const output =
            i < applied.outcomes.length
              ? applied.outcomes[i]
              : new Error(`${kind.name}: no outcome`)
          if (!entry) return
          const stored = entry.answer(output)
          results[index] = { kind: 'written', output, stored }
          if (entry.ticket !== undefined) settled.push({ ticket: entry.ticket, stored })
        })
        if (applied.afterCommit) afterCommit.push(applied.afterCommit)
      }
      if (settled.length > 0) await ledger.close(trx, settled)

      for (const [follower, leader] of followers) {
        const first = results[leader]
        results[follower] =
          first?.kind === 'written'
            ? first.stored === null
              ? { kind: 'busy' }
              : { kind: 'replay', stored: first.stored }
            : (first ?? { kind: 'busy' })
      }
      return results as WriteResult<unknown, Stored>[]
    })
    for (const run of afterCommit) {
      // Committed already: a failing notice must not answer an error for stored writes.
      try {
        run()
      } catch (error) {
        onAfterCommitError?.(error)
      }
    }
    return results
  }

  const enqueue = createTurnBatcher(MAX_BATCH, commit, windowMs)

  return {
    /**
     * Queues one write for the next batch; resolves once its batch committed. `answer` turns
     * its result (or the Error it was refused with) into the answer its key keeps.
     */
    submit<In, Out>(
      kind: WriteKind<In, Out>,
      input: In,
      options: { ticket?: Ticket | undefined; answer(output: Out | Error): Stored | null },
    ): Promise<WriteResult<Out, Stored>> {
      return enqueue({
        kind,
        input,
        ticket: options.ticket,
        answer: (output) => options.answer(output as Out | Error),
      }) as Promise<WriteResult<Out, Stored>>
    },
  }
}

export type GroupCommit<Ticket, Stored> = ReturnType<typeof createGroupCommit<Ticket, Stored>>
