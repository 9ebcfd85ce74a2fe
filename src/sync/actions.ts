import {
  enqueueWrite,
  readWrite,
  releaseWrite,
  removeWrites,
  sendPendingWrites,
  type NewWrite,
} from './write-queue'
import { NotSignedInError } from './context'

/**
 * The one write path of the app. An action stores its request in the device's write queue
 * (write-queue.ts) with the optimistic document screens show until the server's version
 * replicates, then asks the queue's one sender to send, and waits a little for the answer:
 * - accepted: 'saved' (with the server's answer when `returnsBody`); the entry stays, shown as
 *   pending, until replication brings the server's version (settle-sent.ts);
 * - no answer yet (offline, a cut connection, 5xx, the server busy): 'queued'; the sender keeps
 *   trying, in order, with backoff, also from the service worker with the app closed;
 * - refused for good while the caller waits: the entry is removed (the rollback) and the
 *   server's Spanish message returned for the form or toast to show. A refusal that comes later
 *   leaves the entry `failed` on screen with its message, to retry or discard.
 */
export type Mutation = NewWrite & {
  /** Return the server's parsed answer with a 'saved' result (a swipe's says if it matched). */
  returnsBody?: boolean
}

export type MutationResult =
  | { ok: true; id: string; status: 'saved'; body?: unknown }
  | { ok: true; id: string; status: 'queued' }
  | {
      ok: false
      message: string
      /** the server's answer to the refusal, parsed JSON (e.g. a booking's offered slots) */
      body?: unknown
    }

/** How long an action waits for its answer before it reports the write as queued. */
const ANSWER_WAIT_MS = 10_000

export async function runMutation(mutation: Mutation): Promise<MutationResult> {
  const { returnsBody, ...write } = mutation
  const entry = await enqueueWrite(write)
  if (!entry) throw new NotSignedInError()
  try {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      sendPendingWrites().catch(() => undefined),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ANSWER_WAIT_MS)
      }),
    ])
    clearTimeout(timer)
    const now = await readWrite(entry.key)
    if (now?.state === 'failed') {
      await removeWrites([entry.key])
      return { ok: false, message: now.error ?? mutation.fallbackMessage, body: now.response }
    }
    if (now === null || now.state === 'sent') {
      const saved = { ok: true as const, id: mutation.docId, status: 'saved' as const }
      return returnsBody ? { ...saved, body: now?.response ?? null } : saved
    }
    return { ok: true, id: mutation.docId, status: 'queued' }
  } finally {
    releaseWrite(entry.key)
  }
}
