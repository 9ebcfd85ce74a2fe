import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import { HttpError } from '../../http/http-error.js'
import type { WriteKind } from '../../db/group-commit.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { PhotoStore } from '../media/photo-store.js'
import type { LostPetForm } from './lost-pet-form.js'

/**
 * How a report sent with photos (alert, sighting, found pet) joins the group commit
 * (http/queued-writes.ts): the photos first, outside the batch (re-encoding them must not hold
 * the single SQLite writer), named from the report's client-made id or else the request's key, so that a resend
 * rewrites these files instead of adding new ones; then `commit` stores the row with its key's
 * answer. A 2xx answer, fresh or replayed, holds files of these very names, so they stay; a
 * refusal or a failure removes them (any left by a crash go with the sweep of stray photos).
 */
export async function commitWithPhotos<In extends { photos: string }, Out>(
  deps: { photos: PhotoStore; writes: QueuedWrites },
  kind: WriteKind<In, Out>,
  send: {
    form: LostPetForm
    userId: string
    id: string | undefined
    ticket: WriteTicket | null | undefined
  },
  input: Omit<In, 'photos'>,
  answer: (output: Out) => { status: number; body: unknown },
): Promise<Committed<Out>> {
  const { userId, id, ticket } = send
  const name = id ?? (ticket ? `key ${ticket.key}` : undefined)
  const seed = name === undefined ? undefined : `${userId}\n${name}`
  const paths = await deps.photos.save(send.form.photos, seed)
  let committed: Committed<Out>
  try {
    committed = await deps.writes.commit(kind, { ...input, photos: JSON.stringify(paths) } as In, {
      ticket: ticket ?? undefined,
      answer,
      refusal: () => null,
    })
  } catch (error) {
    await deps.photos.remove(paths)
    throw error
  }
  if (committed.answer.status >= 300) await deps.photos.remove(paths)
  return committed
}

/**
 * The stored report a client-made id names, when it is sent again: its own reporter gets it
 * back (a retried send); the id in anyone else's report is refused with a 409 and `idTaken`.
 */
export function reporterRepeat<Row extends { reporter_id: string | null }>(
  stored: Row | undefined,
  userId: string,
  idTaken: string,
): Row {
  if (!stored || stored.reporter_id !== userId) {
    throw new HttpError(409, errorCodes.conflict, idTaken)
  }
  return stored
}

/**
 * Runs a listener (notifications, candidates) after a report's write has committed: the
 * report stands, so a failing listener is logged under `failure` and never undoes the answer.
 */
export async function runAfterCommit(
  log: Pick<FastifyBaseLogger, 'error'>,
  failure: string,
  hook: string,
  run: () => unknown,
): Promise<void> {
  try {
    await run()
  } catch (error) {
    log.error({ err: error, hook }, failure)
  }
}
