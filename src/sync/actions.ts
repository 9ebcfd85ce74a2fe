import type { KyInstance } from 'ky'
import { errorMessage } from '../api/http'
import type { OutboxOp } from '../db'
import { getSyncContext, type SyncContext } from './context'
import { findUpdatedAt, isDefinitiveRefusal, isQueuedAnswer, readJson } from './failures'
import { addOutboxEntry, patchOutboxEntry, removeOutboxEntries } from './outbox'
import { pageId } from './page-liveness'
import { syncErrors } from './sync-errors'

/**
 * The one write path of the app. An action:
 * 1. records the mutation in the outbox (state `sending`) with its optimistic document — the
 *    screens show it at once, marked pending, and it survives a reload;
 * 2. sends the spec's REST call with `Idempotency-Key: <outbox id>` (creates also carry a
 *    client-made document id), so any resend is recognised by the server and never writes twice;
 * 3. on 2xx writes NOTHING to the replicated collection: the entry becomes `sent` and stays until
 *    the server's version has replicated (outbox-reconciler.ts), which then drops it — a local
 *    write to a pull-only replicated collection would block the pulled version;
 * 4. on the service worker's 202 `{queued: true}` marks it `queued`: the worker replays it and
 *    reports the outcome (worker-messages.ts);
 * 5. without an answer (offline with no worker, timeout, 5xx) marks it `failed-offline` and this
 *    page retries it — on the browser's `online` event and on a backoff timer — with the same
 *    key. The request (photos included) lives only in this page's memory: if the app is closed
 *    first, the retry is lost and the entry turns `failed`. That only happens with no service
 *    worker active, since an active worker queues the write durably instead.
 * 6. on a definitive refusal (4xx) deletes the entry — the rollback — and returns the server's
 *    Spanish message (or the action's fallback).
 *
 * Order: this page sends its writes one at a time, oldest first, and a new write waits behind
 * the ones held for a retry, so an edit never reaches the server before the create it edits
 * (the service worker keeps the same order for what it queues).
 */
export interface Mutation {
  /** the replicated collection the change targets */
  target: string
  docId: string
  op: OutboxOp
  /** what screens show until the server's version replicates (null for a delete) */
  optimistic: { id: string } | null
  /** updatedAt of the replicated document being changed (null for a create) */
  baseUpdatedAt: string | null
  /** Spanish text when a refusal carries no message of its own */
  fallbackMessage: string
  /** Sends the REST call; called again with the same key for every retry. */
  send: (http: KyInstance, idempotencyKey: string) => Promise<Response>
  /**
   * Return the server's parsed answer with a 'saved' result (a swipe's answer says whether it
   * made a match). Opt-in, so the results of the other actions stay exactly as they were.
   */
  returnsBody?: boolean
  /**
   * Called once the change is in the outbox: from then on it survives a reload (the chat's
   * composer keeps the typed text stored until this moment, so nothing typed is lost).
   */
  onRecorded?: () => void
}

export type MutationResult =
  | {
      ok: true
      id: string
      status: 'saved'
      /** the server's parsed answer, only for a mutation with `returnsBody` */
      body?: unknown
    }
  | { ok: true; id: string; status: 'queued' | 'offline' }
  | { ok: false; message: string }

export class NotSignedInError extends Error {
  constructor() {
    super('No sync session: the user is not signed in')
  }
}

interface HeldRequest {
  mutation: Mutation
  userId: string
}

const RETRY_FIRST_MS = 2_000
const RETRY_MAX_MS = 60_000

/** Requests waiting for a retry, in the order they were made (Map keeps insertion order). */
const held = new Map<string, HeldRequest>()
let failedFlushes = 0
let flushTimer: ReturnType<typeof setTimeout> | undefined
let flushing: Promise<void> | null = null
/** Every send of this page runs through this chain, one at a time. */
let sendChain: Promise<unknown> = Promise.resolve()

function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = sendChain.then(task)
  sendChain = run.catch(() => undefined)
  return run
}

export async function runMutation(mutation: Mutation): Promise<MutationResult> {
  const context = getSyncContext()
  if (!context) throw new NotSignedInError()
  const key = crypto.randomUUID()
  await addOutboxEntry(context.database, {
    id: key,
    target: mutation.target,
    docId: mutation.docId,
    op: mutation.op,
    doc: mutation.optimistic,
    fallbackMessage: mutation.fallbackMessage,
    baseUpdatedAt: mutation.baseUpdatedAt,
    pageId,
  })
  mutation.onRecorded?.()
  return sendOrHold(context, key, mutation)
}

/** Sends a recorded entry behind this page's held requests, or holds it with them. */
async function sendOrHold(
  context: SyncContext,
  key: string,
  mutation: Mutation,
): Promise<MutationResult> {
  if (held.size > 0) await flushHeld()
  if (held.size > 0) {
    // Still no connection: queue behind the others.
    await patchOutboxEntry(context.database, key, { state: 'failed-offline' })
    hold(context, key, mutation)
    return { ok: true, id: mutation.docId, status: 'offline' }
  }
  const outcome = await serially(() => attempt(context, key, mutation))
  if (outcome.kind === 'no-answer') hold(context, key, mutation)
  return outcome.result
}

type Outcome =
  | { kind: 'answered'; result: MutationResult }
  | { kind: 'no-answer'; result: MutationResult }
  | { kind: 'gone'; result: MutationResult }

async function attempt(context: SyncContext, key: string, mutation: Mutation): Promise<Outcome> {
  const { database } = context
  let response: Response
  try {
    response = await mutation.send(context.http, key)
  } catch (error) {
    if (await isDefinitiveRefusal(error)) {
      await removeOutboxEntries(database, [key])
      const message = await errorMessage(error, mutation.fallbackMessage)
      return { kind: 'answered', result: { ok: false, message } }
    }
    const stillThere = await patchOutboxEntry(database, key, {
      state: 'failed-offline',
      error: await errorMessage(error, mutation.fallbackMessage),
    })
    const result: MutationResult = { ok: true, id: mutation.docId, status: 'offline' }
    return stillThere ? { kind: 'no-answer', result } : { kind: 'gone', result }
  }
  const body = await readJson<unknown>(response)
  if (isQueuedAnswer(response, body)) {
    await patchOutboxEntry(database, key, { state: 'queued', error: null })
    return { kind: 'answered', result: { ok: true, id: mutation.docId, status: 'queued' } }
  }
  await acknowledge(context, key, body)
  const saved: MutationResult = { ok: true, id: mutation.docId, status: 'saved' }
  return { kind: 'answered', result: mutation.returnsBody ? { ...saved, body } : saved }
}

/**
 * Takes over an entry whose page is gone and whose request the service worker does not hold
 * (see resenders.ts): this page records itself as its holder and sends it again with the same
 * key, behind its own writes. Resolves once the entry is adopted, before the send's outcome.
 * false when the entry is gone (settled or discarded meanwhile).
 */
export async function adoptOrphan(key: string, mutation: Mutation): Promise<boolean> {
  const context = getSyncContext()
  if (!context) return false
  const adopted = await patchOutboxEntry(context.database, key, {
    state: 'sending',
    pageId,
    error: null,
  })
  if (!adopted) return false
  void sendOrHold(context, key, mutation).then((result) => {
    if (!result.ok) syncErrors.push(result.message)
  })
  return true
}

/** The server accepted the change: wait for its version to replicate (and ask for a pull). */
export async function acknowledge(context: SyncContext, key: string, body: unknown): Promise<void> {
  await patchOutboxEntry(context.database, key, {
    state: 'sent',
    error: null,
    serverUpdatedAt: findUpdatedAt(body),
    ackAt: Date.now(),
  })
  context.reSync()
}

function hold(context: SyncContext, key: string, mutation: Mutation): void {
  held.set(key, { mutation, userId: context.user.id })
  listenForOnline()
  scheduleFlush()
}

function scheduleFlush(): void {
  clearTimeout(flushTimer)
  if (held.size === 0) return
  const delay = Math.min(RETRY_FIRST_MS * 2 ** failedFlushes, RETRY_MAX_MS)
  flushTimer = setTimeout(() => void flushHeld(), delay)
}

/**
 * Sends the held requests again, oldest first, and stops at the first one that still gets no
 * answer (the rest keep their place behind it). Refusals found now go to the sync error store.
 */
export function flushHeld(): Promise<void> {
  flushing ??= serially(async () => {
    clearTimeout(flushTimer)
    for (const [key, request] of [...held]) {
      const context = getSyncContext()
      // A different user (or none) is signed in now: this request is not theirs to send.
      if (!context || context.user.id !== request.userId) {
        held.delete(key)
        continue
      }
      if (!(await patchOutboxEntry(context.database, key, { state: 'sending' }))) {
        // Settled meanwhile (an earlier attempt did get through) or discarded.
        held.delete(key)
        continue
      }
      const outcome = await attempt(context, key, request.mutation)
      if (outcome.kind === 'no-answer') {
        failedFlushes += 1
        scheduleFlush()
        return
      }
      held.delete(key)
      if (!outcome.result.ok) syncErrors.push(outcome.result.message)
    }
    failedFlushes = 0
  }).finally(() => {
    flushing = null
  })
  return flushing
}

/** Sends the held requests now (the app is back online, or the user asked). */
export function retryPendingChanges(): void {
  void flushHeld()
}

/** Drops this page's held requests (sign-out: the database they belong to is gone). */
export function cancelPendingRetries(): void {
  clearTimeout(flushTimer)
  held.clear()
  failedFlushes = 0
}

/** Does this page hold the request of outbox entry `key` (so it can still send it)? */
export function holdsRetry(key: string): boolean {
  return held.has(key)
}

let isListeningForOnline = false
function listenForOnline(): void {
  if (isListeningForOnline || typeof window === 'undefined') return
  isListeningForOnline = true
  window.addEventListener('online', retryPendingChanges)
}
